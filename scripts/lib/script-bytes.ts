// The JavaScript each built page loads, in brotli bytes as a host that compresses at the best level
// sends it, against the product's budgets: 85,000 B on a page with a form, 80,000 B on a page with
// a widget, none on any other page. Read from the built HTML (its scripts and the scripts it
// preloads), so it needs no browser and covers every page in every language.
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { htmlPages, isForwardingPage } from "../../src/lib/build-time/hosting/built-pages.ts"

export const SCRIPT_BUDGETS = { form: 85_000, widget: 80_000, none: 0 } as const
type PageKind = keyof typeof SCRIPT_BUDGETS

export interface PageScripts {
  route: string
  kind: PageKind
  /** Brotli bytes of every script the page loads. */
  bytes: number
  budget: number
}

/**
 * What a page holds below its header (every page has the header's menu): a form; else a widget (a
 * disclosure, a button, the carousel, or the what-to-expect stages' links to their "-panel-"
 * sections); else neither.
 */
function pageKind(html: string): PageKind {
  const belowHeader = html.slice(html.indexOf("</header>"))
  if (/<form\b/.test(belowHeader)) return "form"
  return /<details\b|<button\b|aria-roledescription="carousel"|href="#[^"]*-panel-/.test(belowHeader) ? "widget" : "none"
}

/** The scripts a page loads: those it runs and those it preloads for hydration. */
function scriptsOf(html: string): string[] {
  const sources = [
    ...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g),
    ...html.matchAll(/<link\b(?=[^>]*\bas="script")[^>]*\shref="([^"]+)"/g),
  ].map((match) => match[1])
  return [...new Set(sources)].filter((source) => source.startsWith("/"))
}

/** Every page of the build (forwarding pages of old addresses aside) with its scripts' bytes and its budget. */
export function pageScripts(publicDir: string): PageScripts[] {
  const brotli = new Map<string, number>()
  const bytesOf = (source: string) => {
    if (!brotli.has(source)) {
      const body = fs.readFileSync(path.join(publicDir, source))
      brotli.set(source, zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length)
    }
    return brotli.get(source)!
  }
  return htmlPages(publicDir)
    .filter(({ file }) => !isForwardingPage(file))
    .map(({ file, route }) => {
      const html = fs.readFileSync(file, "utf8")
      const kind = pageKind(html)
      const bytes = scriptsOf(html).reduce((sum, source) => sum + bytesOf(source), 0)
      return { route, kind, bytes, budget: SCRIPT_BUDGETS[kind] }
    })
}
