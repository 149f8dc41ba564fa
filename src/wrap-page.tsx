import type { GatsbyBrowser, GatsbySSR } from "gatsby"
import { ThemeProvider } from "styled-components"
import "./styles/fonts.css"
import { Layout } from "./components/layout/Layout"
import { GlobalStyle } from "./styles/GlobalStyle"
import { theme } from "./styles/theme"

type WrapRoot = GatsbyBrowser["wrapRootElement"] & GatsbySSR["wrapRootElement"]
type WrapPage = GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"]

/** Shared by gatsby-browser.tsx and gatsby-ssr.tsx so the server HTML and the hydrated page match. */
export const wrapRootElement: WrapRoot = ({ element }) => <ThemeProvider theme={theme}>{element}</ThemeProvider>

/**
 * GlobalStyle renders here, not in wrapRootElement: this site's wrapRootElement wraps outside
 * gatsby-plugin-styled-components' StyleSheetManager, so global styles rendered there never
 * reached the server HTML and arrived only with hydration (body margin, type scale: a layout
 * shift of 0.16 on the home page).
 */
export const wrapPageElement: WrapPage = ({ element, props }) => (
  <>
    <GlobalStyle />
    <Layout pagePath={props.location.pathname}>{element}</Layout>
  </>
)
