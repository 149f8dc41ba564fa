/** @jest-environment node */
import { accessNotices } from "../src/lib/shared/notices"

/** Fixture words, not the shipped ones: the one rule of how the notices are put together with the clinic's facts. */
const words = {
  auxiliaryAids: "Free aids are available. Call",
  languageAssistance: [
    { lang: "es", text: "Ayuda gratis. Llame al" },
    { lang: "ht", text: "Èd gratis. Rele" },
  ],
  nondiscrimination: "{siteName} does not discriminate. If it did, call",
  civilRightsComplaint: "You can also complain to the federal Office for Civil Rights.",
  tty: "TTY: 711",
}
const clinic = { siteName: "Example Clinic", phone: "(212) 555-0100" }

describe("the notices every page, form, result page and the PDF show", () => {
  const notices = accessNotices(words, clinic)

  it("end each call to call with the clinic's phone and the relay number", () => {
    expect(notices.map((notice) => notice.text)).toEqual([
      "Free aids are available. Call (212) 555-0100 (TTY: 711).",
      "Ayuda gratis. Llame al (212) 555-0100 (TTY: 711).",
      "Èd gratis. Rele (212) 555-0100 (TTY: 711).",
      "Example Clinic does not discriminate. If it did, call (212) 555-0100 (TTY: 711). You can also complain to the federal Office for Civil Rights.",
    ])
  })

  it("mark each tagline with its language, and name where in content/shared.json each came from", () => {
    expect(notices.map((notice) => [notice.lang, notice.source])).toEqual([
      [undefined, "auxiliaryAids"],
      ["es", "languageAssistance[0].text"],
      ["ht", "languageAssistance[1].text"],
      [undefined, "nondiscrimination"],
    ])
  })
})
