import { render, type RenderOptions } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import type { ReactElement } from "react"
import { ThemeProvider } from "styled-components"
import { theme } from "../../src/styles/theme"
import { siteContentQueryResult } from "./site-content"

/** Renders inside the site's theme, with the site's static query answered from content/. */
export function renderWithSite(ui: ReactElement, options?: RenderOptions) {
  jest.mocked(useStaticQuery).mockReturnValue(siteContentQueryResult)
  return render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>, options)
}

export * from "@testing-library/react"
export { navigation, shared, site } from "./site-content"
