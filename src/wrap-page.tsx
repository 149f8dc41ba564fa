import type { GatsbyBrowser, GatsbySSR } from "gatsby"
import { ThemeProvider } from "styled-components"
import "@fontsource/atkinson-hyperlegible/latin-400.css"
import "@fontsource/atkinson-hyperlegible/latin-700.css"
import { Layout } from "./components/layout/Layout"
import { GlobalStyle } from "./styles/GlobalStyle"
import { theme } from "./styles/theme"

type WrapRoot = GatsbyBrowser["wrapRootElement"] & GatsbySSR["wrapRootElement"]
type WrapPage = GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"]

/** Shared by gatsby-browser.tsx and gatsby-ssr.tsx so the server HTML and the hydrated page match. */
export const wrapRootElement: WrapRoot = ({ element }) => (
  <ThemeProvider theme={theme}>
    <GlobalStyle />
    {element}
  </ThemeProvider>
)

export const wrapPageElement: WrapPage = ({ element, props }) => (
  <Layout pagePath={props.location.pathname}>{element}</Layout>
)
