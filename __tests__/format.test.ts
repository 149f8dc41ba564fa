import fc from "fast-check"
import { formatList } from "../src/lib/shared/format"

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
