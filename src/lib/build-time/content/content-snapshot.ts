import fs from "node:fs"
import { FORMS_FILE, NAVIGATION_FILE, SHARED_FILE, SITE_FILE } from "../../shared/content/model/content-paths"
import path from "node:path"
import { approvalState, reviewPolicyOf, type ReviewPolicy } from "../../shared/content/review/approvals"
import { COLLECTIONS, slugOf } from "../../shared/content/model/collections"
import { formatProblems, type ContentFile, type ContentProblem } from "../../shared/content/model/content-file"
import { isProductionBuild } from "../../shared/content/rules/launch-guard"
import { pageRefRoutes } from "../../shared/content/model/page-refs"
import { placedRoutes } from "../../shared/content/model/placement"
import { contentOnly } from "../../shared/content/model/records"
import { isPublished, translationStatus, type TranslationStatus } from "../../shared/content/translation/translation-state"
import {
  publishedTranslation,
  translatableTexts,
  translationProblems,
  type TranslatedFile,
} from "../../shared/content/translation/translations"
import { SOURCE_LANGUAGE, TRANSLATED_LANGUAGES, type LanguageCode } from "../../shared/languages"
import { NOT_FOUND_ROUTE } from "../../shared/routes"
import { checkSiteFiles, listFiles, pageRoutes, readContentFiles } from "./load-content"
import { languagePath, type LanguagePage, type SitePages } from "./page-languages"

type Env = Readonly<Record<string, string | undefined>>

/** Where a site's parts are: its content/, its one-off pages (src/pages) and its static/ folder. */
export interface SiteFolders {
  content: string
  pages: string
  static: string
}

/**
 * The site's content as one build sees it, read once (loadSiteContent): every module of the build
 * that needs the content, a translation's state or which pages exist in which language takes this,
 * and nothing else reads content/.
 */
export interface ContentSnapshot {
  folders: SiteFolders
  /** A production build (CONTEXT or SITE_ENV "production"): it publishes reviewed translations only. */
  production: boolean
  /** The English files. */
  files: readonly ContentFile[]
  /** The files under content/<lang>/. */
  translations: readonly TranslatedFile[]
  /** Everything the content check refuses, a file that is not JSON included, each by file and field. */
  problems: readonly ContentProblem[]
  /** Who reviews what (content/site.json). */
  reviewPolicy: ReviewPolicy
  /** The English file at `path` ("pages/home.json"). */
  file(path: string): ContentFile | undefined
  /** The state of the translation of the English file `source` into `lang`, computed once. */
  statusOf(source: string, lang: LanguageCode): TranslationStatus
  /**
   * The state of every translation a translator has work on: each translatable English file in
   * each language, and each translation whose English file is gone (broken).
   */
  translationStatuses: readonly TranslationStatus[]
  /** Whether this build publishes `source` in `lang`: English always; a translation when isPublished says so. */
  publishes(source: string, lang: LanguageCode): boolean
  /** The languages, English first, in which this build publishes every one of `sources`. */
  languagesPublishing(sources: readonly string[]): LanguageCode[]
  /**
   * The content of `source` in `lang` as pages use it: the English file's, or its translation's
   * texts with the English file's language-independent values, in the English file's order of
   * entries less those waiting for their translation, without the review records; and
   * the file it comes from ("es/shared.json"). Throws when the file is missing.
   */
  contentIn(source: string, lang: LanguageCode): { file: string; data: unknown }
  /** Every page of the site (English route) with the languages it is built in, English first. */
  pages: SitePages
  /** The content file of each route ("/services/knee" → "treatments/knee.json"; "" for a page that has none), and back. */
  fileOfRoute: ReadonlyMap<string, string>
  routeOfFile: ReadonlyMap<string, string>
}

/** The content files every page reads besides its own: the clinic's identity, the menus, the shared words and the forms' copy. */
const LAYOUT_FILES = [SITE_FILE, NAVIGATION_FILE, SHARED_FILE, FORMS_FILE] as const

/**
 * The content file of a page of src/pages: "pages/<its last segment>.json", the home page's
 * "pages/home.json". The not-found page reads only the layout's files.
 */
function ownFileOfPageRoute(route: string): string | undefined {
  if (route === NOT_FOUND_ROUTE) return undefined
  return route === "/" ? "pages/home.json" : `pages/${route.split("/").pop()}.json`
}

