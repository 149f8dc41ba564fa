/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { htmlPages } from "../../src/lib/build-time/built-pages"
import { fontCodePoints, fontFaces } from "../../src/lib/build-time/font-subset"
import { listFiles } from "../../src/lib/build-time/load-content"

/**
 * The web font the built pages name is the build's cut of Atkinson Hyperlegible
 * (src/lib/build-time/font-subset.ts), and it has every character the pages show that the original has:
 * no letter of the content is drawn in the fallback face. Runs after `gatsby build`.
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

/** The page data the pages render from (what script shows later: errors, confirmations), as Gatsby wrote it. */
function pageDataText(): string {
  const dir = path.join(PUBLIC, "page-data")
  return listFiles(dir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => fs.readFileSync(path.join(dir, file), "utf8"))
    .join(" ")
}

const namedFonts = [...new Set([...pages[0].html.matchAll(/url\((\/static\/[^)]+\.woff2)\)/g)].map((match) => match[1]))]

describe("the web font", () => {
  it("is the build's cut of each face, at least a fifth smaller than the original", () => {
    expect(namedFonts.map((file) => /atkinson-hyperlegible-(\d+)-/.exec(file)?.[1])).toEqual(["400", "700"])
    for (const [index, face] of fontFaces(ROOT).entries()) {
      expect(fs.statSync(path.join(PUBLIC, namedFonts[index])).size).toBeLessThan(fs.statSync(face.source).size * 0.8)
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

  it("has every character a page shows that the original face has", async () => {
    const shown = new Set([...pages.map((page) => shownText(page.html)).join(" "), ...pageDataText()].filter((char) => !/\s/.test(char)))
    for (const [index, face] of fontFaces(ROOT).entries()) {
      const original = await fontCodePoints(fs.readFileSync(face.source))
      const cut = await fontCodePoints(fs.readFileSync(path.join(PUBLIC, namedFonts[index])))
      const missing = [...shown].filter((char) => original.has(char.codePointAt(0)!) && !cut.has(char.codePointAt(0)!))
      expect([face.file, missing]).toEqual([face.file, []])
    }
  })
})
