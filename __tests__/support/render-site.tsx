import { render, type RenderOptions } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import type { ComponentType, ReactElement } from "react"
import { siteContentQueryResult } from "./site-content"

/** Renders with the site's static query answered from content/. */
export function renderWithSite(ui: ReactElement, options?: RenderOptions) {
  jest.mocked(useStaticQuery).mockReturnValue(siteContentQueryResult)
  return render(ui, options)
}

/**
 * The props Gatsby passes a page (or its Head) that the site reads: the page query's data and the
 * location. The test's data stands in for the query result, so it is not checked against its type.
 */
export function pageProps<P>(_page: ComponentType<P>, data: unknown, pathname: string): P {
  return { data, location: { pathname } } as unknown as P
}

export * from "@testing-library/react"
export { navigation, shared, site } from "./site-content"
