import type { GatsbySSR } from "gatsby"
import { hydrationPreloads, isPageDataForPreload } from "./hydration-preloads"
import { pageLoadsScripts } from "./scriptless-pages"
import { globalCss } from "../styles/global-css"

export const GLOBAL_STYLES_KEY = "global-css"

/**
 * What every page's <head> needs besides its Head export:
 * - the global styles and design tokens (src/styles/global-css.ts), written by the server only;
 * - the icon (without it browsers ask for /favicon.ico, which does not exist, and log a 404);
 * - on a page that loads Gatsby's scripts, preloads of what the runtime fetches next (its page data
 *   and component chunks, src/render/hydration-preloads.ts), so they travel with the scripts
 *   instead of two round trips after them. `gatsby develop` has neither the chunk list nor
 *   loadPageDataSync and gets none.
 *
 * The font files are not preloaded: with font-display: optional a font that arrives after the
 * first paint is not used on that page, and on a slow phone the preloads competed with the hero
 * image and the scripts (docs/performance.md). The fallback face is metric-matched, so nothing moves.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents, pathname, loadPageDataSync }) => {
  const chunks = typeof __COMPONENT_CHUNK_FILES__ === "undefined" ? undefined : __COMPONENT_CHUNK_FILES__
  const pageData = chunks && typeof loadPageDataSync === "function" && pageLoadsScripts(pathname) ? loadPageDataSync(pathname) : undefined
  const preloads = chunks && pageData && isPageDataForPreload(pageData) ? hydrationPreloads(chunks, pathname, pageData) : []
  setHeadComponents([
    <style key={GLOBAL_STYLES_KEY} dangerouslySetInnerHTML={{ __html: globalCss }} />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    ...preloads.map(({ href, as }) =>
      as === "fetch" ? (
        <link key={href} rel="preload" href={href} as="fetch" crossOrigin="anonymous" />
      ) : (
        <link key={href} rel="preload" href={href} as="script" />
      ),
    ),
  ])
}
