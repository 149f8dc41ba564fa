import { languagesAsked, pagesBehindEnglish, routesToMeasure } from "../scripts/lib/bench-languages"

describe("the languages the benchmarks measure", () => {
  const built = ["/", "/contact", "/es", "/es/contact", "/fr", "/ht", "/ht/contact"]

  it("measures every language by default, a list with --lang=, and refuses a language the site has not", () => {
    expect(languagesAsked(["node", "bench"])).toEqual(["en", "es", "fr", "ht"])
    expect(languagesAsked(["--lang=es,fr"])).toEqual(["es", "fr"])
    expect(languagesAsked(["--lang=all"])).toEqual(["en", "es", "fr", "ht"])
    expect(() => languagesAsked(["--lang=de"])).toThrow(/--lang=de names no language/)
  })

  it("measures a route asked for in each language beside its English, and names a translation the build lacks", () => {
    expect(routesToMeasure(["/fr/contact"], ["en", "es", "fr", "ht"], built)).toEqual({
      routes: ["/contact", "/es/contact", "/ht/contact"],
      missing: ["/fr/contact"],
    })
    expect(routesToMeasure(["/"], ["en", "es"], built).routes).toEqual(["/", "/es"])
  })

  it("measures every built page of the languages asked for when no route is named", () => {
    expect(routesToMeasure([], ["es"], built).routes).toEqual(["/es", "/es/contact"])
  })

  it("fails a page that paints more than 0.05 s after its English page, and only that one", () => {
    const firstPaints = new Map([
      ["/", 840],
      ["/es", 891],
      ["/fr", 889],
      ["/contact", 800],
      ["/ht/contact", 700],
    ])
    expect(pagesBehindEnglish(firstPaints)).toEqual(["/es: first paint 51 ms after /'s (at most 50 ms)"])
  })
})
