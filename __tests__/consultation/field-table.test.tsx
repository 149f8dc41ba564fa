/**
 * Adding a field to the consultation forms is one entry in the field table
 * (src/lib/shared/consultation/fields.ts) plus its words in content/forms.json. This test adds one,
 * "preferredTime", to the contact form, and follows it to the form, the browser's and the
 * endpoint's check, the page a browser without JavaScript gets, the content check and the e-mail.
 */
import forms from "../../content/forms.json"
import { ConsultationForm } from "../../src/components/forms/ConsultationForm"
import { renderWithSite, screen, site } from "../support/render-site"

const WORDS = {
  name: "preferredTime",
  label: "Best time to call",
  hint: "Mornings, afternoons or evenings.",
  error: "Keep the time to call under 40 characters",
}

jest.mock("../../src/lib/shared/consultation/fields", () => {
  const actual = jest.requireActual("../../src/lib/shared/consultation/fields")
  const FIELDS = { ...actual.FIELDS, preferredTime: { control: "text", autoComplete: "off", maxLength: 40, check: "message" } }
  const FORMS = { ...actual.FORMS, contact: [...actual.FORMS.contact, { name: "preferredTime", need: "optional" }] }
  return { ...actual, FIELDS, FORMS, FIELD_NAMES: Object.keys(FIELDS), formFields: (kind: keyof typeof FORMS) => FORMS[kind] }
})

// The endpoint reads the clinic's words from content/forms.json: here, with the new field's words.
jest.mock("../../content/forms.json", () => {
  const actual = jest.requireActual("../../content/forms.json")
  return { ...actual, fieldWords: [...actual.fieldWords, WORDS] }
})

const request = {
  form: "contact",
  firstName: "Ana",
  lastName: "Lee",
  email: "ana@example.com",
  phone: "(212) 555-0147",
  condition: "knee",
  consent: "on",
}

describe("a field added to the table", () => {
  it("appears in its form with its label, hint, limit and autofill token", () => {
    renderWithSite(<ConsultationForm kind="contact" copy={forms} phone={site.phone} lang="en" />)
    const input = screen.getByLabelText(new RegExp(`^${WORDS.label}`))
    expect(input).toHaveAttribute("name", "preferredTime")
    expect(input).toHaveAttribute("maxlength", "40")
    expect(input).toHaveAttribute("autocomplete", "off")
    expect(input).not.toBeRequired()
    expect(input).toHaveAccessibleDescription(WORDS.hint)
  })

  it("is checked by the shared schema, in the browser and at the endpoint alike", async () => {
    const { validateConsultation } = await import("../../src/lib/shared/consultation/schema")
    expect(validateConsultation({ ...request, preferredTime: " mornings " })).toEqual({
      ok: true,
      // A request that names no language (a program's) is English.
      data: { ...request, consent: true, preferredTime: "mornings", lang: "en" },
    })
    expect(validateConsultation({ ...request, preferredTime: "x".repeat(41) })).toEqual({
      ok: false,
      errors: { preferredTime: "preferredTime" },
    })
  })

  it("reaches the clinic's e-mail under the label the patient saw, and its error reaches the page without JavaScript", async () => {
    const { mailText } = await import("../../src/lib/server/consultation/delivery")
    const { englishCopy, mailWords } = await import("../../src/lib/server/consultation/copy")
    const { fieldErrorsPage } = await import("../../src/lib/server/consultation/result-page")
    const { validateConsultation } = await import("../../src/lib/shared/consultation/schema")
    const checked = validateConsultation({ ...request, preferredTime: "mornings" })
    if (!checked.ok) throw new Error("the request should pass")
    const text = mailText({ reference: "CR-ABCDEFGH", receivedAt: "2026-11-26T10:00:00.000Z", request: checked.data }, mailWords)
    expect(text).toContain(`${WORDS.label}: mornings`)
    expect(fieldErrorsPage(englishCopy, { preferredTime: "preferredTime" })).toContain(WORDS.error)
  })

  it("needs its words in content/forms.json: the content check names the missing field", async () => {
    const { formsSchema } = await import("../../src/lib/shared/content/model/consultation-schemas")
    const withoutWords = { ...forms, fieldWords: forms.fieldWords.filter((field) => field.name !== WORDS.name) }
    const result = formsSchema.safeParse(withoutWords)
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.message).join(" ")).toMatch(/preferredTime/)
    expect(formsSchema.safeParse(forms).success).toBe(true)
  })
})
