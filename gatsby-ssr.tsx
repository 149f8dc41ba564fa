// One module per Gatsby server-rendering API, in src/render/, each named for the API it implements.
export { onRenderBody } from "./src/render/on-render-body"
export { replaceRenderer } from "./src/render/replace-renderer"
export { onPreRenderHTML } from "./src/render/on-pre-render-html"
export { wrapPageElement } from "./src/render/wrap-page-element"
