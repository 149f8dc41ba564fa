/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { htmlPages, isForwardingPage } from "../../src/lib/build-time/hosting/built-pages"
import { isLanguageCode, TRANSLATED_LANGUAGES } from "../../src/lib/shared/languages"
import { loadSiteContent } from "../../src/lib/build-time/content/content-snapshot"
import { pageLanguage } from "../../src/lib/build-time/content/page-languages"
import { englishRoute } from "../../src/lib/shared/page-language"

/**
 * Each language's pages as a search engine and a visitor read them, on every built page: the
 * page's language in <html lang>, a canonical to itself, hreflang alternates that every page of
 * the set lists alike (reciprocal, English as x-default), the sitemap's alternates the same, and
 * the layout's words in the page's language. Runs after `gatsby build`, which in CI publishes the
 * unreviewed translations as a preview does; which pages each language has is the content's (a
 * page whose translation is missing is English only), read as the build reads it.
 */
const ROOT = path.join(__dirname, "..", "..")
const PUBLIC = path.join(ROOT, "public")
const CONTENT = path.join(ROOT, "content")
const sitePages = loadSiteContent(ROOT, process.env).pages
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

it("builds each page in every language the content publishes it in, and no other", () => {
  const built = pages.map(({ route }) => route).sort()
  expect(built.filter((route) => languageOfRoute(route) === "en").length).toBeGreaterThan(20)
  const published = [...sitePages.values()].flat().map((page) => page.path)
  expect(built).toEqual(published.filter((route) => !/\/404(\.html)?$/.test(route)).sort())
})

describe.each(pages.map(({ route, file }) => [route, file]))("%s", (route, file) => {
  const page = html(file)

  it("names its language, points its canonical to itself and lists the same alternates as each of them", () => {
    const lang = languageOfRoute(route)
    expect(/<html lang="([^"]+)"/.exec(page)![1]).toBe(lang)
    expect(/<link rel="canonical" href="([^"]+)"/.exec(page)![1]).toBe(urlOf(route))
    const alternates = alternatesOf(page)
    // A page in one language only lists no alternates.
    if (pageLanguage(englishRoute(route), lang, sitePages).alternates.length < 2) return expect(alternates).toEqual([])
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
    const others = pageLanguage(englishRoute(route), lang, sitePages).languageLinks.filter((link) => link.lang !== lang)
    const found = /<nav aria-label="[^"]+"[^>]*>(?:(?!<\/nav>)[\s\S])*?hrefLang(?:(?!<\/nav>)[\s\S])*<\/nav>/.exec(page)
    // No other language has this page or a home page: no switcher.
    if (others.length === 0) return expect(found).toBeNull()
    const switcher = found![0]
    expect(switcher).toMatch(new RegExp(`<span lang="${lang}" aria-current="true">`))
    const links = [...switcher.matchAll(/<a href="([^"]+)" lang="([^"]+)" hrefLang="([^"]+)"/g)]
    expect(links.map(([, , linkLang]) => linkLang).sort()).toEqual(others.map((link) => link.lang).sort())
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
      // Past the switcher, whose links lead out of the language on purpose.
      const body = page.replace(/<nav aria-label="[^"]+"[^>]*>(?:(?!<\/nav>)[\s\S])*?hrefLang(?:(?!<\/nav>)[\s\S])*<\/nav>/, "")
      const internal = [...body.matchAll(/<a[^>]+href="(\/[^"#?]*)/g)].map(([, href]) => href).filter((href) => !/\.\w+$/.test(href))
      // A link leaves the language only for a page not built in it (its translation missing).
      const builtInLanguage = (href: string) => sitePages.get(englishRoute(href))?.some((candidate) => candidate.lang === code)
      expect(internal.filter((href) => languageOfRoute(href) !== code && builtInLanguage(href))).toEqual([])
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
