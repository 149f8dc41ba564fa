/**
 * The editor's page preview, a bundle of its own (src/lib/build-time/editor/preview-bundle.ts):
 * React 18, styled-components and the site's pages, with the site's content as the editor's files
 * were built. The editor's setup script loads it when a page's preview is first shown
 * (src/lib/editor/page-preview.ts) and calls `render` with a node inside Decap's preview frame at
 * every change of the form: a React 18 root of its own there (Decap's React is another), the
 * styles written into the frame's <head>.
 */
import { createRoot, type Root } from "react-dom/client"
import { StyleSheetManager } from "styled-components"
import {
  pagePreviewOf,
  PAGE_PREVIEW_GLOBAL,
  type PagePreviewContent,
  type PagePreviewRenderer,
  type PageWithPreview,
} from "../shared/content/page-preview"
import { PAGE_PREVIEW_STYLES } from "../shared/addresses"
import { languageOf, languageOfContentPath } from "../shared/languages"
import { globalCss } from "../../styles/global-css"
import { imageData, PLACEHOLDER_IMAGE } from "./image-data"
import { PageOfEntry } from "./PageOfEntry"
import { PreviewProblem } from "./PreviewProblem"

declare const __PAGE_PREVIEW_CONTENT__: PagePreviewContent

const roots = new WeakMap<HTMLElement, Root>()
const prepared = new WeakSet<Document>()

/**
 * The frame's document as a page of the site has it: the global styles and the web font. Links
 * lead nowhere and forms send nothing (a preview is not browsed, and a consultation request sent
 * from it would reach the clinic), and an image that does not load (one Decap cannot find
 * from a new entry's form) shows the neutral placeholder.
 */
function prepare(frame: Document, stylesUrl: string) {
  if (prepared.has(frame)) return
  prepared.add(frame)
  const style = frame.createElement("style")
  style.textContent = globalCss
  const fonts = frame.createElement("link")
  fonts.rel = "stylesheet"
  fonts.href = stylesUrl
  frame.head.append(style, fonts)
  frame.addEventListener("click", (event) => {
    // The frame's elements are of the frame's window, not of this script's: no instanceof.
    if ((event.target as Element | null)?.closest?.("a[href]")) event.preventDefault()
  })
  // Before the page's own handlers, which React listens for at its root, below the document.
  frame.addEventListener(
    "submit",
    (event) => {
      event.preventDefault()
      event.stopPropagation()
    },
    true,
  )
  frame.addEventListener(
    "error",
    (event) => {
      const image = event.target as HTMLImageElement
      if (image.tagName === "IMG" && image.src !== PLACEHOLDER_IMAGE) {
        image.srcset = ""
        image.src = PLACEHOLDER_IMAGE
      }
    },
    true,
  )
}

const stylesUrl = new URL(
  PAGE_PREVIEW_STYLES,
  document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : location.href,
).href

const renderer: PagePreviewRenderer = {
  render(node, request) {
    const frame = node.ownerDocument
    prepare(frame, stylesUrl)
    let element
    try {
      // Decap finds an image in the entry's own media folder (getAsset), and asks its backend for any
      // other path: only the entry's own images are asked for; the others' show the placeholder.
      const own = languageOfContentPath(request.path).source
      const preview = pagePreviewOf(__PAGE_PREVIEW_CONTENT__, request, (path, file) =>
        imageData(typeof path === "string" && file === own ? request.imageUrl(path) : undefined),
      )
      if (preview) frame.documentElement.lang = languageOf(preview.pageContext.lang).tag
      element = preview ? (
        <PageOfEntry preview={preview} />
      ) : (
        <PreviewProblem text="This form is not one page of the site: its changes show on every page once published." />
      )
    } catch {
      element = <PreviewProblem />
    }
    const root = roots.get(node) ?? createRoot(node)
    roots.set(node, root)
    root.render(<StyleSheetManager target={frame.head}>{element}</StyleSheetManager>)
  },
}

const editorPage: PageWithPreview = window
editorPage[PAGE_PREVIEW_GLOBAL] = renderer
