import { FIELDS, FORM_KINDS, formFields } from "../../consultation/fields"
import { fieldName, walkEntries, type ContentFile, type ContentProblem } from "../model/content-file"
import { labelOf } from "../wording/field-label"

/** The checks of the fields that carry health information: a patient's condition, their own message. */
const HEALTH_DETAILS = new Set(["condition", "message"])

/**
 * While the forms ask for health details (a condition, a message), every service a request passes
 * through must be bound by a business associate agreement (HIPAA): the privacy policy lists each
 * with its agreement (`businessAssociateAgreement`, "yes" or "no"). A production build refuses a
 * "no" then, naming the service and the fields; a placeholder is refused as every placeholder is.
 */
export function healthDetailsWithoutAgreement(files: readonly ContentFile[]): ContentProblem[] {
  const collected = [...new Set(FORM_KINDS.flatMap((kind) => formFields(kind)).map((field) => field.name))].filter((name) =>
    HEALTH_DETAILS.has(FIELDS[name].check),
  )
  if (collected.length === 0) return []
  const problems: ContentProblem[] = []
  for (const file of files) {
    walkEntries(file.data, [], (entry, path) => {
      if (entry.businessAssociateAgreement === "no") {
        const service = typeof entry.name === "string" ? entry.name : "this service"
        problems.push({
          file: file.path,
          field: fieldName([...path, "businessAssociateAgreement"]),
          message:
            `says ${service} has no business associate agreement with the clinic, while the forms ask for health details (${collected.map((name) => labelOf(name).toLowerCase()).join(", ")}): ` +
            `sign one with ${service}, send requests through a service that signs one, or take those fields out of the forms (src/lib/shared/consultation/fields.ts)`,
        })
      }
      return true
    })
  }
  return problems
}
