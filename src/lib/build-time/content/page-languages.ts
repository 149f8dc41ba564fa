import { SOURCE_LANGUAGE, TRANSLATED_LANGUAGES, type LanguageCode } from "../../shared/languages"
import type { PageLanguage, PageNotice } from "../../shared/page-language"
import { routeOf } from "../../shared/routes"

/** One page of the site in one language. */
export interface LanguagePage {
  lang: LanguageCode
  /** Its address: the English route, under /<lang> for a translation ("/es/services/knee"). */
  path: string
  /** What the page says above its content in development and previews, if anything (PageLanguage.notice). */
  notice?: PageNotice
}

/** Every page of the site (English route) with the languages it is built in, English first. */
export type SitePages = ReadonlyMap<string, readonly LanguagePage[]>

/** "/services/knee" in Spanish is "/es/services/knee"; English keeps its addresses. */
export function languagePath(route: string, lang: LanguageCode): string {
  if (lang === SOURCE_LANGUAGE) return route
  return route === "/" ? `/${lang}` : `/${lang}${route}`
}

/** Where a link to `path` leads in `lang`: that language's page where this build has it, else the English page. */
export function pathInLanguage(pages: SitePages, path: string, lang: LanguageCode): string {
  return pages.get(routeOf(path))?.find((page) => page.lang === lang)?.path ?? path
}

/** The page context that tells the page at `route` in `lang` about its language (see PageLanguage). */
export function pageLanguage(route: string, lang: LanguageCode, pages: SitePages): PageLanguage {
  const languages = pages.get(route) ?? []
  const own = languages.find((page) => page.lang === lang)
  if (!own) throw new Error(`The page ${route} is not built in "${lang}"`)
  const homes = pages.get("/") ?? []
  const languageLinks = [SOURCE_LANGUAGE, ...TRANSLATED_LANGUAGES.map(({ code }) => code)].flatMap((code) => {
    const target = languages.find((page) => page.lang === code) ?? homes.find((page) => page.lang === code)
    return target ? [{ lang: code, path: target.path }] : []
  })
  return {
    lang,
    alternates: languages.map((page) => ({ lang: page.lang, path: page.path })),
    languageLinks,
    translatedRoutes:
      lang === SOURCE_LANGUAGE
        ? []
        : [...pages].filter(([, built]) => built.some((page) => page.lang === lang)).map(([builtRoute]) => builtRoute),
    ...(own.notice ? { notice: own.notice } : {}),
  }
}
