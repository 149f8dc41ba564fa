/** @jest-environment node */
import fc from "fast-check"
import { CONDITIONS } from "../../src/lib/shared/consultation/constants"
import { FIELDS } from "../../src/lib/shared/consultation/fields"
import { validateConsultation } from "../../src/lib/shared/consultation/schema"

const validContact = {
  form: "contact",
  firstName: "Ana",
  lastName: "Pierre-Louis",
  email: "ana@example.com",
  phone: "(212) 555-0147",
  condition: "knee",
  message: "My left knee hurts on stairs.",
  consent: "on",
}
const validHome = { form: "home", name: "Ana Pierre", phone: "212-555-0147", condition: "" }

function errorsOf(input: unknown) {
  const result = validateConsultation(input)
  if (result.ok) throw new Error("expected errors, got a valid request")
  return result.errors
}

describe("the contact form request", () => {
  it("accepts a complete request, trims it and drops unknown fields", () => {
    const result = validateConsultation({ ...validContact, firstName: "  Ana  ", isAdmin: true, __proto__x: 1 })
    expect(result).toEqual({ ok: true, data: { ...validContact, firstName: "Ana", consent: true, lang: "en" } })
  })

  it("accepts JSON booleans for consent and leaves out an empty message", () => {
    const result = validateConsultation({ ...validContact, consent: true, message: "   " })
    expect(result.ok && result.data).toEqual({ ...validContact, consent: true, message: undefined, lang: "en" })
  })

  it.each([
    ["an empty first name", { firstName: "   " }, "firstName"],
    ["a missing last name", { lastName: undefined }, "lastName"],
    ["a number as a name", { firstName: 42 }, "firstName"],
    ["an array as an e-mail", { email: ["a@b.co"] }, "email"],
    ["an e-mail without a domain", { email: "ana@" }, "email"],
    ["two addresses in one e-mail", { email: "ana@example.com, eve@example.com" }, "email"],
    ["a phone with letters", { phone: "call me" }, "phone"],
    ["a phone with too few digits", { phone: "555-01" }, "phone"],
    ["a condition outside the list", { condition: "brain" }, "condition"],
    ["the empty condition choice", { condition: "" }, "condition"],
    ["consent not given", { consent: undefined }, "consent"],
    ["consent as 'off'", { consent: "off" }, "consent"],
    ["a huge message", { message: "x".repeat(FIELDS.message.maxLength + 1) }, "message"],
    ["a name over the limit", { lastName: "x".repeat(FIELDS.lastName.maxLength + 1) }, "lastName"],
    ["markup in a name", { firstName: "<script>alert(1)</script>" }, "firstName"],
    ["a header injection in the e-mail", { email: "ana@example.com\r\nBcc: everyone@example.com" }, "email"],
    ["a header injection in a name", { lastName: "Lee\nBcc: everyone@example.com" }, "lastName"],
    ["a NUL byte in the message", { message: "hi\u0000there" }, "message"],
  ])("rejects %s", (_label, change, field) => {
    expect(Object.keys(errorsOf({ ...validContact, ...change }))).toEqual([field])
  })

  it("reports every wrong field at once, each under its own name", () => {
    expect(Object.keys(errorsOf({ form: "contact" }))).toEqual(["firstName", "lastName", "email", "phone", "condition", "consent"])
  })

  it("keeps names in any script and HTML in the message as plain text", () => {
    const result = validateConsultation({
      ...validContact,
      firstName: "Zoë",
      lastName: "Nguyễn O’Brien",
      message: "<b>pain</b> 😣\nsecond line",
    })
    expect(result.ok && result.data).toMatchObject({ firstName: "Zoë", lastName: "Nguyễn O’Brien", message: "<b>pain</b> 😣\nsecond line" })
  })

  it("accepts every condition of the list", () => {
    for (const condition of CONDITIONS) expect(validateConsultation({ ...validContact, condition }).ok).toBe(true)
  })

  it("rejects bodies that are not objects", () => {
    for (const body of [null, undefined, "form=contact", 7, []]) expect(validateConsultation(body).ok).toBe(false)
  })
})

