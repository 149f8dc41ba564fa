import forms from "../../../../content/forms.json"
import shared from "../../../../content/shared.json"
import site from "../../../../content/site.json"
import { errorMessages as messagesOf } from "../../shared/consultation/messages"
import { accessNotices } from "../../shared/notices"

/** The words the endpoint answers with: the same content the forms show, and the clinic's phone. */
export const formsCopy = forms
export const clinicPhone = site.phone
export const clinicName = site.siteName
/** The notices every page shows (free aids and services, language help, nondiscrimination), worded as the site's footer words them. */
export const notices = accessNotices(shared, site)

export const errorMessages = messagesOf(forms)

/** The words of the e-mail to the clinic: each field's label and each condition's, as the patient saw them. */
export interface MailWords {
  fieldLabels: Readonly<Record<string, string>>
  conditionLabels: Readonly<Record<string, string>>
}

export const mailWords: MailWords = {
  fieldLabels: Object.fromEntries(forms.fieldWords.map(({ name, label }) => [name, label])),
  conditionLabels: Object.fromEntries(forms.conditions.map(({ value, label }) => [value, label])),
}
