import forms from "../../../../content/forms.json"
import site from "../../../../content/site.json"

/** The words the endpoint answers with: the same content the forms show, and the clinic's phone. */
export const formsCopy = forms
export const clinicPhone = site.phone
export const clinicName = site.siteName

export const conditionLabels: Record<string, string> = Object.fromEntries(forms.conditions.map((c) => [c.value, c.label]))

export type ErrorMessages = Record<string, string>
export const errorMessages: ErrorMessages = forms.errors
