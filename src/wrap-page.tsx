import type { GatsbyBrowser, GatsbySSR } from "gatsby"
import "./styles/fonts.css"
import { Layout } from "./components/layout/Layout"
import { GlobalStyle } from "./styles/GlobalStyle"

type WrapPage = GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"]

/**
 * Shared by gatsby-browser.tsx and gatsby-ssr.tsx so the server HTML and the hydrated page match.
 * GlobalStyle renders here, not in wrapRootElement: wrapRootElement wraps outside
 * gatsby-plugin-styled-components' StyleSheetManager, so global styles rendered there never
 * reached the server HTML and arrived only with hydration (body margin, type scale: a layout
 * shift of 0.16 on the home page). The design tokens are CSS custom properties that GlobalStyle
 * declares (src/styles/theme.ts), so no component needs a ThemeProvider.
 */
export const wrapPageElement: WrapPage = ({ element, props }) => (
  <>
    <GlobalStyle />
    <Layout pagePath={props.location.pathname}>{element}</Layout>
  </>
)
