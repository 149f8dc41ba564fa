import * as z from "zod/mini"
import { LANGUAGE_CODES, SOURCE_LANGUAGE, type LanguageCode } from "../languages"
import { CONDITIONS, type Condition } from "./constants"
import { FIELDS, FORMS, type FieldCheck, type FieldName, type FormKind } from "./fields"

/**
 * The one schema of a consultation request, built from the field table (field-kinds.ts). The forms run
 * it in the browser before posting and the endpoint runs it again, so both agree on every rule.
 * It is built with zod/mini (tree-shakable) rather than classic zod, which would add several
 * times its weight of JavaScript to every page that shows a form.
 *
 * Each issue's message is the name of the field it belongs to (or "contactMethod"); the words a
 * patient reads live in content/forms.json.
 */

/**
 * Control and invisible formatting characters (CR, LF, NUL, tab, line and paragraph separators, a
 * byte-order mark, direction overrides) have no place in a one-line field: a reader of the e-mail
 * cannot see them, and line breaks are how mail headers get injected.
 */
const CONTROL = /[\p{Cc}\p{Cf}\u2028\u2029]/u
/** In a message, line breaks and tabs are the patient's; other controls, separators and direction overrides are not. Joiners stay: some scripts need them. */
// eslint-disable-next-line no-control-regex
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/
/** A name: letters in any script, marks, spaces, apostrophes, hyphens, dots; no markup. */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M}' .\-’]*$/u
/** name@domain.tld, no spaces, no quotes, no angle brackets (so never two addresses in one). */
const EMAIL = /^[A-Za-z0-9._%+\-']+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/
/** Digits and the separators people write in a phone number: spaces (plain ones) and + ( ) - . / */
const PHONE = /^[0-9 +().\-/]+$/

/** The error of a form whose "either" fields are all empty. */
export const CONTACT_METHOD_ERROR = "contactMethod"

function countDigits(value: string): number {
  return value.replace(/\D/g, "").length
}

/** A trimmed string of at most `max` characters that passes `valid`; every failure is reported as `field`. */
function trimmed(field: string, max: number, valid: (value: string) => boolean) {
  return z.string(field).check(
    z.trim(),
    z.maxLength(max, field),
    // Patterns only run on a value within its length: a long value never reaches a regex.
    z.refine((value) => value.length <= max && valid(value), field),
  )
}

/** One validator per kind of check; a field's maximum length comes from the table. */
const VALIDATORS: Record<FieldCheck, (field: string, max: number) => z.ZodMiniType> = {
  name: (field, max) => trimmed(field, max, (value) => value.length > 0 && !CONTROL.test(value) && NAME.test(value)),
  email: (field, max) => trimmed(field, max, (value) => !CONTROL.test(value) && EMAIL.test(value)),
  phone: (field, max) => trimmed(field, max, (value) => PHONE.test(value) && countDigits(value) >= 7 && countDigits(value) <= 15),
  message: (field, max) => trimmed(field, max, (value) => !CONTROL_IN_TEXT.test(value)),
  condition: (field) => z.enum(CONDITIONS, field),
  // An HTML checkbox sends "on"; JSON sends true. Anything else is not consent.
  consent: (field) =>
    z.pipe(
      z.union([z.literal(true), z.literal("on"), z.literal("true")], field),
      z.transform((): true => true),
    ),
  // Never refused: a page's language the endpoint does not know (or none) is English.
  language: () => z.catch(z.enum(LANGUAGE_CODES), SOURCE_LANGUAGE),
}

/** An optional field: missing, null and "" all mean "not given" (an HTML form always sends the input). */
function optional(schema: z.ZodMiniType) {
  return z.optional(
    z.pipe(
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      z.transform((value: unknown): any => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value)),
      z.optional(schema),
    ),
  )
}

type FieldValue<N extends FieldName> = N extends "consent"
  ? true
  : N extends "condition"
    ? Condition
    : N extends "lang"
      ? LanguageCode
      : string

/** A checked request: its form, and the fields of that form the patient filled in. */
export type ConsultationRequest = { form: FormKind } & { [N in FieldName]?: FieldValue<N> }

function requestSchema(kind: FormKind) {
  const fields = FORMS[kind]
  const shape = Object.fromEntries(
    fields.map(({ name, need }) => {
      const { check, ...spec } = FIELDS[name]
      const validator = VALIDATORS[check](name, "maxLength" in spec ? spec.maxLength : Infinity)
      return [name, need === "required" ? validator : optional(validator)]
    }),
  )
  const either = fields.filter(({ need }) => need === "either").map(({ name }) => name)
  const schema = z.object({ form: z.literal(kind), ...shape })
  if (either.length === 0) return schema
  return schema.check(
    z.refine((value) => either.some((name) => !!(value as Record<string, unknown>)[name]), {
      message: CONTACT_METHOD_ERROR,
      path: [either[0]],
      // Only meaningful once the fields themselves are valid.
      when: (payload) => payload.issues.length === 0,
    }),
  )
}

const SCHEMAS = Object.fromEntries((Object.keys(FORMS) as FormKind[]).map((kind) => [kind, requestSchema(kind)])) as Record<
  FormKind,
  ReturnType<typeof requestSchema>
>

/** Field name -> error key: the field's own name, or a form-wide error ("contactMethod", "form"). */
export type FieldErrors = Partial<Record<string, string>>

/** The endpoint's answer to a request for JSON: the reference of a request it received (`held`: kept to be sent later), or why not. */
export interface ConsultationAnswer {
  ok: boolean
  reference?: string
  held?: boolean
  message?: string
  errors?: FieldErrors
}

export type ValidationResult = { ok: true; data: ConsultationRequest } | { ok: false; errors: FieldErrors }

/**
 * Validates a request body. Returns the cleaned request (trimmed, unknown fields dropped) or one
 * error key per field, in the order the fields appear in the form. A body naming no known form
 * is checked as the contact form, whose every field it then lacks.
 */
export function validateConsultation(input: unknown): ValidationResult {
  const form = (input as { form?: unknown } | null)?.form
  const schema = typeof form === "string" && form in SCHEMAS ? SCHEMAS[form as FormKind] : SCHEMAS.contact
  const result = schema.safeParse(input)
  // The shape follows FORMS (built above from the same table the type is built from).
  if (result.success) return { ok: true, data: result.data as ConsultationRequest }
  const errors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form")
    if (!(field in errors)) errors[field] = issue.message && issue.message !== "Invalid input" ? issue.message : field
  }
  return { ok: false, errors }
}