/** The folders of the project at `root`. */
function siteFolders(root: string): SiteFolders {
  return { content: path.join(root, "content"), pages: path.join(root, "src", "pages"), static: path.join(root, "static") }
}

/** Reads the content of the site at `root` (or in `folders`) for a build with `env`: a snapshot. */
export function loadSiteContent(where: string | SiteFolders, env: Env): ContentSnapshot {
  const folders = typeof where === "string" ? siteFolders(where) : where
  return readSiteContent(folders, isProductionBuild(env))
}

let buildSnapshot: { key: string; content: ContentSnapshot } | undefined

/**
 * The build's one snapshot of the site at `root`, for every module of gatsby/: read at the first
 * call, and again only once a file of content/, src/pages or static/ has changed (as under
 * `gatsby develop`, where staff save files while the site runs).
 */
export function buildContent(root: string, env: Env): ContentSnapshot {
  const folders = siteFolders(root)
  const key = JSON.stringify([folders, isProductionBuild(env), fingerprint(folders)])
  if (buildSnapshot?.key !== key) buildSnapshot = { key, content: loadSiteContent(folders, env) }
  return buildSnapshot.content
}

/** Each file's path, size and time of change: what tells a snapshot is still the content's. */
function fingerprint(folders: SiteFolders): string {
  return [folders.content, folders.pages, folders.static]
    .filter((dir) => fs.existsSync(dir))
    .flatMap((dir) =>
      listFiles(dir).map((file) => {
        const stat = fs.statSync(path.join(dir, file))
        return `${dir}/${file}:${stat.size}:${stat.mtimeMs}`
      }),
    )
    .join("\n")
}

function readSiteContent(folders: SiteFolders, production: boolean): ContentSnapshot {
  const { files, translations, problems: unreadable } = readContentFiles(folders.content)
  const byPath = new Map(files.map((file) => [file.path, file]))
  const reviewPolicy = reviewPolicyOf(files)

  const statuses = new Map<string, TranslationStatus>()
  const statusOf = (source: string, lang: LanguageCode): TranslationStatus => {
    const key = `${lang}/${source}`
    let status = statuses.get(key)
    if (!status) {
      const english = byPath.get(source)
      if (!english) throw new Error(`content/${source} does not exist`)
      status = translationStatus(
        english,
        translations.find((translation) => translation.path === key),
        lang,
        reviewPolicy,
      )
      statuses.set(key, status)
    }
    return status
  }
  const publishes = (source: string, lang: LanguageCode) =>
    lang === SOURCE_LANGUAGE ? byPath.has(source) : byPath.has(source) && isPublished(statusOf(source, lang), production)
  const languagesPublishing = (sources: readonly string[]) =>
    [SOURCE_LANGUAGE, ...TRANSLATED_LANGUAGES.map(({ code }) => code)].filter((lang) => sources.every((source) => publishes(source, lang)))

  // What not every reader needs is worked out when first asked for, then kept.
  let translationStatuses: TranslationStatus[] | undefined
  let problems: ContentProblem[] | undefined
  let pages: SitePages | undefined
  let routes: ReturnType<typeof routeFiles> | undefined
  const routesOf = () => (routes ??= routeFiles(files, folders.pages))

  return {
    folders,
    production,
    files,
    translations,
    get problems() {
      return (problems ??= [...unreadable, ...checkSiteFiles(files, folders)])
    },
    reviewPolicy,
    file: (filePath) => byPath.get(filePath),
    statusOf,
    get translationStatuses() {
      return (translationStatuses ??= everyTranslationStatus(files, translations, statusOf))
    },
    publishes,
    languagesPublishing,
    contentIn(source, lang) {
      const english = byPath.get(source)
      if (!english) throw new Error(`content/${source} is missing`)
      if (lang === SOURCE_LANGUAGE) return { file: source, data: contentOnly(english.data) }
      const translation = translations.find((file) => file.path === `${lang}/${source}`)
      if (!translation) throw new Error(`content/${lang}/${source} is missing`)
      return { file: translation.path, data: publishedTranslation(translation, english) }
    },
    get pages() {
      return (pages ??= sitePages(files, routesOf().fileOfRoute, statusOf, publishes, reviewPolicy))
    },
    get fileOfRoute() {
      return routesOf().fileOfRoute
    },
    get routeOfFile() {
      return routesOf().routeOfFile
    },
  }
}

