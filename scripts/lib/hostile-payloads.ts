import fc from "fast-check"

/**
 * Seeded hostile request bodies for the consultation endpoint: each one is built from a valid
 * request with at least one change that validation must refuse (a wrong type, an object with
 * toString/valueOf, markup, control characters, header injection, an oversized value, a missing
 * field, an unknown form), plus random extra keys. None may be stored and none may get a 5xx.
 * Shared by the fuzz test (a sample) and `npm run bench:api` (10,000 or more).
 */

const VALID = {
  form: "contact",
  firstName: "Ana",
  lastName: "Pierre",
  email: "ana@example.com",
  phone: "(212) 555-0147",
  condition: "knee",
  message: "Knee pain on stairs.",
  consent: true,
  fillMs: 6000,
  website: "",
}

const REQUIRED = ["form", "firstName", "lastName", "email", "phone", "condition", "consent"] as const

/** Values that are never a valid text field. */
const trickyValue = fc.oneof(
  fc.constant({ toString: 1 }),
  fc.constant({ valueOf: 1, toString: () => "x" }),
  fc.constant({
    toString: () => {
      throw new Error("boom")
    },
  }),
  fc.constant({ __proto__: { admin: true } }),
  fc.constant(["Ana", "Bo"]),
  fc.constant(null),
  fc.constant(false),
  fc.integer(),
  fc.double(),
  fc.constant({}),
  fc.constant([{ $gt: "" }]),
)

/** Strings that a validated name, e-mail or phone must refuse. */
const badText = fc.oneof(
  fc.constant("<script>alert(1)</script>"),
  fc.constant("Ana\r\nBcc: everyone@example.net"),
  fc.constant("Ana\u0000"),
  fc.constant("\u202eevil"),
  fc.constant("' OR 1=1 --"),
  fc.constant("${7*7}{{7*7}}"),
  fc.constant("1" + " ".repeat(16_000) + "ext"),
  fc.constant("a".repeat(20_000)),
  // eslint-disable-next-line no-control-regex -- control characters are the payload
  fc.stringMatching(/^[<>{}\\[\]\u0000-\u001f]{1,40}$/),
)

type Body = Record<string, unknown>

const breakRequired: fc.Arbitrary<(body: Body) => Body> = fc
  .tuple(fc.constantFrom(...REQUIRED), fc.oneof(trickyValue, fc.constant(undefined)))
  .map(([field, value]) => (body) => ({ ...body, [field]: value }))

const breakText: fc.Arbitrary<(body: Body) => Body> = fc
  .tuple(fc.constantFrom("firstName", "lastName", "email", "phone"), badText)
  .map(([field, value]) => (body) => ({ ...body, [field]: value }))

const breakOther: fc.Arbitrary<(body: Body) => Body> = fc.oneof(
  fc.constant((body: Body) => ({ ...body, consent: false })),
  fc.constant((body: Body) => ({ ...body, form: "admin" })),
  fc.constant((body: Body) => ({ ...body, condition: "cancer-cure" })),
  fc.constant((body: Body) => ({ ...body, message: "x".repeat(3000) })),
  fc.constant((body: Body) => ({ ...body, message: "a\u0000b" })),
  fc.constant((body: Body) => ({ form: "home", name: body.firstName, fillMs: 6000 })),
)

const extras = fc.dictionary(
  fc.oneof(
    fc.constantFrom("__proto__", "constructor", "prototype", "role", "to", "bcc", "fillMs", "website", "reference"),
    fc.string({ maxLength: 12 }),
  ),
  fc.oneof(trickyValue, fc.string({ maxLength: 30 })),
  { maxKeys: 3 },
)

/** A hostile JSON body (as text: `__proto__` keys survive only in text). */
const hostileJsonBody: fc.Arbitrary<string> = fc
  .tuple(fc.oneof(breakRequired, breakText, breakOther), extras, fc.array(fc.oneof(breakRequired, breakText, breakOther), { maxLength: 2 }))
  .map(([mustBreak, extra, more]) => {
    const body = more.reduce((acc, change) => change(acc), mustBreak({ ...VALID, ...extra }))
    return JSON.stringify(mustBreak(body), (_key, value: unknown) => (typeof value === "function" ? "fn" : value))
  })

/** Bodies that are not a JSON object at all. */
const malformedBody: fc.Arbitrary<string> = fc.oneof(
  fc.constant('{"form":"contact","fillMs":{"toString":1}}'),
  fc.constant("{not json"),
  fc.constant("[]"),
  fc.constant("null"),
  fc.constant('"text"'),
  fc.constant("[".repeat(5000) + "]".repeat(5000)),
  fc.constant('{"a":' + "1".repeat(400) + "}"),
  fc.string({ maxLength: 200 }),
)

const hostileBody: fc.Arbitrary<string> = fc.oneof({ weight: 4, arbitrary: hostileJsonBody }, { weight: 1, arbitrary: malformedBody })

/** `count` hostile bodies, the same for the same seed. */
export function hostileBodies(count: number, seed: number): string[] {
  return fc.sample(hostileBody, { numRuns: count, seed })
}

/** Fragments of hostile input that must never appear in a log line. */
export const LOGGED_NEVER = /Ana|Pierre|Knee pain|script|Bcc|555-0147|example\.com|OR 1=1/
