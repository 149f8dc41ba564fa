import { fieldName, type ContentFile, type ContentProblem } from "./content-file"
import { fieldInWords, formOfFile } from "./field-words"
import { stringsIn } from "./placeholders"

/** Words that state a credential of the physician: a board certification, years of experience, a hospital post. */
const CREDENTIAL =
  /\bboard[-\s]certified\b|\bchief\s+of\s+(?:the\s+)?service\b|\b\d+\+?\s+years(?:\s+of)?\s+(?:experience|practice)\b|\bmore\s+than\s+\w+\s+years\s+(?:of\s+(?:experience|practice)|in\s+practice)\b/i

/**
 * Credentials once, with their source: the physician's board certifications, experience and
 * hospital appointments are fields of content/site.json (physician) and the pages show them from
 * there, worded by content/shared.json physicianCredentials. Any other text that states one is
 * refused, naming its file and field, so a credential is never written twice or out of step.
 */
export function restatedCredentials(files: readonly ContentFile[]): ContentProblem[] {
  const problems: ContentProblem[] = []
  for (const file of files) {
    if (file.path === "site.json") continue
    for (const { text, path } of stringsIn(file.data)) {
      if (file.path === "shared.json" && path[0] === "physicianCredentials") continue
      const match = CREDENTIAL.exec(text)
      if (match) {
        problems.push({
          file: file.path,
          field: fieldName(path),
          message: `states a credential of the physician ("${match[0]}"): credentials are written once, in ${formOfFile("site.json")} › ${fieldInWords("site.json", undefined, ["physician"])}, and shown from there; remove it here`,
        })
      }
    }
  }
  return problems
}
