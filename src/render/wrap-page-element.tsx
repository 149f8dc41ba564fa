import type { GatsbyBrowser, GatsbySSR } from "gatsby"
import "../styles/fonts.css"
import { Layout } from "../components/layout/Layout"
import { SiteContentProvider } from "../hooks/useSiteContent"

type WrapPage = GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"]

/**
 * Shared by gatsby-browser.tsx and gatsby-ssr.tsx so the server HTML and the hydrated page match.
 * The layout's words come from the page's own query (its ...LayoutContent) and its language from
 * its context (gatsby/on-create-page.ts, gatsby/create-pages.ts).
 * The global styles and design tokens are not a component: the server writes them into the
 * <head> (src/styles/global-css.ts, src/render/on-render-body.tsx), so no component needs a ThemeProvider.
 */
export const wrapPageElement: WrapPage = ({ element, props }) => (
  <SiteContentProvider data={props.data} language={props.pageContext}>
    <Layout pagePath={props.location.pathname}>{element}</Layout>
  </SiteContentProvider>
)
