import * as z from "zod/mini"
import { CONDITIONS, CONTACT_METHOD_ERROR, LIMITS } from "./constants"

/**
 * The one schema of a consultation request. The forms run it in the browser before posting and
 * src/api/consultation.ts runs it again on the server, so both agree on every rule. It is built
 * with zod/mini (tree-shakable, a few kB gzipped in the page) rather than classic zod, which would
 * add about 15 kB gzipped of JavaScript to every page that shows a form.
 *
 * Each issue's message is the name of the field it belongs to (or "contactMethod"); the words a
 * patient reads live in content/forms.json under `errors`.
 */

/** Control characters (CR, LF, NUL, ...) have no place in a one-line field; they are also how e-mail headers get injected. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f\u2028\u2029]/
// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_NEWLINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
/** A name: letters in any script, marks, spaces, apostrophes, hyphens, dots; no markup. */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M}' .\-’]*$/u
/** name@domain.tld, no spaces, no quotes, no angle brackets (so never two addresses in one). */
const EMAIL = /^[A-Za-z0-9._%+\-']+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/
/** Digits with the usual separators, optionally +country code and an extension. */
const PHONE = /^\+?[\d\s().-]+(?:\s*(?:x|ext\.?)\s*\d{1,6})?$/i

function countDigits(value: string): number {
  return value.replace(/\D/g, "").length
}

/** A required one-line text field: trimmed, 1..max characters, no control characters. */
function line(field: string, max: number, pattern?: RegExp) {
  return z.string(field).check(
    z.trim(),
    z.minLength(1, field),
    z.maxLength(max, field),
    // Patterns only run on a value within its length: a long value never reaches a regex.
    z.refine((value) => value.length <= max && !CONTROL.test(value) && (!pattern || pattern.test(value)), field),
  )
}

/** An optional field: missing, null and "" all mean "not given" (an HTML form always sends the input). */
function optional<T extends z.ZodMiniType>(schema: T) {
  return z.optional(
    z.pipe(
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      z.transform((value: unknown): any => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value)),
      z.optional(schema),
    ),
  )
}

const email = z.string("email").check(
  z.trim(),
  z.maxLength(LIMITS.email, "email"),
  z.refine((value) => value.length <= LIMITS.email && EMAIL.test(value), "email"),
)

const phone = z.string("phone").check(
  z.trim(),
  z.maxLength(LIMITS.phone, "phone"),
  z.refine((value) => value.length <= LIMITS.phone && PHONE.test(value) && countDigits(value) >= 7 && countDigits(value) <= 15, "phone"),
)

const condition = z.enum(CONDITIONS, "condition")

const message = z.string("message").check(
  z.trim(),
  z.maxLength(LIMITS.message, "message"),
  z.refine((value) => value.length <= LIMITS.message && !CONTROL_EXCEPT_NEWLINE.test(value), "message"),
)

/** An HTML checkbox sends "on"; JSON sends true. Anything else is not consent. */
const consent = z.pipe(
  z.union([z.literal(true), z.literal("on"), z.literal("true")], "consent"),
  z.transform((): true => true),
)

/** The contact page form: every field but the message is required, and consent must be given. */
export const contactRequestSchema = z.object({
  form: z.literal("contact"),
  firstName: line("firstName", LIMITS.name, NAME),
  lastName: line("lastName", LIMITS.name, NAME),
  email,
  phone,
  condition,
  message: optional(message),
  consent,
})

/** The home page form: a name, and a phone number or an e-mail so the clinic can answer. */
export const homeRequestSchema = z
  .object({
    form: z.literal("home"),
    name: line("name", LIMITS.name * 2 + 1, NAME),
    email: optional(email),
    phone: optional(phone),
    condition: optional(condition),
  })
  .check(
    z.refine((value) => !!value.email || !!value.phone, {
      message: CONTACT_METHOD_ERROR,
      path: ["phone"],
      // Only meaningful once the fields themselves are valid.
      when: (payload) => payload.issues.length === 0,
    }),
  )

export const consultationRequestSchema = z.discriminatedUnion("form", [contactRequestSchema, homeRequestSchema])

export type ContactRequest = z.infer<typeof contactRequestSchema>
export type HomeRequest = z.infer<typeof homeRequestSchema>
export type ConsultationRequest = z.infer<typeof consultationRequestSchema>

export type FieldErrors = Partial<Record<string, string>>

export type ValidationResult = { ok: true; data: ConsultationRequest } | { ok: false; errors: FieldErrors }

/**
 * Validates a request body. Returns the cleaned request (trimmed, unknown fields dropped) or one
 * error key per field, in the order the fields appear in the form.
 */
export function validateConsultation(input: unknown): ValidationResult {
  const form = (input as { form?: unknown } | null)?.form
  const schema = form === "home" ? homeRequestSchema : contactRequestSchema
  const result = schema.safeParse(input)
  if (result.success) return { ok: true, data: result.data }
  const errors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form")
    if (!(field in errors)) errors[field] = issue.message && issue.message !== "Invalid input" ? issue.message : field
  }
  return { ok: false, errors }
}
