import type { FieldErrors } from "../../lib/shared/consultation/schema"
import type { SummaryError } from "./ErrorSummary"

/**
 * The words for each field error (an error key from the schema, looked up in content), and the
 * summary entries in the order the fields appear in the form; an error of no field of the form
 * ("form") comes last, without a link.
 */
export function describeErrors(
  errors: FieldErrors,
  messages: Readonly<Record<string, string>>,
  fieldOrder: readonly string[],
  idPrefix: string,
): { byField: Record<string, string>; summary: SummaryError[] } {
  const byField: Record<string, string> = {}
  const summary: SummaryError[] = []
  const ordered = [...fieldOrder.filter((f) => f in errors), ...Object.keys(errors).filter((f) => !fieldOrder.includes(f))]
  for (const field of ordered) {
    const message = messages[errors[field] ?? ""] ?? messages[field] ?? messages.form
    if (fieldOrder.includes(field)) {
      byField[field] = message
      summary.push({ fieldId: `${idPrefix}-${field}`, message })
    } else {
      summary.push({ message })
    }
  }
  return { byField, summary }
}
