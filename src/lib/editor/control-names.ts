/**
 * Accessible names for the controls Decap CMS draws without one in its entry form, and for
 * its preview frame and media library thumbnails (at the end of this file).
 *
 * Each item of a list field has a top bar of three icon-only controls: a <button> that collapses
 * or expands the item, a `role="button"` drag handle (dnd-kit's) and a <button> that removes the
 * item (decap-cms-ui-default ListItemTopBar.js). Decap gives none of them a name, and neither its
 * configuration nor its locale phrases reach them: a screen reader announces "button" 42 times on
 * the Site form. This script names them after the list's label and the item's summary ("Item 3 of
 * Footer groups: Patient resources"), gives the collapse toggle `aria-expanded`, and keeps both
 * current as the staff edit, collapse and reorder.
 *
 * It never changes a control that has a name of its own (text, aria-label, aria-labelledby or
 * title: Decap's list headers, its Add and Publish buttons, ...), only those it named itself, which
 * it marks with NAMED_BY_SCRIPT. Like the phone stylesheet (src/lib/server/cms-admin-page.ts) it
 * finds Decap's elements by the component names in their generated class names
 * (`css-1x2y3z-NestedObjectLabel`), so a Decap update may change them: `e2e/cms.spec.ts` runs axe
 * on the Site and a treatment form and fails on any unnamed control.
 */

/** The editor's form, the one region watched (decap-cms-core EditorInterface.js). */
const FORM_REGION = '[class*="-ControlPaneContainer"]'
/** Marks a name this script gave, which it may update; it never touches any other. */
const NAMED_BY_SCRIPT = "data-name-by-editor-setup"

/** A list item's top bar: its toggle, drag handle and remove button, the last of its elements. */
export const LIST_ITEM_TOP_BAR = '[class*="ListItemTopBar"]'
const ITEM_SUMMARY = '[class*="-NestedObjectLabel"]'

/** Whether Decap (or anyone but this script) gave the control a name. */
function hasOwnName(control: Element): boolean {
  if (control.hasAttribute(NAMED_BY_SCRIPT)) return false
  return Boolean(
    control.getAttribute("aria-label")?.trim() ||
    control.getAttribute("aria-labelledby")?.trim() ||
    control.getAttribute("title")?.trim() ||
    control.textContent?.trim() ||
    control.querySelector("img[alt]:not([alt=''])"),
  )
}

/** A field's label as the form shows it, without Decap's " (optional)" (a nested span). */
export function labelOfField(field: Element): string | undefined {
  const id = field.id
  if (!id) return undefined
  const label = field.ownerDocument.querySelector(`label[for="${CSS.escape(id)}"]`)
  if (!label) return undefined
  const own = Array.from(label.childNodes)
    .filter((node) => node.nodeType === node.TEXT_NODE)
    .map((node) => node.textContent)
    .join("")
    .trim()
  return own || label.textContent?.trim() || undefined
}

/** What a control of a list item's top bar does, and to which item; undefined for any other control. */
function listItemControlName(control: Element): { name: string; expanded?: boolean } | undefined {
  const topBar = control.parentElement
  if (!topBar?.matches(LIST_ITEM_TOP_BAR)) return undefined
  const item = topBar.parentElement
  const items = item?.parentElement
  if (!item || !items) return undefined
  const position = Array.from(items.children).indexOf(item) + 1
  const listField = items.closest("[id]")
  const list = (listField && labelOfField(listField)) ?? "the list"
  const summaryElement = Array.from(item.children).find((child) => child.matches(ITEM_SUMMARY))
  const summary = summaryElement?.textContent?.trim()
  const itemName = `item ${position} of ${list}${summary ? `: ${summary}` : ""}`

  if (control.getAttribute("role") === "button") return { name: `Drag to move ${itemName}` }
  if (control.tagName !== "BUTTON") return undefined
  // The remove button is the bar's last element; the toggle, when there is one, its first.
  if (control === topBar.lastElementChild) return { name: `Remove ${itemName}` }
  if (control === topBar.firstElementChild) {
    // Decap shows the item's summary in place of its fields while the item is collapsed.
    const view = topBar.ownerDocument.defaultView
    const collapsed = summaryElement !== undefined && view?.getComputedStyle(summaryElement).display !== "none"
    return { name: `${itemName[0].toUpperCase()}${itemName.slice(1)}`, expanded: !collapsed }
  }
  return undefined
}

/**
 * Names every unnamed control of Decap's list items in `region`, or renews the names this script
 * gave there; returns how many attributes it changed (none when all are current).
 */
