import type { GatsbyBrowser, GatsbySSR } from "gatsby"
import "../styles/fonts.css"
import { Layout } from "../components/layout/Layout"

type WrapPage = GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"]

/**
 * Shared by gatsby-browser.tsx and gatsby-ssr.tsx so the server HTML and the hydrated page match.
 * The global styles and design tokens are not a component: the server writes them into the
 * <head> (src/styles/global-css.ts, src/render/on-render-body.tsx), so no component needs a ThemeProvider.
 */
export const wrapPageElement: WrapPage = ({ element, props }) => <Layout pagePath={props.location.pathname}>{element}</Layout>
