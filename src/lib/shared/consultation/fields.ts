/**
 * The one table of the consultation forms' fields. It drives the endpoint's schema (schema.ts),
 * the browser's checks (the same schema), both forms (src/components/forms/ConsultationForm.tsx),
 * the page a browser without JavaScript gets back and the e-mail to the clinic. Each field's words
 * (label, hint, placeholder, error) are in content/forms.json `fields`, under the same name.
 * Adding a field is one entry in FIELDS, its place in a form below, and its words in content.
 */

/** How a field's value is checked: one validator each in schema.ts. */
export type FieldCheck = "name" | "email" | "phone" | "condition" | "message" | "consent" | "language"

export interface FieldSpec {
  /** The control the form shows for it; a hidden one has no words in content and is never refused. */
  control: "text" | "email" | "tel" | "select" | "textarea" | "checkbox" | "hidden"
  /** The browser's autofill token (HTML's autocomplete attribute). */
  autoComplete?: string
  /** Characters at most, after trimming; the input stops taking characters there too. */
  maxLength?: number
  check: FieldCheck
}

export const FIELDS = {
  firstName: { control: "text", autoComplete: "given-name", maxLength: 80, check: "name" },
  lastName: { control: "text", autoComplete: "family-name", maxLength: 80, check: "name" },
  name: { control: "text", autoComplete: "name", maxLength: 161, check: "name" },
  email: { control: "email", autoComplete: "email", maxLength: 254, check: "email" },
  phone: { control: "tel", autoComplete: "tel", maxLength: 30, check: "phone" },
  condition: { control: "select", check: "condition" },
  message: { control: "textarea", maxLength: 2000, check: "message" },
  consent: { control: "checkbox", check: "consent" },
  // The language of the page the form is on (languages.ts), so the clinic knows which language to
  // call back in and the endpoint answers in it; an unknown or missing one is English.
  lang: { control: "hidden", check: "language" },
} as const satisfies Record<string, FieldSpec>

export type FieldName = keyof typeof FIELDS
export const FIELD_NAMES = Object.keys(FIELDS) as FieldName[]

/**
 * - required: must be filled in;
 * - optional: may stay empty (its label says so);
 * - either: may stay empty when another "either" field of the form is filled in (a phone number or
 *   an e-mail, so the clinic can answer); the form's `contactMethod` error says so.
 */
export type FieldNeed = "required" | "optional" | "either"

export interface FormField {
  name: FieldName
  need: FieldNeed
  /** Spans both columns of the form on wide screens. */
  wide?: boolean
}

/** The two forms: their fields in the order shown. */
export const FORMS = {
  home: [
    { name: "name", need: "required" },
    { name: "phone", need: "either" },
    { name: "email", need: "either" },
    { name: "condition", need: "optional" },
    { name: "lang", need: "required" },
  ],
  contact: [
    { name: "firstName", need: "required" },
    { name: "lastName", need: "required" },
    { name: "email", need: "required" },
    { name: "phone", need: "required" },
    { name: "condition", need: "required", wide: true },
    { name: "message", need: "optional", wide: true },
    { name: "consent", need: "required", wide: true },
    { name: "lang", need: "required" },
  ],
} as const satisfies Record<string, readonly FormField[]>

export type FormKind = keyof typeof FORMS
export const FORM_KINDS = Object.keys(FORMS) as FormKind[]

/** The fields of a form, in its order. */
export function formFields(kind: FormKind): readonly FormField[] {
  return FORMS[kind]
}

/** Errors that belong to no one field: the "either" rule, and a request that could not be read. */
export const FORM_ERRORS = ["contactMethod", "form"] as const
