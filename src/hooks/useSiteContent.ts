import type { HeadProps } from "gatsby"
import { createContext, createElement, useContext, type ComponentType, type ReactNode } from "react"
import { ENGLISH_PAGE, isPageLanguage, type PageLanguage } from "../lib/shared/page-language"

type LayoutData = Queries.LayoutContentFragment

function siteContentOf(data: LayoutData, language: PageLanguage) {
  const site = data.siteJson
  const shared = data.sharedJson
  const navigation = data.navigationJson
  if (!site || !shared || !navigation) {
    throw new Error(`The page's query has no layout content in "${language.lang}": spread ...LayoutContent in it and give it $lang`)
  }
  return {
    siteUrl: data.site!.siteMetadata!.siteUrl!,
    buildYear: Number(data.site!.buildTime),
    site,
    navigation,
    shared,
    language,
    /** The physician's credentials, one line each, as every page that states them shows them (src/lib/build-time/content/composed-fields.ts). */
    physicianCredentials: site.physicianCredentialLines,
  }
}

export type SiteContent = ReturnType<typeof siteContentOf>

const SiteContentContext = createContext<SiteContent | undefined>(undefined)

/**
 * Gives the components below it the page's layout content and language: the layout (from the
 * page's data and context, src/render/wrap-page-element.tsx) and each Head (withSiteContent).
 */
export function SiteContentProvider({ data, language, children }: { data: unknown; language?: unknown; children: ReactNode }) {
  const value = siteContentOf(data as LayoutData, isPageLanguage(language) ? language : ENGLISH_PAGE)
  return createElement(SiteContentContext.Provider, { value }, children)
}

/** The page's layout content and language (see SiteContentProvider). */
export function useSiteContent(): SiteContent {
  const content = useContext(SiteContentContext)
  if (!content) throw new Error("useSiteContent: no SiteContentProvider above this component")
  return content
}

/** A page's Head with the page's layout content and language around it, as the page itself has them. */
export function withSiteContent<Data, Context = object>(Head: ComponentType<HeadProps<Data, Context>>) {
  return function HeadWithSiteContent(props: HeadProps<Data, Context>) {
    return createElement(SiteContentProvider, {
      data: props.data,
      language: props.pageContext,
      children: createElement(Head, props),
    })
  }
}
