import type { GatsbySSR, PreRenderHTMLArgs } from "gatsby"
import type { ReactElement } from "react"
import { renderToString } from "react-dom/server"
import { HydrationRequiredContext } from "./hooks/useRequiresHydration"

/** Pages rendered by this process that need no script, until their HTML is written. */
const pagesWithoutScripts = new Set<string>()

/**
 * Renders each page's body in one piece, through Gatsby's public replaceRenderer API. Gatsby's
 * default, React 18's renderToPipeableStream, fills 2,048-byte chunks and, when a character of
 * several bytes (“ ” – é) does not fit at the end of one, still writes the whole chunk, unfilled
 * bytes included: a NUL (U+0000) in the page (facebook/react#31134, fixed only in React 19). Where
 * it lands moves with every edit of the copy; the W3C checker rejects it. Nothing on these pages
 * suspends while rendering, so the markup is otherwise the same (Suspense boundaries included).
 *
 * While rendering, it notes whether any component needs React in the browser
 * (useRequiresHydration).
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString, pathname }) => {
  let required = false
  const noteRequired = () => {
    required = true
  }
  replaceBodyHTMLString(
    renderToString(
      <HydrationRequiredContext.Provider value={noteRequired}>{bodyComponent as ReactElement}</HydrationRequiredContext.Provider>,
    ),
  )
  if (required) pagesWithoutScripts.delete(pathname)
  else pagesWithoutScripts.add(pathname)
}

/** Whether the page being rendered keeps Gatsby's scripts (asked between replaceRenderer and onPreRenderHTML). */
export function pageLoadsScripts(pathname: string): boolean {
  return !pagesWithoutScripts.has(pathname)
}

/**
 * A page with no form and no widget is sent as HTML and CSS only: the components after the body,
 * which here are only Gatsby's scripts (the site adds none; one a plugin added later would be left
 * out too), are left out through the public onPreRenderHTML API. A slow phone then neither downloads nor runs about 87 KB (gzip) of
 * JavaScript to show a page that works the same without it; its links load the next page.
 * A page reached by a link from a page with scripts is rendered by React as usual.
 */
export function leaveOutUnneededScripts({ pathname, replacePostBodyComponents }: PreRenderHTMLArgs): void {
  if (!pagesWithoutScripts.delete(pathname)) return
  replacePostBodyComponents([])
}
