/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { htmlPages } from "../../src/lib/build-time/hosting/built-pages"
import { fontCodePoints, fontFaces } from "../../src/lib/build-time/fonts/font-subset"
import { listFiles } from "../../src/lib/build-time/content/load-content"
import { TRANSLATED_LANGUAGES, type LanguageCode } from "../../src/lib/shared/languages"

/**
 * The web font the built pages name is the build's cut of Atkinson Hyperlegible for each language
 * (src/lib/build-time/fonts/font-subset.ts), and each language's cut has every character its pages show
 * that the original has: no letter of the content is drawn in the fallback face. Runs after `gatsby build`.
 */
const ROOT = path.join(__dirname, "..", "..")
const PUBLIC = path.join(ROOT, "public")
const pages = htmlPages(PUBLIC).map((page) => ({ ...page, html: fs.readFileSync(page.file, "utf8") }))

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" }
/** The text a page shows: its markup without scripts, styles and tags, entities decoded. */
function shownText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, name: string) =>
      name.startsWith("#x") || name.startsWith("#X")
        ? String.fromCodePoint(parseInt(name.slice(2), 16))
        : name.startsWith("#")
          ? String.fromCodePoint(Number(name.slice(1)))
          : (ENTITIES[name] ?? entity),
    )
}

/** The page data the pages in `lang` render from (what script shows later: errors, confirmations), as Gatsby wrote it. */
function pageDataText(lang: LanguageCode): string {
  const dir = path.join(PUBLIC, "page-data")
  return listFiles(dir)
    .filter((file) => file.endsWith(".json") && languageOfRoute(`/${path.dirname(file)}`) === lang)
    .map((file) => fs.readFileSync(path.join(dir, file), "utf8"))
    .join(" ")
}

const namedFonts = [...new Set([...pages[0].html.matchAll(/url\((\/static\/[^)]+\.woff2)\)/g)].map((match) => match[1]))]
const LANGUAGES: LanguageCode[] = ["en", ...TRANSLATED_LANGUAGES.map(({ code }) => code)]
/** The built file of one weight's cut for one language ("/static/atkinson-hyperlegible-400-es-<hash>.woff2"). */
const builtFile = (weight: number, lang: LanguageCode) => {
  const own = new RegExp(`/atkinson-hyperlegible-${weight}-${lang === "en" ? "" : `${lang}-`}[0-9a-f]{6,}\\.woff2$`)
  const file = namedFonts.find((candidate) => own.test(candidate))
  if (!file) throw new Error(`No cut of weight ${weight} for ${lang} among ${namedFonts.join(", ")}`)
  return path.join(PUBLIC, file)
}
const languageOfRoute = (route: string) =>
  (TRANSLATED_LANGUAGES.find(({ code }) => route === `/${code}` || route.startsWith(`/${code}/`))?.code ?? "en") as LanguageCode

describe("the web font", () => {
  it("is the build's cut of each face for each language, each at least a fifth smaller than the original", () => {
    expect(namedFonts).toHaveLength(2 * LANGUAGES.length)
    for (const lang of LANGUAGES) {
      for (const face of fontFaces(ROOT, lang)) {
        expect(fs.statSync(builtFile(face.weight, lang)).size).toBeLessThan(fs.statSync(face.source).size * 0.8)
      }
    }
  })

  it("every page names the same files", () => {
    for (const page of pages) {
      expect([page.route, [...new Set([...page.html.matchAll(/url\((\/static\/[^)]+\.woff2)\)/g)].map((m) => m[1]))]]).toEqual([
        page.route,
        namedFonts,
      ])
    }
  })

  it.each(LANGUAGES.map((lang) => [lang]))(
    "the %s cut has every character a page in that language shows that the original face has",
    async (lang) => {
      const own = pages.filter((page) => languageOfRoute(page.route) === lang)
      expect(own.length).toBeGreaterThan(0)
      const shown = new Set(
        [...own.map((page) => shownText(page.html)).join(" "), ...pageDataText(lang)].filter((char) => !/\s/.test(char)),
      )
      for (const face of fontFaces(ROOT, lang)) {
        const original = await fontCodePoints(fs.readFileSync(face.source))
        const cut = await fontCodePoints(fs.readFileSync(builtFile(face.weight, lang)))
        const missing = [...shown].filter((char) => original.has(char.codePointAt(0)!) && !cut.has(char.codePointAt(0)!))
        expect([face.file, missing]).toEqual([face.file, []])
      }
    },
  )
})
