import type { GatsbySSR } from "gatsby"
import type { ReactElement } from "react"
import { renderToString } from "react-dom/server"

/**
 * Renders each page's body in one piece, through Gatsby's public replaceRenderer API. Gatsby's
 * default, React 18's renderToPipeableStream, fills 2,048-byte chunks and, when a character of
 * several bytes (“ ” – é) does not fit at the end of one, still writes the whole chunk, unfilled
 * bytes included: a NUL (U+0000) in the page (facebook/react#31134, fixed only in React 19). Where
 * it lands moves with every edit of the copy; the W3C checker rejects it. Nothing on these pages
 * suspends while rendering, so the markup is otherwise the same (Suspense boundaries included).
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString }) => {
  replaceBodyHTMLString(renderToString(bodyComponent as ReactElement))
}
