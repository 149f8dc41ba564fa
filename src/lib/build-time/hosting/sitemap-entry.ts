import { SOURCE_LANGUAGE } from "../../shared/languages"
import type { LanguageLink } from "../../shared/page-language"

/** The query gatsby-plugin-sitemap runs: each page with its language alternates (its page context). */
export const SITEMAP_QUERY = `{
  site { siteMetadata { siteUrl } }
  allSitePage { nodes { path pageContext } }
}`

/**
 * A page's sitemap entry with its alternates in the other languages and English as x-default
 * (<xhtml:link rel="alternate" hreflang>), the same set its Head lists, so each language's entry
 * names the others and the set is reciprocal. A page in one language only has none.
 */
export function sitemapEntry(page: { path: string; pageContext?: { alternates?: LanguageLink[] } | null }): {
  url: string
  links?: Array<{ lang: string; url: string }>
} {
  const alternates = page.pageContext?.alternates ?? []
  if (alternates.length < 2) return { url: page.path }
  const english = alternates.find((alternate) => alternate.lang === SOURCE_LANGUAGE)
  return {
    url: page.path,
    links: [
      ...alternates.map((alternate) => ({ lang: alternate.lang, url: alternate.path })),
      ...(english ? [{ lang: "x-default", url: english.path }] : []),
    ],
  }
}
