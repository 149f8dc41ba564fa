export { wrapPageElement } from "./src/wrap-page"
export { onRenderBody } from "./src/head-links"
export { onPreRenderHTML, replaceRenderer } from "./src/render-body"
