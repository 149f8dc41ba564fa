export { wrapPageElement } from "./src/render/wrap-page-element"
