import { render, type RenderOptions } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import type { ComponentType, ReactElement } from "react"
import { ThemeProvider } from "styled-components"
import { theme } from "../../src/styles/theme"
import { siteContentQueryResult } from "./site-content"

/** Renders inside the site's theme, with the site's static query answered from content/. */
export function renderWithSite(ui: ReactElement, options?: RenderOptions) {
  jest.mocked(useStaticQuery).mockReturnValue(siteContentQueryResult)
  return render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>, options)
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
