import { isLanguageCode, SOURCE_LANGUAGE, type LanguageCode } from "./languages"
import { isInternalLink, routeOf } from "./routes"

/** One page's address in one language. */
export interface LanguageLink {
  lang: LanguageCode
  path: string
}

/**
 * What a page knows of its language (its page context, from src/lib/build-time/content/page-languages.ts):
 * the components read it through usePageLanguage().
 */
export interface PageLanguage {
  lang: LanguageCode
  /** The page in each language it is built in, its own included: the hreflang alternates. */
  alternates: LanguageLink[]
  /** Where the language switcher leads for each language: this page in it, else that language's home page. */
  languageLinks: LanguageLink[]
  /** Of a translation: the English routes that have a page in its language, which its links lead to. */
  translatedRoutes: string[]
  /** The notice above a page that patients may not read yet (development and previews only: production publishes no such page). */
  notice?: PageNotice
}

/**
 * Why a page is not yet for patients: "translation", a file it reads is a translation that no
 * translator on the clinic's list has approved against today's English; "approval", a file it
 * reads has changes the reviewers it needs have not approved.
 */
export type PageNotice = "translation" | "approval"

/** Whether a page's context carries its language (every page the build creates does; gatsby develop's own 404 page does not). */
export function isPageLanguage(context: unknown): context is PageLanguage {
  const lang = (context as Partial<Record<keyof PageLanguage, unknown>> | null | undefined)?.lang
  return typeof lang === "string" && isLanguageCode(lang)
}

/** An English page's language, for a page built outside the build's page creation (tests, gatsby develop's 404). */
export const ENGLISH_PAGE: PageLanguage = {
  lang: SOURCE_LANGUAGE,
  alternates: [],
  languageLinks: [],
  translatedRoutes: [],
}

/**
 * Where a link of the content leads from a page in `language`: the page in the same language when
 * it has one ("/services/knee#risks" -> "/es/services/knee#risks"), else the English page; an
 * address of another site or a file stays as it is. A patient who chose a language keeps it.
 */
export function localizedPath(link: string, language: Pick<PageLanguage, "lang" | "translatedRoutes">): string {
  if (language.lang === SOURCE_LANGUAGE || !isInternalLink(link)) return link
  const route = routeOf(link)
  if (!language.translatedRoutes.includes(route)) return link
  const rest = link.slice(link.split(/[?#]/)[0].length)
  return `${route === "/" ? `/${language.lang}` : `/${language.lang}${route}`}${rest}`
}

/** The English route of a page's address: "/es/resources/faq" -> "/resources/faq", "/es" -> "/". */
export function englishRoute(pathname: string): string {
  const route = routeOf(pathname)
  const [, first, ...rest] = route.split("/")
  if (!isLanguageCode(first) || first === SOURCE_LANGUAGE) return route
  return `/${rest.join("/")}`
}
