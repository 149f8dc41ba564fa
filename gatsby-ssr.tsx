import type { GatsbySSR } from "gatsby"
import { onRenderBody, putGlobalStylesFirst } from "./src/head-links"
import { leaveOutUnneededScripts, replaceRenderer } from "./src/render-body"

export { wrapPageElement } from "./src/wrap-page"
export { onRenderBody, replaceRenderer }

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = (args) => {
  putGlobalStylesFirst(args)
  leaveOutUnneededScripts(args)
}
