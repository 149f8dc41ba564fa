/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { htmlPages, isForwardingPage } from "../../src/lib/build-time/hosting/built-pages"
import { isLanguageCode, TRANSLATED_LANGUAGES } from "../../src/lib/shared/languages"

/**
 * Each language's pages as a search engine and a visitor read them, on every built page: the
 * page's language in <html lang>, a canonical to itself, hreflang alternates that every page of
 * the set lists alike (reciprocal, English as x-default), the sitemap's alternates the same, and
 * the layout's words in the page's language. Runs after `gatsby build`, which in CI publishes the
 * unreviewed translations as a preview does.
 */
const PUBLIC = path.join(__dirname, "..", "..", "public")
const CONTENT = path.join(__dirname, "..", "..", "content")
const pages = htmlPages(PUBLIC).filter(({ file, route }) => !isForwardingPage(file) && !/\/404(\.html)?$/.test(route))
const html = (file: string) => fs.readFileSync(file, "utf8")
const origin = new URL(/<link rel="canonical" href="([^"]+)"/.exec(html(pages[0].file))![1]).origin
const languageOfRoute = (route: string) => {
  const first = route.split("/")[1]
  return isLanguageCode(first) ? first : "en"
}
const alternatesOf = (page: string) =>
  [...page.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => `${lang} ${href}`).sort()
const urlOf = (route: string) => (route === "/" ? origin : `${origin}${route}`)

it("builds every page in every language (CI builds the unreviewed translations, as a preview does)", () => {
  const english = pages.filter(({ route }) => languageOfRoute(route) === "en").map(({ route }) => route)
  expect(english.length).toBeGreaterThan(20)
  for (const { code } of TRANSLATED_LANGUAGES) {
    const translated = pages.filter(({ route }) => languageOfRoute(route) === code).map(({ route }) => route.slice(code.length + 1) || "/")
    expect(translated).toEqual(english)
  }
})

describe.each(pages.map(({ route, file }) => [route, file]))("%s", (route, file) => {
  const page = html(file)

  it("names its language, points its canonical to itself and lists the same alternates as each of them", () => {
    const lang = languageOfRoute(route)
    expect(/<html lang="([^"]+)"/.exec(page)![1]).toBe(lang)
    expect(/<link rel="canonical" href="([^"]+)"/.exec(page)![1]).toBe(urlOf(route))
    const alternates = alternatesOf(page)
    expect(alternates).toContain(`${lang} ${urlOf(route)}`)
    expect(alternates.filter((alternate) => alternate.startsWith("x-default "))).toEqual([
      `x-default ${urlOf(route.replace(/^\/(es|fr|ht)(?=\/|$)/, "") || "/")}`,
    ])
    for (const alternate of alternates.filter((entry) => !entry.startsWith("x-default "))) {
      const target = pages.find((candidate) => urlOf(candidate.route) === alternate.split(" ")[1])
      expect(target).toBeDefined()
      expect(alternatesOf(html(target!.file))).toEqual(alternates)
    }
  })

  it("shows its language in the switcher, not linked, and links the others with their lang and hreflang", () => {
    const lang = languageOfRoute(route)
    const switcher = /<nav aria-label="[^"]+"[^>]*>(?:(?!<\/nav>)[\s\S])*?hrefLang(?:(?!<\/nav>)[\s\S])*<\/nav>/.exec(page)![0]
    expect(switcher).toMatch(new RegExp(`<span lang="${lang}" aria-current="true">`))
    const links = [...switcher.matchAll(/<a href="([^"]+)" lang="([^"]+)" hrefLang="([^"]+)"/g)]
    expect(links.map(([, , linkLang]) => linkLang).sort()).toEqual(["en", "es", "fr", "ht"].filter((code) => code !== lang))
    for (const [, href, linkLang, hrefLang] of links) {
      expect(hrefLang).toBe(linkLang)
      expect(languageOfRoute(href)).toBe(linkLang)
    }
  })
})

describe.each(TRANSLATED_LANGUAGES.map(({ code }) => [code]))("the pages in %s", (code) => {
  const shared = JSON.parse(fs.readFileSync(path.join(CONTENT, code, "shared.json"), "utf8")) as {
    skipLink: string
    translationNotice: string
    footer: { rights: string }
  }
  const english = JSON.parse(fs.readFileSync(path.join(CONTENT, "shared.json"), "utf8")) as typeof shared
  const own = pages.filter(({ route }) => languageOfRoute(route) === code)

  it("carry the layout's words in their language, the notice of an unreviewed translation, and links that stay in it", () => {
    for (const { file } of own) {
      const page = html(file)
      expect(page).toContain(`>${shared.skipLink}<`)
      expect(page).not.toContain(`>${english.skipLink}<`)
      expect(page).toContain(shared.translationNotice.replace(/'/g, "&#x27;"))
      const internal = [...page.matchAll(/<a[^>]+href="(\/[^"#?]*)/g)].map(([, href]) => href).filter((href) => !/\.\w+$/.test(href))
      const elsewhere = internal.filter((href) => languageOfRoute(href) !== code)
      // Only the switcher leads out of the language.
      expect(elsewhere.length).toBeLessThanOrEqual(TRANSLATED_LANGUAGES.length)
    }
  })

  it("are listed in the sitemap with their alternates", () => {
    const sitemap = fs.readFileSync(path.join(PUBLIC, "sitemap-0.xml"), "utf8")
    for (const { route } of own) {
      const entry = new RegExp(`<url><loc>${urlOf(route)}</loc>((?:(?!</url>).)*)</url>`).exec(sitemap)
      expect(entry).not.toBeNull()
      const links = [...entry![1].matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)]
        .map(([, lang, href]) => `${lang} ${href.replace(/\/$/, "")}`)
        .sort()
      expect(links).toEqual(alternatesOf(html(pages.find((candidate) => candidate.route === route)!.file)))
    }
  })
})

describe.each(["en", ...TRANSLATED_LANGUAGES.map(({ code }) => code)].map((code) => [code]))("the patient guide in %s", (code) => {
  const prefix = code === "en" ? "" : `/${code}`
  const guide = `${prefix}/downloads/patient-guide.pdf`

  it("is a PDF of its own, which its language's guide page links with its size in the link's words, as the resources page does", () => {
    const file = path.join(PUBLIC, guide)
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe("%PDF-")
    const guidePage = html(pages.find(({ route }) => route === `${prefix}/resources/patient-guide`)!.file)
    const link = new RegExp(`<a href="${guide}" download=""[^>]*>([\\s\\S]*?)</a>`).exec(guidePage)
    expect(link).not.toBeNull()
    // "(PDF, 42 kB)", "(PDF, 43 ko)": the size as the language writes it.
    expect(link![1]).toMatch(/\d+(?:[.,]\d)?\s?(?:kB|ko|KB)/)
    expect(html(pages.find(({ route }) => route === `${prefix}/resources`)!.file)).toContain(`href="${guide}"`)
  })
})
