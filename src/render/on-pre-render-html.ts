import type { GatsbySSR, PreRenderHTMLArgs } from "gatsby"
import { isValidElement } from "react"
import { GLOBAL_STYLES_KEY } from "./on-render-body"
import { takeScriptlessPage } from "./scriptless-pages"

/**
 * Moves the global styles before the first other <style> of the head (the plugins' run first and
 * add styled-components' rules), so a component's rule wins over a global one of equal weight.
 */
function putGlobalStylesFirst({ getHeadComponents, replaceHeadComponents }: PreRenderHTMLArgs): void {
  const components = getHeadComponents()
  const globalStyles = components.find((component) => isValidElement(component) && component.key === GLOBAL_STYLES_KEY)
  if (!globalStyles) return
  const rest = components.filter((component) => component !== globalStyles)
  const firstStyle = rest.findIndex((component) => isValidElement(component) && component.type === "style")
  const at = firstStyle === -1 ? rest.length : firstStyle
  replaceHeadComponents([...rest.slice(0, at), globalStyles, ...rest.slice(at)])
}

/**
 * A page with no form and no widget is sent as HTML and CSS only: the components after the body,
 * which here are only Gatsby's scripts (the site adds none; one a plugin added later would be left
 * out too), are left out. A slow phone then neither downloads nor runs the framework to show a page
 * that works the same without it; its links load the next page. A page reached by a link from a
 * page with scripts is rendered by React as usual.
 */
function leaveOutUnneededScripts({ pathname, replacePostBodyComponents }: PreRenderHTMLArgs): void {
  if (takeScriptlessPage(pathname)) replacePostBodyComponents([])
}

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = (args) => {
  putGlobalStylesFirst(args)
  leaveOutUnneededScripts(args)
}
