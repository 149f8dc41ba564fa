import { PAGE_PREVIEW_SCRIPT } from "../shared/addresses"
import { collectionFile } from "../shared/content/model/collections"
import {
  PAGE_PREVIEW_GLOBAL,
  type PagePreviewRenderer,
  type PagePreviewRequest,
  type PageWithPreview,
} from "../shared/content/page-preview"
import { PREVIEW_OPEN_CLASS, PREVIEW_TOGGLE_CLASS, PREVIEW_TOGGLE_WORDS } from "../shared/preview-toggle"
import type { EditorSettings } from "../shared/editor-settings"
import { renderTranslationPreview, type CreateElement } from "./translation-preview"

/** The part of Decap's entry (Immutable.js) and preview props this module reads. */
interface EntryData {
  get(key: string): unknown
  getIn(path: readonly string[]): unknown
}
interface PreviewProps {
  entry: EntryData
  getAsset(path: string): unknown
}
interface PreviewRegistry {
  registerPreviewTemplate(name: string, render: (props: PreviewProps) => unknown): void
}

/** The file an entry is saved to, under content/ ("treatments/knee.json", "es/pages/faq.json"): a new page's is named for its slug. */
function contentPathOf(entry: EntryData): string {
  const path = entry.get("path")
  return path
    ? String(path).replace(/^content\//, "")
    : collectionFile(String(entry.get("collection")), String(entry.getIn(["data", "slug"]) ?? ""))
}

/** The entry's form data as plain JSON (Decap holds it in Immutable.js). */
function formData(entry: EntryData): unknown {
  const data = entry.get("data") as { toJS?: () => unknown } | undefined
  return data?.toJS ? data.toJS() : data
}

/**
 * The page preview of every form whose file is a page of the site (a treatment, a compliance
 * document, a page file, and each one's translation): the page drawn by the site's own components
 * and styles inside Decap's preview frame, from the form as it stands (src/lib/editor-preview/,
 * a bundle of its own, loaded the first time a preview is shown). A translation's preview keeps,
 * below the page, its texts beside the English (translation-preview.ts). Site-wide files (site,
 * navigation, shared words, forms' copy) keep Decap's plain preview: they change every page.
 */
export function registerPagePreviews(cms: PreviewRegistry, h: CreateElement, settings: EditorSettings): void {
  const loader = typeof document === "undefined" ? undefined : pagePreviewLoader(document)
  for (const name of Object.keys(settings.routes)) {
    cms.registerPreviewTemplate(name, (props) => {
      const request: PagePreviewRequest = {
        path: contentPathOf(props.entry),
        data: formData(props.entry),
        imageUrl: (path) => (path ? String(props.getAsset(path)) : undefined),
      }
      const page = h("div", { className: "page-preview", ref: (node: HTMLElement | null) => node && loader?.show(node, request) })
      if (!(name in settings.translations)) return page
      return h("div", null, page, renderTranslationPreview(h, settings, name, request.data as Record<string, unknown>))
    })
  }
}

/**
 * Draws previews with the preview's bundle, loaded into the editor's page on the first preview
 * that is on the screen; one hidden by the phone's layout waits until the staff open it (its
 * button, made here when a page's preview is first asked for).
 */
function pagePreviewLoader(page: Document) {
  const source = page.currentScript instanceof HTMLScriptElement ? page.currentScript.src : page.location.href
  let renderer: Promise<PagePreviewRenderer> | undefined
  const waiting = new Map<HTMLElement, PagePreviewRequest>()
  const load = () =>
    (renderer ??= new Promise((resolve, reject) => {
      const script = page.createElement("script")
      script.src = new URL(PAGE_PREVIEW_SCRIPT, source).href
      script.onload = () => {
        const loaded = (page.defaultView as PageWithPreview | null)?.[PAGE_PREVIEW_GLOBAL]
        if (loaded) resolve(loaded)
        else reject(new Error(`The page preview (${script.src}) loaded but drew nothing`))
      }
      script.onerror = () => reject(new Error(`The page preview (${script.src}) did not load`))
      page.head.append(script)
    }))
  const draw = (node: HTMLElement, request: PagePreviewRequest) => {
    if (!node.firstChild) node.textContent = "Loading the page…"
    load().then(
      (loaded) => loaded.render(node, request),
      (error: Error) => (node.textContent = error.message),
    )
  }
  const drawWaiting = () => {
    for (const [node, request] of waiting) if (node.isConnected && isShown(node)) draw(node, request)
    waiting.clear()
  }
  const toggle = previewToggle(page, drawWaiting)
  return {
    show(node: HTMLElement, request: PagePreviewRequest) {
      toggle.hidden = false
      if (isShown(node)) draw(node, request)
      else waiting.set(node, request)
    },
  }
}

/** Whether the preview frame holding `node` is laid out (the phone's layout hides it until asked). */
function isShown(node: HTMLElement): boolean {
  const frame = node.ownerDocument.defaultView?.frameElement
  return !frame || frame.getClientRects().length > 0
}

/**
 * The phone's "Preview the page" button: shows the preview in place of the form (the page's
 * stylesheet, PHONE_LAYOUT, does the showing from the class on <body>) and turns into "Back to the
 * form". Leaving the entry shows the form again, and hides the button until the next page's preview.
 */
function previewToggle(page: Document, onOpen: () => void): HTMLButtonElement {
  const button = page.createElement("button")
  button.type = "button"
  button.className = PREVIEW_TOGGLE_CLASS
  button.hidden = true
  const set = (open: boolean) => {
    page.body.classList.toggle(PREVIEW_OPEN_CLASS, open)
    button.textContent = open ? PREVIEW_TOGGLE_WORDS.close : PREVIEW_TOGGLE_WORDS.open
    button.setAttribute("aria-pressed", String(open))
  }
  set(false)
  button.addEventListener("click", () => {
    set(!page.body.classList.contains(PREVIEW_OPEN_CLASS))
    page.defaultView?.scrollTo(0, 0)
    // The frame is laid out at the next frame.
    page.defaultView?.requestAnimationFrame(onOpen)
  })
  page.defaultView?.addEventListener("hashchange", () => {
    set(false)
    button.hidden = true
  })
  page.body.append(button)
  return button
}
