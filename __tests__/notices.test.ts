/** @jest-environment node */
import { accessNotices, allTaglines } from "../src/lib/shared/notices"

/** Fixture words, not the shipped ones: the one rule of how the notices are put together with the clinic's facts. */
const words = {
  auxiliaryAids: "Free aids are available. Call {phone}.",
  tty: "TTY: 711",
  languageAssistance: {
    everyPage: [
      { lang: "es", name: "Español", text: "Ayuda gratis. Llame al {phone} (TTY: 711)." },
      { lang: "ht", name: "Kreyòl", text: "Èd gratis. Rele {phone} (TTY: 711)." },
    ],
    noticePage: [
      { lang: "ar", name: "العربية", text: "مساعدة مجانية. اتصل برقم {phone} (رقم هاتف الصم والبكم: 711)." },
      { lang: "yi", name: "ייִדיש", text: "הילף פריי. רופט {phone} (TTY: 711)." },
      { lang: "zh-Hant", name: "繁體中文", text: "免費語言援助。請致電 {phone}（TTY：711）。" },
    ],
  },
  civilRightsNotice: {
    section1557: {
      nondiscrimination: "{siteName} does not discriminate. If it did, call {phone}.",
      complaint: "You can also complain to HHS.",
    },
    adaOnly: {
      nondiscrimination: "{siteName} does not discriminate against people with disabilities. Call {phone}.",
      complaint: "You can also complain to the DOJ.",
    },
  },
  noticesLink: { label: "The full notice, and help in other languages", path: "/nondiscrimination" },
}
const clinic = { siteName: "Example Clinic", phone: "(212) 555-0100", civilRights: { law: "section1557" } }

describe("the notices every page, form, result page and the PDF show", () => {
  const notices = accessNotices(words, clinic)

  it("end each call to call with the clinic's phone and the relay number; a tagline gives the phone in its own words for the TTY line", () => {
    expect(notices.map((notice) => notice.text)).toEqual([
      "Free aids are available. Call (212) 555-0100 (TTY: 711).",
      "Ayuda gratis. Llame al (212) 555-0100 (TTY: 711).",
      "Èd gratis. Rele (212) 555-0100 (TTY: 711).",
      "Example Clinic does not discriminate. If it did, call (212) 555-0100 (TTY: 711). You can also complain to HHS.",
      "The full notice, and help in other languages",
    ])
  })

  it("mark each tagline with its language, end with the link to the full notice, and name where in content/shared.json each came from", () => {
    expect(notices.map((notice) => [notice.lang, notice.link, notice.source])).toEqual([
      [undefined, undefined, "auxiliaryAids"],
      ["es", undefined, "languageAssistance.everyPage[0].text"],
      ["ht", undefined, "languageAssistance.everyPage[1].text"],
      [undefined, undefined, "civilRightsNotice.section1557.nondiscrimination"],
      [undefined, "/nondiscrimination", "noticesLink.label"],
    ])
  })

  it("give the notice of nondiscrimination of the clinic's civil rights law: the ADA's where Section 1557 does not apply", () => {
    const adaOnly = accessNotices(words, { ...clinic, civilRights: { law: "adaOnly" } })
    expect(adaOnly.find((notice) => notice.source.startsWith("civilRightsNotice"))).toEqual({
      text: "Example Clinic does not discriminate against people with disabilities. Call (212) 555-0100 (TTY: 711). You can also complain to the DOJ.",
      source: "civilRightsNotice.adaOnly.nondiscrimination",
    })
  })
})

describe("the taglines in every language, for the notice page", () => {
  const taglines = allTaglines(words, clinic)

  it("come in order, those of every page first, each with its language, its name in itself and the phone", () => {
    expect(taglines.map((tagline) => [tagline.lang, tagline.name])).toEqual([
      ["es", "Español"],
      ["ht", "Kreyòl"],
      ["ar", "العربية"],
      ["yi", "ייִדיש"],
      ["zh-Hant", "繁體中文"],
    ])
    expect(taglines[4].text).toBe("免費語言援助。請致電 (212) 555-0100（TTY：711）。")
  })

  it("run right to left where their script does (Arabic, Hebrew letters), whatever the language code says, the phone kept left to right", () => {
    expect(taglines.map((tagline) => tagline.dir)).toEqual([undefined, undefined, "rtl", "rtl", undefined])
    // Isolated, the number reads "(212) 555-0100" in a line that runs right to left, not "555-0100 (212)".
    expect(taglines[2].text).toContain("\u2066(212) 555-0100\u2069")
    expect(taglines[0].text).toBe("Ayuda gratis. Llame al (212) 555-0100 (TTY: 711).")
    const persian = allTaglines({ languageAssistance: { everyPage: [{ lang: "fa", name: "فارسی", text: "توجه: {phone}" }] } }, clinic)
    expect(persian[0].dir).toBe("rtl")
  })
})
