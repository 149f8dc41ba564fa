import { render, type RenderOptions } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import type { ReactElement } from "react"
import { siteContentQueryResult } from "./site-content"

/** Renders with the site's static query answered from content/. */
export function renderWithSite(ui: ReactElement, options?: RenderOptions) {
  jest.mocked(useStaticQuery).mockReturnValue(siteContentQueryResult)
  return render(ui, options)
}

export * from "@testing-library/react"
export { navigation, shared, site } from "./site-content"
