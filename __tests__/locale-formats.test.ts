import fc from "fast-check"
import { formatDate, formatFileSize, formatList, formatTime, openingHours } from "../src/lib/shared/locale-formats"
import { LANGUAGE_CODES, type LanguageCode } from "../src/lib/shared/languages"

/** The words a language without Intl data formats with (content/<lang>/shared.json `dates`, `listAnd`): this test's own. */
const HAITIAN = {
  dates: {
    months: ["janvye", "fevriye", "mas", "avril", "me", "jen", "jiyè", "out", "septanm", "oktòb", "novanm", "desanm"],
    pattern: "{day} {month} {year}",
  },
  listAnd: "ak",
}
/** What a language with Intl data must never read (its Intl formats win). */
const IGNORED = { dates: { months: Array.from({ length: 12 }, () => "MONTH"), pattern: "{year}/{month}/{day}" }, listAnd: "AND" }
const wordsOf = (lang: LanguageCode) => (lang === "ht" ? HAITIAN : IGNORED)

/** Spaces of any width (Intl writes narrow no-break and thin ones) as one plain space, for reading. */
const plain = (text: string) => text.replace(/\s+/gu, " ")

describe("office hours, in each language's own clock", () => {
  const cases: Record<LanguageCode, [string, string, string]> = {
    en: ["11:00 AM", "7:00 PM", "11:00 AM – 7:00 PM"],
    es: ["11:00 a.m.", "7:00 p.m.", "11:00 a.m. – 7:00 p.m."],
    fr: ["11 h", "19 h", "11 h – 19 h"],
    ht: ["11:00", "19:00", "11:00 – 19:00"],
  }
  it.each(LANGUAGE_CODES)("%s: 11:00, 19:00 and the day's range", (lang) => {
    const [opens, closes, range] = cases[lang]
    expect(plain(formatTime("11:00", lang))).toBe(opens)
    expect(plain(formatTime("19:00", lang))).toBe(closes)
    expect(plain(openingHours({ opens: "11:00", closes: "19:00" }, lang)!)).toBe(range)
    expect(openingHours({ opens: null, closes: null }, lang)).toBeNull()
  })

  it("writes minutes and midnight and noon as each language does", () => {
    expect(plain(formatTime("09:30", "en"))).toBe("9:30 AM")
    expect(plain(formatTime("12:00", "en"))).toBe("12:00 PM")
    expect(plain(formatTime("09:30", "es"))).toBe("9:30 a.m.")
    expect(plain(formatTime("09:30", "fr"))).toBe("9 h 30")
    expect(plain(formatTime("00:00", "fr"))).toBe("0 h")
    expect(formatTime("09:05", "ht")).toBe("9:05")
  })

  it("never leaves a number and its unit or a range's dash to be broken apart from the hour (no plain space inside a time)", () => {
    const time = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${h}:${String(m).padStart(2, "0")}`)
    fc.assert(
      fc.property(time, fc.constantFrom(...LANGUAGE_CODES), (at, lang) => {
        expect(formatTime(at, lang)).not.toMatch(/ /)
      }),
    )
  })

  it("French writes the hour with h, and its minutes after it, for every time of day", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (hours, minutes) => {
        const expected = minutes === 0 ? `${hours} h` : `${hours} h ${String(minutes).padStart(2, "0")}`
        expect(plain(formatTime(`${hours}:${String(minutes).padStart(2, "0")}`, "fr"))).toBe(expected)
      }),
    )
  })
})

describe("dates, in each language's own words", () => {
  const cases: Record<LanguageCode, [string, string]> = {
    en: ["November 1, 2026", "November 2, 2026"],
    es: ["1 de noviembre de 2026", "2 de noviembre de 2026"],
    fr: ["1er novembre 2026", "2 novembre 2026"],
    ht: ["1 novanm 2026", "2 novanm 2026"],
  }
  it.each(LANGUAGE_CODES)("%s: the 1st and the 2nd of a month", (lang) => {
    expect(plain(formatDate("2026-11-01", lang, wordsOf(lang).dates))).toBe(cases[lang][0])
    expect(plain(formatDate("2026-11-02", lang, wordsOf(lang).dates))).toBe(cases[lang][1])
  })

  it("French writes only the first of the month as an ordinal, in every month", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("1990-01-01"), max: new Date("2100-12-31"), noInvalidDate: true }), (date) => {
        const written = formatDate(date.toISOString(), "fr", IGNORED.dates)
        expect(written.startsWith(`${date.getUTCDate()}er `)).toBe(date.getUTCDate() === 1)
      }),
    )
  })

  it("Haitian Creole takes its content's month names, Intl having none of its own (it would write English)", () => {
    expect(formatDate("2026-07-15", "ht", HAITIAN.dates)).toBe("15 jiyè 2026")
    expect(Intl.DateTimeFormat.supportedLocalesOf("ht")).toEqual([])
  })

  it("refuses what is not a date", () => {
    expect(() => formatDate("July 2026", "en", IGNORED.dates)).toThrow(/not a date/)
  })
})

describe("lists, joined as each language joins them", () => {
  it.each([
    ["en", ["English", "French", "Haitian Creole", "Spanish"], "English, French, Haitian Creole and Spanish"],
    ["es", ["inglés", "francés", "español"], "inglés, francés y español"],
    ["fr", ["anglais", "espagnol", "français"], "anglais, espagnol et français"],
    ["ht", ["angle", "panyòl", "fransè"], "angle, panyòl ak fransè"],
  ] as const)("%s: %j", (lang, items, expected) => {
    expect(formatList(items, lang, wordsOf(lang).listAnd)).toBe(expected)
    expect(formatList([items[0]], lang, wordsOf(lang).listAnd)).toBe(items[0])
    expect(formatList([], lang, wordsOf(lang).listAnd)).toBe("")
  })

  it('Spanish writes "y" as "e" before the sound i, and only there', () => {
    const spanish = (items: string[]) => formatList(items, "es", IGNORED.listAnd)
    expect(spanish(["español", "francés", "inglés"])).toBe("español, francés e inglés")
    expect(spanish(["Francia", "Italia"])).toBe("Francia e Italia")
    expect(spanish(["padres", "hijos"])).toBe("padres e hijos")
    expect(spanish(["Francia", "Haití"])).toBe("Francia y Haití")
    expect(spanish(["agua", "hielo"])).toBe("agua y hielo")
  })

  it("English is Intl's en-US list without the comma before 'and', as the site's content writes lists", () => {
    const englishList = new Intl.ListFormat("en-US", { style: "long", type: "conjunction" })
    const word = fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,12}$/)
    fc.assert(
      fc.property(fc.array(word, { maxLength: 6 }), (items) => {
        expect(formatList(items, "en", IGNORED.listAnd)).toBe(englishList.format(items).replace(/, and (?=[^,]*$)/, " and "))
      }),
    )
  })
})

describe("a download's size, in kB or MB of 1000, as each language writes numbers", () => {
  it.each([
    ["en", "39 kB", "1.5 kB", "2.4 MB"],
    ["es", "39 kB", "1.5 kB", "2.4 MB"],
    ["fr", "39 ko", "1,5 ko", "2,4 Mo"],
    ["ht", "39 kB", "1,5 kB", "2,4 MB"],
  ] as const)("%s", (lang, kilobytes, decimal, megabytes) => {
    expect(plain(formatFileSize(39_260, lang))).toBe(kilobytes)
    expect(plain(formatFileSize(1_500, lang))).toBe(decimal)
    expect(plain(formatFileSize(2_400_000, lang))).toBe(megabytes)
  })
})
