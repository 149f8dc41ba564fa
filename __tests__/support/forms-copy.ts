import forms from "../../content/forms.json"
import type { FieldName } from "../../src/lib/shared/consultation/fields"

/** The words content/forms.json gives one field of the consultation forms. */
export function fieldWords(name: FieldName): { label: string; error: string; hint?: string; placeholder?: string } {
  const words = forms.fieldWords.find((field) => field.name === name)
  if (!words) throw new Error(`content/forms.json has no words for ${name}`)
  return words
}

export const label = (name: FieldName) => fieldWords(name).label
export const fieldError = (name: FieldName) => fieldWords(name).error
