/**
 * The condition choices and the hidden fields of a consultation request, shared by the browser
 * (forms) and the server (src/api/consultation.ts). No React and no Node here: both bundles import this file.
 */
/**
 * The conditions a patient may choose: what the clinic treats. A condition only an information-only
 * (investigational) page describes is not one of them: the content check refuses its
 * name among the forms' choices (content/forms.json `conditions`, src/lib/shared/content/rules/offered.ts).
 */
export const CONDITIONS = ["knee", "hip", "shoulder", "back", "hair", "sports", "other"] as const
export type Condition = (typeof CONDITIONS)[number]

/** Bots fill every input; people never see this one (it is hidden and skipped by keyboard). */
export const HONEYPOT_FIELD = "website" as const
/** Milliseconds from the visitor's first interaction with the form to sending it; bots post at once. */
export const FILL_TIME_FIELD = "fillMs" as const
/** The form's own reference (see reference.ts), sent with every attempt of the same filled-in form. */
export const REFERENCE_FIELD = "reference" as const
/** Which of the forms sent the request. */
export const FORM_FIELD = "form" as const

/**
 * What a form sends besides the fields a patient fills in (field-kinds.ts): which form, its reference,
 * and the two checks for automated requests. The privacy policy says what each is (content check).
 */
export const HIDDEN_FIELDS = [FORM_FIELD, REFERENCE_FIELD, HONEYPOT_FIELD, FILL_TIME_FIELD] as const
