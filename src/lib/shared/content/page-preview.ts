import { languageOfContentPath, SOURCE_LANGUAGE, type LanguageCode } from "../languages"
import { localizedPath, type PageLanguage } from "../page-language"
import { COLLECTIONS, slugOf } from "./model/collections"
import { contentOnly } from "./model/records"
import { pageQueryData, type LayoutQueryData, type PageContent } from "./page-query-data"
import { publishedTranslation } from "./translation/translations"

/**
 * What the content editor's page preview (src/lib/editor-preview/) knows of the site, as the
 * editor's files were built (src/lib/build-time/editor/preview-bundle.ts): the content files, the
 * layout's records in each language (their fields composed by the build), which page each page
 * file is, and each built page's language context (its page context).
 */
export interface PagePreviewContent {
  /** The English content files by path under content/, as written. */
  english: Record<string, unknown>
  /** The translations by path under content/ ("es/pages/home.json"), as written. */
  translations: Record<string, unknown>
  layouts: Record<LanguageCode, LayoutQueryData>
  /** The English route of each page file of src/pages ("pages/home.json": "/"). */
  pageRoutes: Record<string, string>
  /** The page context of each page the build made, by language and English route. */
  languages: Record<LanguageCode, Record<string, PageLanguage>>
}

/** The entry being edited: its path under content/ ("treatments/knee.json", "es/pages/faq.json") and its form's data. */
export interface EditedEntry {
  path: string
  data: unknown
}

/** The page an entry previews: which page component renders it (`page`: an English route of src/pages, or a collection's folder), and its props. */
export interface PagePreview {
  page: string
  data: Record<string, unknown>
  location: { pathname: string }
  pageContext: PageLanguage
}

/**
 * The page of the edited entry as the build would make it with the entry saved: the page query's
 * data (pageQueryData) in the entry's language, the entry's own file replaced by the form's data,
 * with its page's language context (for a page the build has not made yet, a new treatment, that
 * of its language's home page, linked to nothing else). A file that is no page (site.json, the
 * menus, the shared words: every page's) has none: undefined.
 */
export function pagePreviewOf(
  content: PagePreviewContent,
  entry: EditedEntry,
  imageOf: PageContent["imageOf"] = () => null,
): PagePreview | undefined {
  const { lang, source } = languageOfContentPath(entry.path)
  const collection = COLLECTIONS.find(({ folder }) => source.startsWith(`${folder}/`))
  // A translation's form holds only texts: its page's address is the English file's.
  const slug = slugOf({ path: source, data: entry.data }) ?? slugOf({ path: source, data: content.english[source] })
  const route = collection ? collection.route(String(slug ?? "")) : content.pageRoutes[source]
  if (route === undefined) return undefined
  const english = lang === SOURCE_LANGUAGE ? { ...content.english, [source]: entry.data } : content.english
  const translations = lang === SOURCE_LANGUAGE ? content.translations : { ...content.translations, [entry.path]: entry.data }
  const contentIn = (file: string) => {
    const translation = translations[`${lang}/${file}`]
    if (lang === SOURCE_LANGUAGE || translation === undefined) return contentOnly(english[file])
    return publishedTranslation({ path: `${lang}/${file}`, lang, source: file, data: translation }, { path: file, data: english[file] })
  }
  const files = Object.keys(english).includes(source) ? Object.keys(english) : [...Object.keys(english), source]
  const data = pageQueryData(source, { layout: content.layouts[lang], files, contentIn, imageOf })
  const home = content.languages[lang]?.["/"]
  const pageContext = content.languages[lang]?.[route] ?? {
    lang,
    alternates: [],
    languageLinks: home?.languageLinks ?? [],
    translatedRoutes: [...(home?.translatedRoutes ?? []), route],
  }
  return {
    page: collection ? collection.folder : route,
    data,
    location: { pathname: localizedPath(route, pageContext) },
    pageContext,
  }
}

/** What the editor's setup script asks of the page preview's bundle: the entry to draw, and the address of an image it names (Decap's getAsset). */
export interface PagePreviewRequest extends EditedEntry {
  imageUrl(path: string): string | undefined
}

/** The page preview's bundle, once loaded: where the editor's page finds it (`window[PAGE_PREVIEW_GLOBAL]`). */
export interface PagePreviewRenderer {
  /** Draws the page of `request` into `node` (inside Decap's preview frame), again at each call. */
  render(node: HTMLElement, request: PagePreviewRequest): void
}
export const PAGE_PREVIEW_GLOBAL = "clinicPagePreview"
/** The editor's page, which the bundle gives its renderer once it has run. */
export type PageWithPreview = Window & { [PAGE_PREVIEW_GLOBAL]?: PagePreviewRenderer }