/** The content file of each route: a collection's entries by slug, each page of src/pages by its name. */
function routeFiles(files: readonly ContentFile[], pagesDir: string) {
  const paths = new Set(files.map((file) => file.path))
  const fileOfRoute = new Map<string, string>()
  for (const { folder, route } of COLLECTIONS) {
    for (const file of files) {
      const slug = slugOf(file)
      if (file.path.startsWith(`${folder}/`) && typeof slug === "string") fileOfRoute.set(route(slug), file.path)
    }
  }
  for (const route of [...pageRoutes(pagesDir), NOT_FOUND_ROUTE]) {
    const own = ownFileOfPageRoute(route)
    if (own && paths.has(own)) fileOfRoute.set(route, own)
    else if (!own) fileOfRoute.set(route, "")
  }
  const routeOfFile = new Map([...fileOfRoute].filter(([, file]) => file).map(([route, file]) => [file, route]))
  return { fileOfRoute, routeOfFile }
}

/** The state of every English file's translation into every other language, and of each translation without its English file. */
function everyTranslationStatus(
  files: readonly ContentFile[],
  translations: readonly TranslatedFile[],
  statusOf: (source: string, lang: LanguageCode) => TranslationStatus,
): TranslationStatus[] {
  const translatable = files.filter((file) => translatableTexts(file).length > 0)
  // A translation of an English file that is gone (deleted or renamed in the editor) or never translated.
  const orphans = translations
    .filter((translation) => !translatable.some((source) => source.path === translation.source))
    .map((translation): TranslationStatus => ({
      lang: translation.lang,
      source: translation.source,
      file: translation.path,
      state: "broken",
      problems: formatProblems(translationProblems(translation, undefined)),
    }))
  return TRANSLATED_LANGUAGES.flatMap(({ code }) => translatable.map((source) => statusOf(source.path, code))).concat(orphans)
}

/**
 * Which pages are built in which language. A page is built in a translated language when every
 * content file it reads is published for this build (isPublished: reviewed ones always,
 * unreviewed and stale ones in development and previews only): the layout's files, its own file
 * and the files of the pages it names (`pageRefs`: a compliance document on the hub). So a page
 * never mixes languages, and a translation left out leaves out exactly the pages that need it. The
 * services page and the home grid list the treatments by their own placement: in a language they
 * list the treatments published in it (a treatment staff have just added appears there once
 * translated), and are built when they list at least one. A page any of whose files lacks an
 * approval (approvals.ts; a production build refuses an English one) carries the notice that says so.
 */
function sitePages(
  files: readonly ContentFile[],
  fileOfRoute: ReadonlyMap<string, string>,
  statusOf: (source: string, lang: LanguageCode) => TranslationStatus,
  publishes: (source: string, lang: LanguageCode) => boolean,
  policy: ReviewPolicy,
): SitePages {
  const byPath = new Map(files.map((file) => [file.path, file]))
  const approved = new Map(files.map((file) => [file.path, approvalState(file, policy).approved]))
  const pages = new Map<string, LanguagePage[]>()
  const filesOf = (routes: readonly string[]) => routes.flatMap((route) => fileOfRoute.get(route) || []).filter((file) => byPath.has(file))
  for (const [route, own] of fileOfRoute) {
    const ownFile = own ? byPath.get(own) : undefined
    const read = [...LAYOUT_FILES, ...(own ? [own] : []), ...filesOf(ownFile ? pageRefRoutes(ownFile) : [])].filter((file) =>
      byPath.has(file),
    )
    const placed = filesOf(ownFile ? placedRoutes(ownFile.path, files) : [])
    const englishApproved = [...read, ...placed].every((file) => approved.get(file))
    const languages: LanguagePage[] = [{ lang: SOURCE_LANGUAGE, path: route, ...(englishApproved ? {} : { notice: "approval" }) }]
    for (const { code } of TRANSLATED_LANGUAGES) {
      const listed = placed.filter((file) => publishes(file, code))
      if (!read.every((file) => publishes(file, code)) || (placed.length > 0 && listed.length === 0)) continue
      const notice = ![...read, ...listed].every((file) => statusOf(file, code).state === "reviewed")
        ? "translation"
        : englishApproved
          ? undefined
          : "approval"
      languages.push({ lang: code, path: languagePath(route, code), ...(notice ? { notice } : {}) })
    }
    pages.set(route, languages)
  }
  return pages
}