export function nameUnnamedControls(region: ParentNode): number {
  let changes = 0
  const set = (element: Element, attribute: string, value: string) => {
    if (element.getAttribute(attribute) === value) return
    element.setAttribute(attribute, value)
    changes++
  }
  for (const control of Array.from(region.querySelectorAll('button, [role="button"]'))) {
    if (hasOwnName(control)) continue
    const described = listItemControlName(control)
    if (!described) continue
    set(control, NAMED_BY_SCRIPT, "")
    set(control, "aria-label", described.name)
    if (described.expanded !== undefined) set(control, "aria-expanded", String(described.expanded))
  }
  return changes
}

/** Runs a callback at the window's next frame (or soon, where it draws none). */
function nextFrameIn(view: Window & typeof globalThis): (callback: () => void) => void {
  return (callback) => (view.requestAnimationFrame ?? ((run: () => void) => view.setTimeout(run, 16)))(callback)
}

/**
 * Keeps the controls of the editor's form named while the page lives. Only the form region is
 * observed (its elements, texts and classes, which change as items collapse), and each burst of
 * changes is handled once, at the next frame. Until a form is open (and when Decap replaces it, as
 * after each publish), the page's root is watched for its elements alone, to find the form.
 */
export function keepControlsNamed(doc: Document): { stop(): void } {
  const view = doc.defaultView!
  const nextFrame = nextFrameIn(view)
  let region: Element | null = null
  let scheduled = false

  const inRegion = new view.MutationObserver(() => schedule())
  const lookout = new view.MutationObserver(() => schedule())

  function schedule() {
    if (scheduled) return
    scheduled = true
    nextFrame(() => {
      scheduled = false
      update()
    })
  }

  function update() {
    if (region && !region.isConnected) {
      inRegion.disconnect()
      region = null
    }
    if (!region) {
      region = doc.querySelector(FORM_REGION)
      if (!region) {
        lookout.observe(doc.body, { childList: true, subtree: true })
        return
      }
      lookout.disconnect()
      inRegion.observe(region, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ["class"] })
      // Decap replaces the form (after a publish, or on opening another entry) higher up the tree:
      // the form's ancestors' own children tell when it leaves.
      for (let ancestor = region.parentElement; ancestor; ancestor = ancestor.parentElement) {
        inRegion.observe(ancestor, { childList: true })
      }
    }
    nameUnnamedControls(region)
  }

  update()
  return {
    stop() {
      inRegion.disconnect()
      lookout.disconnect()
    },
  }
}

/** The entry's preview beside the form (decap-cms-core EditorPreviewPane.js): an iframe without a title. */
const PREVIEW_FRAME = 'iframe[class*="-PreviewPaneFrame"]'
const PREVIEW_FRAME_TITLE = "Preview of this entry"
/** A media library card (decap-cms-core MediaLibraryCard.js): a thumbnail without alt, in a wrapper beside the file's name. */
const MEDIA_THUMBNAIL = 'img[class*="-CardImage"]'
const MEDIA_FILE_NAME = '[class*="-CardText"]'

/**
 * Names Decap's preview frame and the media library's thumbnails (each after the file name its card
 * shows) in `root`, or renews the names this script gave there; returns how many it changed. An
 * iframe with a title or an image with an alt of its own is left as it is.
 */
export function nameFramesAndThumbnails(root: ParentNode): number {
  let changes = 0
  const name = (element: Element, attribute: "title" | "alt", value: string) => {
    if (element.hasAttribute(attribute) && !element.hasAttribute(NAMED_BY_SCRIPT)) return
    if (element.getAttribute(attribute) === value) return
    element.setAttribute(NAMED_BY_SCRIPT, "")
    element.setAttribute(attribute, value)
    changes++
  }
  for (const frame of Array.from(root.querySelectorAll(PREVIEW_FRAME))) name(frame, "title", PREVIEW_FRAME_TITLE)
  for (const thumbnail of Array.from(root.querySelectorAll(MEDIA_THUMBNAIL))) {
    const fileName = thumbnail.parentElement?.parentElement?.querySelector(MEDIA_FILE_NAME)?.textContent?.trim()
    if (fileName) name(thumbnail, "alt", fileName)
  }
  return changes
}

/**
 * Keeps the preview frame and the media library's thumbnails named while the page lives. The media
 * library opens in a dialog outside the form, and a card draws its thumbnail only once the image's
 * address has loaded, so the whole page is watched for added elements, changed texts and images'
 * new `src`, each burst handled once, at the next frame. The preview's own document is not watched.
 */
export function keepFramesAndThumbnailsNamed(doc: Document): { stop(): void } {
  const view = doc.defaultView!
  const nextFrame = nextFrameIn(view)
  let scheduled = false
  const observer = new view.MutationObserver(() => {
    if (scheduled) return
    scheduled = true
    nextFrame(() => {
      scheduled = false
      nameFramesAndThumbnails(doc)
    })
  })
  observer.observe(doc.body, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ["src"] })
  nameFramesAndThumbnails(doc)
  return { stop: () => observer.disconnect() }
}
