import { NAVIGATION_FILE, SHARED_FILE, SITE_FILE } from "../../shared/content/model/content-paths"
import { queryRecordOf, type LayoutQueryData, type PageContent } from "../../shared/content/page-query-data"
import { SOURCE_LANGUAGE, type LanguageCode } from "../../shared/languages"
import { composedSharedFields, composedSiteFields } from "./composed-fields"
import type { ContentSnapshot } from "./content-snapshot"

/**
 * The content of `source` in `lang` as a page in that language shows it: its translation where
 * content/<lang>/ has one (reviewed or not, as development and previews publish it), else the English.
 */
function contentInLanguage(content: ContentSnapshot, source: string, lang: LanguageCode): unknown {
  const translated = lang !== SOURCE_LANGUAGE && content.translations.some((file) => file.path === `${lang}/${source}`)
  return content.contentIn(source, translated ? lang : SOURCE_LANGUAGE).data
}

/**
 * The records every page's layout reads (`...LayoutContent`) in `lang`, as the build's nodes hold
 * them (gatsby/content-nodes.ts): site.json and shared.json with the fields composed from both
 * (composed-fields.ts), no social image.
 */
export function layoutQueryData(content: ContentSnapshot, lang: LanguageCode, siteUrl: string, buildYear: number): LayoutQueryData {
  const site = contentInLanguage(content, SITE_FILE, lang) as Parameters<typeof composedSiteFields>[0]
  const shared = contentInLanguage(content, SHARED_FILE, lang) as Parameters<typeof composedSiteFields>[1]
  const noImage = () => null
  return {
    site: { siteMetadata: { siteUrl }, buildTime: String(buildYear) },
    siteJson: { ...queryRecordOf({ path: SITE_FILE, data: site }, noImage), ...composedSiteFields(site, shared, lang) },
    navigationJson: queryRecordOf({ path: NAVIGATION_FILE, data: contentInLanguage(content, NAVIGATION_FILE, lang) }, noImage),
    sharedJson: { ...queryRecordOf({ path: SHARED_FILE, data: shared }, noImage), ...composedSharedFields(shared, site) },
  }
}

/** The content the page queries of `lang` read (pageQueryData), from the build's snapshot: no images. */
export function snapshotPageContent(content: ContentSnapshot, lang: LanguageCode, siteUrl: string): PageContent {
  return {
    layout: layoutQueryData(content, lang, siteUrl, new Date().getFullYear()),
    files: content.files.map((file) => file.path),
    contentIn: (source) => contentInLanguage(content, source, lang),
    imageOf: () => null,
  }
}
