import type { ReactNode } from "react"
import type { Thing } from "schema-dts"
import { useSiteContent } from "../../hooks/useSiteContent"
import type { PageSeo } from "../../lib/shared/content/model/field-kinds"
import { pageTitle } from "../../lib/shared/physician"
import {
  absoluteUrl,
  breadcrumbNode,
  clinicNode,
  physicianNode,
  graph,
  serializeJsonLd,
  websiteNode,
  webPageNode,
  type Crumb,
  type WebPageType,
} from "../../lib/shared/json-ld"
import { languageOf, SOURCE_LANGUAGE } from "../../lib/shared/languages"
import type { PageLanguage } from "../../lib/shared/page-language"
import { routeOf } from "../../lib/shared/routes"

export interface SeoProps {
  /** The page's title, description and keywords: its content's `seo` object (queried with the PageSeoFields fragment). */
  seo: PageSeo
  /** The page's path, e.g. location.pathname. */
  path: string
  /** A public path ("/static/...") or absolute URL; defaults to the site's social image. */
  image?: string | null
  imageAlt?: string | null
  pageType?: WebPageType
  /** Extra properties of the page's JSON-LD node (lastReviewed, mainEntity...). */
  pageProperties?: Record<string, unknown>
  breadcrumbs?: readonly Crumb[]
  /** Further JSON-LD nodes of this page, such as a MedicalProcedure or a FAQPage's questions. */
  jsonLd?: readonly Thing[]
  noindex?: boolean
  children?: ReactNode
}

/**
 * The one Head of every page: title, description, canonical URL, Open Graph and Twitter tags,
 * and a single JSON-LD @graph in which the clinic, the website and the page refer to each other;
 * the page's language (`<html lang>`, og:locale, inLanguage) and its other languages (hreflang
 * alternates with English as x-default, reciprocal because every language's page lists the same set).
 */
export function Seo(props: SeoProps) {
  const { siteUrl, site, language } = useSiteContent()
  const { tag, ogLocale } = languageOf(language.lang)
  const url = absoluteUrl(siteUrl, routeOf(props.path))
  const title = pageTitle(props.seo.title, site.siteName, site.physician)
  const imageUrl = toAbsolute(siteUrl, props.image ?? site.socialImage?.publicURL ?? undefined)
  const imageAlt = props.image ? props.imageAlt : site.socialImageAlt
  const crumbs = props.breadcrumbs ?? []

  const jsonLd = graph([
    clinicNode(site, siteUrl, toAbsolute(siteUrl, site.socialImage?.publicURL ?? undefined)),
    physicianNode(site, siteUrl),
    websiteNode(site, siteUrl, languageTags(language)),
    webPageNode(siteUrl, {
      type: props.pageType ?? "WebPage",
      url,
      name: props.seo.title,
      description: props.seo.description,
      inLanguage: tag,
      hasBreadcrumb: crumbs.length > 0,
      extra: props.pageProperties,
    }),
    ...(crumbs.length > 0 ? [breadcrumbNode(siteUrl, url, crumbs)] : []),
    ...(props.jsonLd ?? []),
  ])

  return (
    <>
      <html lang={tag} />
      <title>{title}</title>
      <meta name="description" content={props.seo.description} />
      {props.seo.keywords && props.seo.keywords.length > 0 && <meta name="keywords" content={props.seo.keywords.join(", ")} />}
      <link rel="canonical" href={url} />
      {!props.noindex &&
        language.alternates.length > 1 &&
        [...language.alternates, { lang: "x-default", path: language.alternates.find((page) => page.lang === SOURCE_LANGUAGE)!.path }].map(
          (alternate) => (
            <link key={alternate.lang} rel="alternate" hrefLang={alternate.lang} href={absoluteUrl(siteUrl, alternate.path)} />
          ),
        )}
      {props.noindex && <meta name="robots" content="noindex" />}
      <meta name="theme-color" content="#0b4a63" />

      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.siteName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={props.seo.description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={ogLocale} />
      {language.alternates
        .filter((alternate) => alternate.lang !== language.lang)
        .map((alternate) => (
          <meta key={alternate.lang} property="og:locale:alternate" content={languageOf(alternate.lang).ogLocale} />
        ))}
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      {imageUrl && imageAlt && <meta property="og:image:alt" content={imageAlt} />}

      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={props.seo.description} />
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
      {imageUrl && imageAlt && <meta name="twitter:image:alt" content={imageAlt} />}

      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      {props.children}
    </>
  )
}

function toAbsolute(siteUrl: string, pathOrUrl: string | undefined): string | undefined {
  if (!pathOrUrl) return undefined
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl}`
}

/** The languages the site has pages in, as BCP 47 tags: those this page's switcher offers. */
function languageTags(language: PageLanguage): string[] {
  const codes = language.languageLinks.length > 0 ? language.languageLinks.map((link) => link.lang) : [language.lang]
  return codes.map((code) => languageOf(code).tag)
}
