// The languages the benchmarks measure: every route in each language asked for, so a page in
// Spanish is measured beside its English (`--lang=es,fr`, or `--lang=all`, the default).
import { englishRoute } from "../../src/lib/shared/page-language"
import { isLanguageCode, LANGUAGE_CODES, SOURCE_LANGUAGE, type LanguageCode } from "../../src/lib/shared/languages"

/** How much later than English a page in another language may paint first (npm run bench:browser). */
export const MAX_FIRST_PAINT_BEHIND_ENGLISH_MS = 50

/** The languages `--lang=…` names (comma-separated, or `all`); all of them when it is not given. */
export function languagesAsked(argv: readonly string[]): LanguageCode[] {
  const value = argv.find((arg) => arg.startsWith("--lang="))?.slice("--lang=".length)
  if (value === undefined || value === "all") return [...LANGUAGE_CODES]
  const codes = value.split(",").filter(Boolean)
  const unknown = codes.filter((code) => !isLanguageCode(code))
  if (codes.length === 0 || unknown.length > 0) {
    throw new Error(`bench: --lang=${value} names no language of the site's (${LANGUAGE_CODES.join(", ")}, or all)`)
  }
  return codes as LanguageCode[]
}

/** The language of a page's address: "/es/contact" -> "es", "/contact" -> "en". */
export function languageOfRoute(route: string): LanguageCode {
  const first = route.split("/")[1] ?? ""
  return isLanguageCode(first) ? first : SOURCE_LANGUAGE
}

/** The address of an English route's page in `lang`: "/" -> "/es", "/contact" -> "/es/contact". */
function routeIn(lang: LanguageCode, route: string): string {
  const english = englishRoute(route)
  if (lang === SOURCE_LANGUAGE) return english
  return english === "/" ? `/${lang}` : `/${lang}${english}`
}

/**
 * The routes a benchmark measures: each route asked for (in whichever language it is named) in every
 * language asked for, or, when none is asked for, every built route of those languages; the English
 * page first, then its translations, so a table shows each language beside English. A page the
 * build does not make in a language (its translation not published) is listed as missing.
 */
export function routesToMeasure(
  asked: readonly string[],
  languages: readonly LanguageCode[],
  built: readonly string[],
): { routes: string[]; missing: string[] } {
  const builtRoutes = new Set(built)
  const named = asked.length > 0 ? asked : built
  const wanted = [...new Set(named.map(englishRoute))].flatMap((route) => languages.map((lang) => routeIn(lang, route)))
  // An English route asked for is measured even when the sitemap leaves it out (the 404 page).
  const measurable = (route: string) => builtRoutes.has(route) || (asked.length > 0 && languageOfRoute(route) === SOURCE_LANGUAGE)
  return { routes: wanted.filter(measurable), missing: wanted.filter((route) => !measurable(route)) }
}

/**
 * Each page that paints first more than MAX_FIRST_PAINT_BEHIND_ENGLISH_MS after its English page,
 * given each route's median first paint in milliseconds.
 */
export function pagesBehindEnglish(firstPaintMs: ReadonlyMap<string, number>): string[] {
  return [...firstPaintMs].flatMap(([route, ms]) => {
    const english = firstPaintMs.get(englishRoute(route))
    if (languageOfRoute(route) === SOURCE_LANGUAGE || english === undefined) return []
    const behind = ms - english
    return behind > MAX_FIRST_PAINT_BEHIND_ENGLISH_MS
      ? [`${route}: first paint ${Math.round(behind)} ms after ${englishRoute(route)}'s (at most ${MAX_FIRST_PAINT_BEHIND_ENGLISH_MS} ms)`]
      : []
  })
}
