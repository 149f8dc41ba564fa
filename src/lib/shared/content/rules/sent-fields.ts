import forms from "../../../../../content/forms.json"
import { HIDDEN_FIELDS } from "../../consultation/constants"
import { FIELD_NAMES, FIELDS, type FieldName } from "../../consultation/fields"

/** Everything a consultation form sends: the fields of the field table and the hidden ones. */
export const SENT_FIELDS = [...FIELD_NAMES, ...HIDDEN_FIELDS] as const
export type SentField = (typeof SENT_FIELDS)[number]

type UnwordedField = Exclude<SentField, FieldName> | { [Name in FieldName]: (typeof FIELDS)[Name]["control"] extends "hidden" ? Name : never }[FieldName]

/** The fields a patient never sees (content/forms.json has no words for them), as the editor names them. */
const UNWORDED: Record<UnwordedField, string> = {
  lang: "Language of the page",
  form: "Which form",
  reference: "Reference code",
  website: "Trap field for automated requests",
  fillMs: "Time taken to fill in the form",
}

/**
 * Each field a consultation form sends, in words the staff know: a field the patient fills in by
 * its label on the forms (content/forms.json, as built), a hidden one by what it is. The editor's
 * choice of "Form fields" in the privacy policy and the content check's messages name them so.
 */
export const SENT_FIELD_WORDS: Record<SentField, string> = Object.fromEntries(
  SENT_FIELDS.map((name) => [name, forms.fieldWords.find((words) => words.name === name)?.label ?? UNWORDED[name as UnwordedField]]),
) as Record<SentField, string>
