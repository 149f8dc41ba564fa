import type { GatsbySSR, PreRenderHTMLArgs } from "gatsby"
import { isValidElement } from "react"
import { hydrationPreloads, isPageDataForPreload } from "./lib/build/hydration-preloads"
import { pageLoadsScripts } from "./render-body"
import { globalCss } from "./styles/global-css"

const GLOBAL_STYLES_KEY = "global-css"

/**
 * What every page's <head> needs besides its Head export:
 * - the global styles and design tokens (src/styles/global-css.ts), written by the server only;
 * - the icon (without it browsers ask for /favicon.ico, which does not exist, and log a 404);
 * - on a page that loads Gatsby's scripts, preloads of what the runtime fetches next (its page data
 *   and component chunks, src/lib/build/hydration-preloads.ts), so they travel with the scripts
 *   instead of two round trips after them. `gatsby develop` has neither the chunk list nor
 *   loadPageDataSync and gets none.
 *
 * The two font files are not preloaded: with font-display: optional a font that arrives after the
 * first paint is not used on that page, and on a slow phone the preloads shared the link with the
 * hero image and the scripts. Without them, in real Chromium under Lighthouse's mobile throttling
 * (median of 5), the first paint came 0.08 s earlier and the treatment hero 0.15 s earlier
 * (docs/performance.md); the fonts still load and are cached for the next page, and the fallback
 * face is metric-matched (src/styles/fonts.css), so nothing moves.
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

/**
 * Moves the global styles before the first other <style> of the head (the plugins' run first and
 * add styled-components' rules), so a component's rule wins over a global one of equal weight.
 */
export function putGlobalStylesFirst({ getHeadComponents, replaceHeadComponents }: PreRenderHTMLArgs): void {
  const components = getHeadComponents()
  const globalStyles = components.find((component) => isValidElement(component) && component.key === GLOBAL_STYLES_KEY)
  if (!globalStyles) return
  const rest = components.filter((component) => component !== globalStyles)
  const firstStyle = rest.findIndex((component) => isValidElement(component) && component.type === "style")
  const at = firstStyle === -1 ? rest.length : firstStyle
  replaceHeadComponents([...rest.slice(0, at), globalStyles, ...rest.slice(at)])
}
