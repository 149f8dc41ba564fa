import { isValidElement, type ReactElement } from "react"
import type { GatsbySSR } from "gatsby"

/** The same text on every page, so one sha256 hash in the Content-Security-Policy covers it everywhere. */
export const PAGE_PATH_SCRIPT = `window.pagePath=document.currentScript.getAttribute("data-page-path")`

const GATSBY_PAGE_PATH_SCRIPT = /^\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/$/

/**
 * Gatsby writes `window.pagePath="/about"` as an inline script into every page, a different
 * text, and so a different CSP hash, per page: the policy would grow by one hash for each
 * page. This moves the path into a data attribute and keeps the script text constant. When
 * Gatsby's script looks different from what is expected, it is left alone (the build still
 * hashes it into the policy, only with one hash per page).
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getPostBodyComponents, replacePostBodyComponents }) => {
  replacePostBodyComponents(
    getPostBodyComponents().map((component) => {
      if (!isValidElement(component)) return component
      const element = component as ReactElement<{ id?: string; dangerouslySetInnerHTML?: { __html: string } }>
      if (element.props.id !== "gatsby-script-loader") return component
      const match = GATSBY_PAGE_PATH_SCRIPT.exec(element.props.dangerouslySetInnerHTML?.__html ?? "")
      if (!match) return component
      return (
        <script
          key={element.key ?? "script-loader"}
          id="gatsby-script-loader"
          data-page-path={JSON.parse(match[1]) as string}
          dangerouslySetInnerHTML={{ __html: PAGE_PATH_SCRIPT }}
        />
      )
    }),
  )
}
