import fc from "fast-check"
import { formatList } from "../src/lib/shared/format"
import { formatDate } from "../src/lib/shared/dates"
import { formatFileSize } from "../src/lib/shared/file-size"
import english from "../content/shared.json"
import haitianCreole from "../content/ht/shared.json"
import spanish from "../content/es/shared.json"

describe("formatList", () => {
  it("names the languages of care the way the footer shows them", () => {
    expect(formatList([], "and")).toBe("")
    expect(formatList(["English"], "and")).toBe("English")
    expect(formatList(["English", "Spanish"], "and")).toBe("English and Spanish")
    expect(formatList(["English", "French", "Haitian Creole", "Spanish"], "and")).toBe("English, French, Haitian Creole and Spanish")
  })

  it("joins the last two with the page language's word", () => {
    expect(formatList(["inglés", "francés", "español"], spanish.listAnd)).toBe("inglés, francés y español")
  })

  it('writes Spanish "y" as "e" before the sound i, as Spanish requires, and only there', () => {
    expect(formatList(["español", "francés", "inglés"], spanish.listAnd)).toBe("español, francés e inglés")
    expect(formatList(["Francia", "Italia"], spanish.listAnd)).toBe("Francia e Italia")
    expect(formatList(["padres", "hijos"], spanish.listAnd)).toBe("padres e hijos")
    expect(formatList(["Francia", "Haití"], spanish.listAnd)).toBe("Francia y Haití")
    expect(formatList(["agua", "hielo"], spanish.listAnd)).toBe("agua y hielo")
    expect(formatList(["French", "Italian"], "and")).toBe("French and Italian")
  })

  it("says what English list formatting says, without the comma before 'and'", () => {
    const englishList = new Intl.ListFormat("en-US", { style: "long", type: "conjunction" })
    const word = fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,12}$/)
    fc.assert(
      fc.property(fc.array(word, { maxLength: 6 }), (items) => {
        expect(formatList(items, "and")).toBe(englishList.format(items).replace(", and ", " and "))
      }),
    )
  })
})

describe("formatDate", () => {
  it("writes a date in words with the language's own month names and order, Haitian Creole included (which Intl lacks)", () => {
    expect(formatDate("2026-10-02", english.dates)).toBe("October 2, 2026")
    expect(formatDate("2026-10-02", spanish.dates)).toBe("2 de octubre de 2026")
    expect(formatDate("2026-07-15", haitianCreole.dates)).toBe("15 jiyè 2026")
    expect(new Intl.DateTimeFormat("ht", { month: "long" }).format(new Date(2026, 6, 15))).not.toBe("jiyè")
  })

  it("refuses what is not a date", () => {
    expect(() => formatDate("July 2026", english.dates)).toThrow(/not a date/)
  })
})

describe("formatFileSize", () => {
  it("gives a download's size in kB or MB of 1000, as the reader's language writes numbers", () => {
    expect(formatFileSize(39_260, "en")).toBe("39 kB")
    expect(formatFileSize(1_500, "en")).toBe("1.5 kB")
    expect(formatFileSize(2_400_000, "en")).toBe("2.4 MB")
    expect(formatFileSize(1_500, "fr")).toMatch(/^1,5\sko$/)
  })
})
