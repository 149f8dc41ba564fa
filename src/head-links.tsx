import type { GatsbySSR } from "gatsby"
import path from "node:path"
import { hydrationPreloads, isPageDataForPreload } from "./lib/build/hydration-preloads"
import { pageLoadsScripts } from "./render-body"

/**
 * Links every page's <head> needs: the icon (without it browsers ask for /favicon.ico, which does
 * not exist, and log a 404). The two font files are not preloaded: with font-display: optional a
 * font that arrives after the first paint is not used on that page, and on a slow phone the
 * preloads shared the link with the hero image and the scripts. Without them, in real Chromium
 * under Lighthouse's mobile throttling (median of 5), the first paint came 0.08 s earlier and the
 * treatment hero 0.15 s earlier (docs/performance.md); the fonts still load and are cached for the
 * next page, and the fallback face is metric-matched (src/styles/fonts.css), so nothing moves.
 *
 * A page that loads Gatsby's scripts also preloads what the runtime fetches next (its page data
 * and component chunks, src/lib/build/hydration-preloads.ts), so they travel with the scripts
 * instead of two round trips after them.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents, pathname, loadPageDataSync }) => {
  const pageData = loadPageDataSync(pathname)
  const preloads =
    pageLoadsScripts(pathname) && isPageDataForPreload(pageData)
      ? hydrationPreloads(path.join(process.cwd(), "public"), pathname, pageData)
      : []
  setHeadComponents([
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
