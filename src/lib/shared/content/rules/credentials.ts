import { fieldName, type ContentFile, type ContentProblem } from "../model/content-file"
import { fieldInWords } from "../wording/field-words"
import { formOfFile } from "../wording/form-names"
import { claimsIn } from "./claims/scan"
import { stringsIn } from "./placeholders"
import { SHARED_FILE, SITE_FILE } from "../model/content-paths"

const CREDENTIAL = new Set(["credential"] as const)

/**
 * Credentials once, with their source: the physician's board certifications, experience and
 * hospital appointments are fields of content/site.json (physician) and the pages show them from
 * there, worded by content/shared.json physicianCredentials. Any other text that states one (a board
 * certification, a fellowship, years or decades of experience, a post such as chief or director:
 * claims/english.ts) is refused, naming its file and field, so a credential is never written twice
 * or out of step.
 */
export function restatedCredentials(files: readonly ContentFile[]): ContentProblem[] {
  const problems: ContentProblem[] = []
  for (const file of files) {
    if (file.path === SITE_FILE) continue
    for (const { text, path } of stringsIn(file.data)) {
      if (file.path === SHARED_FILE && path[0] === "physicianCredentials") continue
      const [credential] = claimsIn(text, "en", [], CREDENTIAL)
      if (credential) {
        problems.push({
          file: file.path,
          field: fieldName(path),
          message: `states a credential of the physician ("${credential.words}"): credentials are written once, in ${formOfFile(SITE_FILE)} › ${fieldInWords(SITE_FILE, undefined, ["physician"])}, and shown from there; remove it here`,
          staff: {
            says: `states a credential of the physician ("${credential.words}")`,
            instead: `Remove it here: credentials are written once, in ${formOfFile(SITE_FILE)} › ${fieldInWords(SITE_FILE, undefined, ["physician"])}`,
          },
        })
      }
    }
  }
  return problems
}
