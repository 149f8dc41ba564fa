// The web font cut down to the characters the site shows, before every build (gatsby/on-pre-bootstrap.ts),
// so text an editor adds is covered by the next build. A first visit downloads less
// font; a character the cut font lacks (typed into a form, say) is drawn in the metric-matched
// fallback face. `gatsby develop` cuts once, when it starts.
import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import subsetFont from "subset-font"
import { convert } from "fontverter"
import { SOURCE_LANGUAGE, TRANSLATED_LANGUAGES, type LanguageCode } from "../../shared/languages"
import type { ContentSnapshot } from "../content/content-snapshot"
import { listFiles } from "../content/load-content"

/**
 * Atkinson Hyperlegible's latin faces from @fontsource (resolved from the site's root), and the file
 * each is cut into: for the English pages, and for each translated language its own
 * (`atkinson-hyperlegible-400-es.woff2`: the English characters and that language's letters),
 * which src/styles/fonts.css declares as the family "Atkinson Hyperlegible es" that the pages in
 * that language use (src/styles/global-css.ts). A page downloads its own language's cut only.
 */
export function fontFaces(root: string, lang: LanguageCode = SOURCE_LANGUAGE) {
  const pkg = createRequire(path.resolve(root, "package.json")).resolve("@fontsource/atkinson-hyperlegible/package.json")
  return [400, 700].map((weight) => ({
    weight,
    source: path.join(path.dirname(pkg), "files", `atkinson-hyperlegible-latin-${weight}-normal.woff2`),
    file: `atkinson-hyperlegible-${weight}${lang === SOURCE_LANGUAGE ? "" : `-${lang}`}.woff2`,
  }))
}

/** Where the cut files go: beside src/styles/fonts.css, which names them (not in git). */
const FONT_OUTPUT_DIR = path.join("src", "styles", "fonts")

/** Printable ASCII and the no-break space: always kept, for what patients type into the forms. */
const ALWAYS = `${Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join("")}\u00a0`

/**
 * The characters to keep: ASCII, and every character of the texts but control characters (line
 * breaks, tabs), in both cases (text-transform) and in composed and decomposed form (an "é"
 * pasted as "e" and a combining accent), soft hyphens and combining marks included.
 */
export function charactersToKeep(texts: Iterable<string>): string {
  const kept = new Set(ALWAYS)
  for (const text of texts) {
    for (const form of new Set([text, text.normalize("NFC"), text.normalize("NFD")])) {
      for (const char of form) {
        if (/\p{Cc}/u.test(char)) continue
        for (const variant of [char, char.toUpperCase(), char.toLowerCase()]) if ([...variant].length === 1) kept.add(variant)
      }
    }
  }
  return [...kept].sort().join("")
}

/**
 * The source that never puts text on a page in the web font: the build, the content's rules and
 * words for staff (a glossary of every language's terms, say), the editor, and the endpoint (whose
 * reply pages use the system's fonts). Its letters would put other languages' characters into each cut.
 */
const NOT_ON_PAGES = /^src\/lib\/(?:build-time|shared\/content|editor|server)\//

/**
 * Every text the site can show in `lang`: the English content files (their JSON, which writes
 * every character as itself) and the source's literals and CSS (src/, gatsby/) but NOT_ON_PAGES,
 * and for a translated language its translations too.
 */
function siteTexts(root: string, content: ContentSnapshot, lang: LanguageCode): string[] {
  const texts = [...content.files, ...content.translations.filter((file) => file.lang === lang)].map((file) => JSON.stringify(file.data))
  const source = ["src", "gatsby"].flatMap((dir) =>
    listFiles(path.join(root, dir))
      .filter((file) => /\.(tsx?|css)$/.test(file) && !NOT_ON_PAGES.test(`${dir}/${file}`))
      .map((file) => fs.readFileSync(path.join(root, dir, file), "utf8")),
  )
  return [...texts, ...source]
}

export interface WrittenFace {
  file: string
  sourceBytes: number
  bytes: number
}

