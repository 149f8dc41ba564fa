/**
 * Limits and choices of the consultation request, shared by the browser (forms) and the server
 * (src/api/consultation.ts). No React and no Node here: both bundles import this file.
 */
export const CONDITIONS = ["knee", "hip", "shoulder", "back", "hair", "ed", "sports", "other"] as const
export type Condition = (typeof CONDITIONS)[number]

export const FORM_KINDS = ["contact", "home"] as const
export type FormKind = (typeof FORM_KINDS)[number]

/** Trimmed length bounds, in characters. */
export const LIMITS = {
  name: 80,
  email: 254,
  phone: 30,
  message: 2000,
} as const

/** The fields a patient fills in; anything else a request carries is dropped. */
export const FIELDS = ["firstName", "lastName", "name", "email", "phone", "condition", "message", "consent"] as const
export type FieldName = (typeof FIELDS)[number]

/** The field error shown when the home form has neither a phone number nor an e-mail. */
export const CONTACT_METHOD_ERROR = "contactMethod" as const
export type ErrorKey = FieldName | typeof CONTACT_METHOD_ERROR

/** Bots fill every input; people never see this one (it is hidden and skipped by keyboard). */
export const HONEYPOT_FIELD = "website" as const
/** Milliseconds from the visitor's first interaction with the form to sending it; bots post at once. */
export const FILL_TIME_FIELD = "fillMs" as const
/** The form's own reference (see reference.ts), sent with every attempt of the same filled-in form. */
export const REFERENCE_FIELD = "reference" as const
/** Which of the two forms sent the request. */
export const FORM_FIELD = "form" as const

export const ENDPOINT = "/api/consultation"
