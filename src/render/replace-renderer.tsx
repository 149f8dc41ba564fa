import type { GatsbySSR } from "gatsby"
import type { ReactElement } from "react"
import { renderToString } from "react-dom/server"
import { HydrationRequiredContext } from "../hooks/useRequiresHydration"
import { recordPage } from "./scriptless-pages"

/**
 * Renders each page's body in one piece. Gatsby's default, React 18's renderToPipeableStream,
 * fills 2,048-byte chunks and, when a character of several bytes (“ ” – é) does not fit at the end
 * of one, still writes the whole chunk, unfilled bytes included: a NUL (U+0000) in the page
 * (facebook/react#31134, fixed only in React 19), which the W3C checker rejects. Nothing on these
 * pages suspends while rendering, so the markup is otherwise the same (Suspense boundaries included).
 *
 * While rendering, it notes whether any component needs React in the browser (useRequiresHydration).
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
  recordPage(pathname, required)
}