describe("the home form request", () => {
  it("needs only a name and a phone number or an e-mail", () => {
    expect(validateConsultation(validHome)).toEqual({
      ok: true,
      data: { form: "home", name: "Ana Pierre", phone: "212-555-0147", lang: "en" },
    })
    expect(validateConsultation({ form: "home", name: "Ana", email: "ana@example.com" }).ok).toBe(true)
  })

  it("asks for a way to reach the patient when both are missing", () => {
    expect(errorsOf({ form: "home", name: "Ana", phone: "", email: "" })).toEqual({ phone: "contactMethod" })
  })

  it("rejects a missing name and a malformed phone", () => {
    expect(errorsOf({ form: "home", name: "", phone: "12" })).toEqual({ name: "name", phone: "phone" })
  })
})

describe("hostile input never passes with a control character or past a limit", () => {
  it("holds for arbitrary strings in every field", () => {
    fc.assert(
      fc.property(
        fc.record({
          firstName: fc.string({ unit: "grapheme", maxLength: 120 }),
          lastName: fc.string(),
          email: fc.string(),
          phone: fc.string(),
          message: fc.string({ maxLength: 2500 }),
        }),
        (fields) => {
          const result = validateConsultation({ ...validContact, ...fields })
          if (!result.ok) return true
          const data = result.data as Record<string, unknown>
          for (const key of ["firstName", "lastName", "email", "phone"]) {
            const value = String(data[key])
            expect(value).not.toMatch(/[\r\n]/)
            expect(value).not.toContain("\u0000")
            expect(value.length).toBeLessThanOrEqual(FIELDS.email.maxLength)
          }
          expect(String(data.message ?? "").length).toBeLessThanOrEqual(FIELDS.message.maxLength)
          return true
        },
      ),
      { numRuns: 300 },
    )
  })

  it("never throws, whatever the body", () => {
    fc.assert(
      fc.property(fc.anything(), (body) => {
        validateConsultation(body)
        return true
      }),
      { numRuns: 300 },
    )
  })
})

describe("cheap to refuse", () => {
  it.each([
    ["phone", "1" + " ".repeat(16000) + "ext"],
    ["email", "a".repeat(16000) + "@"],
    ["firstName", "a" + " ".repeat(16000) + "<"],
  ])("refuses an oversized %s by its length, with the field's error", (field, value) => {
    const result = validateConsultation({ ...validContact, [field]: value })
    expect(result.ok).toBe(false)
    expect(!result.ok && result.errors).toEqual({ [field]: field })
  })
})

describe("characters no reader of the clinic's e-mail can see", () => {
  const INVISIBLE = {
    "carriage return": "\r",
    "line feed": "\n",
    tab: "\t",
    "vertical tab": "\v",
    "form feed": "\f",
    "line separator": "\u2028",
    "paragraph separator": "\u2029",
    "byte-order mark": "\ufeff",
    "zero-width space": "\u200b",
    "right-to-left override": "\u202e",
    "no-break space": "\u00a0",
  }

  it.each(Object.entries(INVISIBLE))("refuses a phone number with a %s inside it", (_name, character) => {
    expect(errorsOf({ ...validContact, phone: `(212) 555${character}0147` })).toEqual({ phone: "phone" })
  })

  it("takes a phone number written with digits, spaces and + ( ) - . / only", () => {
    for (const phone of ["(212) 555-0147", "+1 212 555 0147", "212.555.0147", "212/555-0147", "+33 1 23 45 67 89"]) {
      expect(validateConsultation({ ...validContact, phone }).ok).toBe(true)
    }
    expect(errorsOf({ ...validContact, phone: "212-555-0147 ext. 12" })).toEqual({ phone: "phone" })
  })

  it.each(Object.entries(INVISIBLE).filter(([name]) => name !== "no-break space"))(
    "refuses a name or an e-mail with a %s inside it",
    (_name, character) => {
      expect(errorsOf({ ...validContact, lastName: `Pierre${character}Louis` })).toEqual({ lastName: "lastName" })
      expect(errorsOf({ ...validContact, email: `ana${character}@example.com` })).toEqual({ email: "email" })
    },
  )

  it("keeps the line breaks and tabs of a message, and refuses the controls and overrides no one can see", () => {
    expect(validateConsultation({ ...validContact, message: "Left knee.\nStairs hurt.\tSince May." }).ok).toBe(true)
    for (const character of ["\u0000", "\v", "\f", "\u2028", "\u202e", "\ufeff", "\u0085"]) {
      expect(errorsOf({ ...validContact, message: `Left knee${character} hurts.` })).toEqual({ message: "message" })
    }
  })
})
