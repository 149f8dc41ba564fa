import path from "node:path"
import { COLLECTIONS } from "../shared/content/collections"
import { pageRefRoutes } from "../shared/content/page-refs"
import { placedRoutes } from "../shared/content/placement"
import { SOURCE_LANGUAGE, TRANSLATED_LANGUAGES, type LanguageCode } from "../shared/languages"
import { approvalState, reviewPolicyOf } from "../shared/content/approvals"
import type { PageLanguage, PageNotice } from "../shared/page-language"
import { NOT_FOUND_ROUTE, routeOf } from "../shared/routes"
import { pageRoutes, readContentFiles } from "./load-content"
import { isPublished, translationStatus, type TranslationStatus } from "../shared/content/translation-state"

/** The content files every page reads besides its own: the clinic's identity, the menus, the shared words and the forms' copy. */
const LAYOUT_FILES = ["site.json", "navigation.json", "shared.json", "forms.json"] as const

/** One page of the site in one language. */
interface LanguagePage {
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

/**
 * The content file of a page of src/pages: "pages/<its last segment>.json", the home page's
 * "pages/home.json" (the editor's previews follow the same rule). The not-found page reads only the layout's files.
 */
export function ownFileOfPageRoute(route: string): string | undefined {
  if (route === NOT_FOUND_ROUTE) return undefined
  return route === "/" ? "pages/home.json" : `pages/${route.split("/").pop()}.json`
}

/**
 * Which pages are built in which language. A page is built in a translated language when every
 * content file it reads is published for this build (isPublished: reviewed ones always,
 * unreviewed and stale ones in development and previews only): the layout's files, its own file
 * and the files of the pages it lists (a treatment card on the services page or the home grid). So a page never
 * mixes languages, and a translation left out leaves out exactly the pages that need it. A page
 * any of whose files lacks an approval (approvals.ts; a production build refuses an English one)
 * carries the notice that says so.
 */
export function sitePages(contentDir: string, pagesDir: string, env: Readonly<Record<string, string | undefined>>): SitePages {
  const { files, translations } = readContentFiles(contentDir)
  const byPath = new Map(files.map((file) => [file.path, file]))
  const fileOfRoute = new Map<string, string>()
  for (const { folder, route } of COLLECTIONS) {
    for (const file of files) {
      const slug = (file.data as { slug?: unknown } | null)?.slug
      if (file.path.startsWith(`${folder}/`) && typeof slug === "string") fileOfRoute.set(route(slug), file.path)
    }
  }
  for (const route of [...pageRoutes(pagesDir), NOT_FOUND_ROUTE]) {
    const own = ownFileOfPageRoute(route)
    if (own && byPath.has(own)) fileOfRoute.set(route, own)
    else if (!own) fileOfRoute.set(route, "")
  }

  const policy = reviewPolicyOf(files)
  const approved = new Map(files.map((file) => [file.path, approvalState(file, policy).approved]))
  const statusCache = new Map<string, TranslationStatus>()
  const statusOf = (source: string, lang: LanguageCode) => {
    const key = `${lang}/${source}`
    let status = statusCache.get(key)
    if (!status) {
      status = translationStatus(
        byPath.get(source)!,
        translations.find((translation) => translation.path === key),
        lang,
        policy,
      )
      statusCache.set(key, status)
    }
    return status
  }

  const pages = new Map<string, LanguagePage[]>()
  for (const [route, own] of fileOfRoute) {
    const ownFile = own ? byPath.get(own) : undefined
    const listed = ownFile
      ? [...pageRefRoutes(ownFile), ...placedRoutes(ownFile.path, files)].flatMap((ref) => fileOfRoute.get(ref) ?? [])
      : []
    const read = [...LAYOUT_FILES, ...(own ? [own] : []), ...listed].filter((file) => byPath.has(file))
    const englishApproved = read.every((file) => approved.get(file))
    const languages: LanguagePage[] = [{ lang: SOURCE_LANGUAGE, path: route, ...(englishApproved ? {} : { notice: "approval" }) }]
    for (const { code } of TRANSLATED_LANGUAGES) {
      const statuses = read.map((file) => statusOf(file, code))
      if (!statuses.every((status) => isPublished(status, env))) continue
      const notice = !statuses.every((status) => status.state === "reviewed") ? "translation" : englishApproved ? undefined : "approval"
      languages.push({ lang: code, path: languagePath(route, code), ...(notice ? { notice } : {}) })
    }
    pages.set(route, languages)
  }
  return pages
}

const cache = new Map<string, SitePages>()

/** sitePages for the project at `root`, read once per build process. */
export function sitePagesOf(root: string, env: Readonly<Record<string, string | undefined>>): SitePages {
  const key = `${root}\n${JSON.stringify(env.CONTEXT ?? "")}${JSON.stringify(env.SITE_ENV ?? "")}`
  let pages = cache.get(key)
  if (!pages) {
    pages = sitePages(path.join(root, "content"), path.join(root, "src", "pages"), env)
    cache.set(key, pages)
  }
  return pages
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