/** Cuts each face down to `characters` and writes it to `dir` (FONT_OUTPUT_DIR under root). */
export async function writeFontSubsets(
  root: string,
  characters: string,
  dir = path.join(root, FONT_OUTPUT_DIR),
  lang: LanguageCode = SOURCE_LANGUAGE,
): Promise<WrittenFace[]> {
  fs.mkdirSync(dir, { recursive: true })
  return Promise.all(
    fontFaces(root, lang).map(async (face) => {
      const source = fs.readFileSync(face.source)
      const subset = await subsetFont(source, characters, { targetFormat: "woff2" })
      const file = path.join(dir, face.file)
      // An unchanged file keeps its time stamp: webpack and Gatsby's cache see nothing new.
      if (!fs.existsSync(file) || !fs.readFileSync(file).equals(subset)) fs.writeFileSync(file, subset)
      return { file: face.file, sourceBytes: source.length, bytes: subset.length }
    }),
  )
}

/** The code points a font file (woff2, woff or sfnt) has a glyph for, from its cmap table. */
export async function fontCodePoints(font: Buffer): Promise<Set<number>> {
  const sfnt = await convert(font, "sfnt")
  const tables = sfnt.readUInt16BE(4)
  let cmap = -1
  for (let i = 0; i < tables; i++) {
    const record = 12 + i * 16
    if (sfnt.toString("latin1", record, record + 4) === "cmap") cmap = sfnt.readUInt32BE(record + 8)
  }
  if (cmap < 0) throw new Error("font has no cmap table")
  const codePoints = new Set<number>()
  const subtables = sfnt.readUInt16BE(cmap + 2)
  for (let i = 0; i < subtables; i++) {
    const table = cmap + sfnt.readUInt32BE(cmap + 4 + i * 8 + 4)
    const format = sfnt.readUInt16BE(table)
    if (format === 4) {
      const segments = sfnt.readUInt16BE(table + 6) / 2
      const ends = table + 14
      const starts = ends + segments * 2 + 2
      const deltas = starts + segments * 2
      const rangeOffsets = deltas + segments * 2
      for (let s = 0; s < segments; s++) {
        const end = sfnt.readUInt16BE(ends + s * 2)
        const start = sfnt.readUInt16BE(starts + s * 2)
        const delta = sfnt.readUInt16BE(deltas + s * 2)
        const rangeOffset = sfnt.readUInt16BE(rangeOffsets + s * 2)
        for (let code = start; code <= end && code !== 0xffff; code++) {
          const glyph =
            rangeOffset === 0 ? (code + delta) & 0xffff : glyphAt(sfnt, rangeOffsets + s * 2 + rangeOffset + (code - start) * 2, delta)
          if (glyph !== 0) codePoints.add(code)
        }
      }
    } else if (format === 12) {
      const groups = sfnt.readUInt32BE(table + 12)
      for (let g = 0; g < groups; g++) {
        const group = table + 16 + g * 12
        const start = sfnt.readUInt32BE(group)
        const end = sfnt.readUInt32BE(group + 4)
        for (let code = start; code <= end; code++) codePoints.add(code)
      }
    }
  }
  return codePoints
}

function glyphAt(sfnt: Buffer, offset: number, delta: number): number {
  const glyph = sfnt.readUInt16BE(offset)
  return glyph === 0 ? 0 : (glyph + delta) & 0xffff
}

/** Cuts the site's web font, for each language, to the characters of its content and source; returns what it did, for the build's log. */
export async function cutWebFonts(root: string, content: ContentSnapshot): Promise<string> {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
  const lines = []
  for (const { code } of [{ code: SOURCE_LANGUAGE }, ...TRANSLATED_LANGUAGES]) {
    const characters = charactersToKeep(siteTexts(root, content, code))
    const faces = await writeFontSubsets(root, characters, undefined, code)
    const sizes = faces.map((face) => `${face.file} ${kb(face.sourceBytes)} -> ${kb(face.bytes)}`).join(", ")
    lines.push(`${code}: ${[...characters].length} characters: ${sizes}`)
  }
  return `Web font cut to each language's characters: ${lines.join("; ")}`
}
