import { render, type RenderOptions } from "@testing-library/react"
import type { ComponentType, ReactElement, ReactNode } from "react"
import { SiteContentProvider } from "../../src/hooks/useSiteContent"
import { ENGLISH_PAGE, type PageLanguage } from "../../src/lib/shared/page-language"
import { siteContentQueryResult } from "./site-content"

/**
 * Renders inside the layout's content and language, as every page is (src/render/wrap-page-element.tsx):
 * the layout's words from the fixtures, in English unless `language` says otherwise.
 */
export function renderWithSite(ui: ReactElement, options?: RenderOptions & { language?: PageLanguage; data?: unknown }) {
  const { language = ENGLISH_PAGE, data = siteContentQueryResult, ...renderOptions } = options ?? {}
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <SiteContentProvider data={data} language={language}>
      {children}
    </SiteContentProvider>
  )
  return render(ui, { wrapper: Wrapper, ...renderOptions })
}

/**
 * The props Gatsby passes a page (or its Head) that the site reads: the page query's data (with
 * the layout's content every page query spreads), the location and the page's language. The
 * test's data stands in for the query result, so it is not checked against its type.
 */
export function pageProps<P>(_page: ComponentType<P>, data: unknown, pathname: string, language: PageLanguage = ENGLISH_PAGE): P {
  return { data: withLayoutContent(data), location: { pathname }, pageContext: language } as unknown as P
}

/** A page's data with the layout's content, merged field by field as GraphQL merges two selections of one field. */
function withLayoutContent(data: unknown): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...siteContentQueryResult }
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const layout = merged[key]
    merged[key] = layout && value && typeof layout === "object" && typeof value === "object" ? { ...layout, ...value } : value
  }
  return merged
}

/** `element` inside the layout's content and language, for rendering to markup (a Head) outside renderWithSite. */
export function withSite(
  element: ReactElement,
  { data = siteContentQueryResult, language = ENGLISH_PAGE }: { data?: unknown; language?: PageLanguage } = {},
) {
  return (
    <SiteContentProvider data={data} language={language}>
      {element}
    </SiteContentProvider>
  )
}

export * from "@testing-library/react"
export { navigation, shared, site } from "./site-content"
