import { fieldName, walkEntries, type ContentFile, type ContentProblem } from "../model/content-file"
import { labelInForm } from "../wording/field-words"
import { objectsIn } from "../model/unchecked"
import { SENT_FIELD_WORDS, SENT_FIELDS } from "./sent-fields"

/**
 * The privacy policy says only what the code does: where it lists what the consultation forms
 * collect (`collects`), the list names every field the forms send (the field table of
 * src/lib/shared/consultation/fields.ts and the hidden fields of constants.ts: which form, its
 * reference, the hidden field and the fill time that mark a request as suspected automated). A
 * field added to the forms is refused until the policy says what it is; the refusal names it as
 * the editor's "Form fields" do (sent-fields.ts), never by its name in the code.
 */
export function undisclosedFormFields(files: readonly ContentFile[]): ContentProblem[] {
  const problems: ContentProblem[] = []
  for (const file of files) {
    walkEntries(file.data, [], (entry, path) => {
      if (!Array.isArray(entry.collects)) return true
      const named = new Set(objectsIn(entry.collects as Array<{ fields?: unknown }>).flatMap((point) => (Array.isArray(point.fields) ? point.fields : [])))
      const missing = SENT_FIELDS.filter((field) => !named.has(field))
      if (missing.length > 0) {
        problems.push({
          file: file.path,
          field: fieldName([...path, "collects"]),
          message: `does not say what the consultation forms do with ${missing.map((field) => `"${SENT_FIELD_WORDS[field]}"`).join(", ")}: add a point naming ${missing.length === 1 ? "it" : "them"} in its "${labelInForm(file.path, file.data, [...path, "collects", 0], "fields")}"`,
          staff: {
            says: `does not say what the consultation forms do with ${missing
              .slice(0, 3)
              .map((field) => `"${SENT_FIELD_WORDS[field]}"`)
              .join(", ")}${missing.length > 3 ? ` and ${missing.length - 3} more fields` : ""}`,
            instead: `Add a point naming ${missing.length === 1 ? "it" : "them"} in its "${labelInForm(file.path, file.data, [...path, "collects", 0], "fields")}"`,
          },
        })
      }
      return false
    })
  }
  return problems
}
