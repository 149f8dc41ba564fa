import fc from "fast-check"
import { formatFileSize, formatList } from "../src/lib/shared/format"

describe("formatList", () => {
  it("names the languages of care the way the footer shows them", () => {
    expect(formatList([])).toBe("")
    expect(formatList(["English"])).toBe("English")
    expect(formatList(["English", "Spanish"])).toBe("English and Spanish")
    expect(formatList(["English", "French", "Haitian Creole", "Spanish"])).toBe("English, French, Haitian Creole and Spanish")
  })

  it("says what English list formatting says, without the comma before 'and'", () => {
    const english = new Intl.ListFormat("en-US", { style: "long", type: "conjunction" })
    const word = fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,12}$/)
    fc.assert(
      fc.property(fc.array(word, { maxLength: 6 }), (items) => {
        expect(formatList(items)).toBe(english.format(items).replace(", and ", " and "))
      }),
    )
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
