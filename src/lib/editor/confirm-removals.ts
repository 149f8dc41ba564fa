/**
 * Removing a list item that holds other items (an FAQ topic with its questions, a section with its
 * entries, a footer group with its links) asks first, naming what would go: one tap on Decap's "×"
 * removed a topic and its questions, with no undo. Removing an item that holds none asks nothing.
 *
 * Decap has no event before a list item is removed (decap-cms-widget-list ListControl.js
 * `handleRemove` runs on the button's click). This script listens for clicks on the whole window,
 * in the capture phase, so it hears a click on an item's remove button (the last element of its top
 * bar, ListItemTopBar.js, named by control-names.ts) before Decap's React does, and stops the click
 * when the staff cancel. The nested items are counted from the form as drawn: Decap draws every
 * item of a list, a collapsed one too (only hidden), each with its own top bar.
 */
import { LIST_ITEM_TOP_BAR, labelOfField } from "./control-names"

/** The list item a top bar belongs to: the bar's parent (ListControl.js). */
const itemOfTopBar = (topBar: Element): Element | null => topBar.parentElement

/** The list item `element` is in (the nearest element with a list item's top bar as a child), if any. */
function enclosingItem(element: Element, within: Element): Element | null {
  for (let node = element.parentElement; node && node !== within; node = node.parentElement) {
    if (Array.from(node.children).some((child) => child.matches(LIST_ITEM_TOP_BAR))) return node
  }
  return null
}

/** The lists directly inside `item` (not inside one of its own items), each with its label and the number of its items. */
function nestedItems(item: Element): Array<{ list: string; count: number }> {
  const counts = new Map<Element, number>()
  for (const topBar of Array.from(item.querySelectorAll(LIST_ITEM_TOP_BAR))) {
    const nested = itemOfTopBar(topBar)
    if (!nested || nested === item || enclosingItem(nested, item) !== null) continue
    const listField = nested.parentElement?.closest("[id]")
    if (!listField || !item.contains(listField)) continue
    counts.set(listField, (counts.get(listField) ?? 0) + 1)
  }
  return Array.from(counts, ([listField, count]) => ({ list: labelOfField(listField) ?? "a list", count }))
}

/** The question asked before removing an item that holds others, or undefined when it holds none. */
export function removalQuestion(removeButton: Element): string | undefined {
  const topBar = removeButton.parentElement
  if (!topBar?.matches(LIST_ITEM_TOP_BAR) || removeButton !== topBar.lastElementChild) return undefined
  const item = itemOfTopBar(topBar)
  if (!item) return undefined
  const nested = nestedItems(item).filter(({ count }) => count > 0)
  if (nested.length === 0) return undefined
  const parts = nested.map(({ list, count }) => `${count} ${count === 1 ? "item" : "items"} of ${list}`)
  const held = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`
  const total = nested.reduce((sum, { count }) => sum + count, 0)
  const name = removeButton.getAttribute("aria-label")?.trim() || "Remove this item"
  return `${name}? Its ${held} ${total === 1 ? "goes" : "go"} with it.`
}

/**
 * Asks `confirm` before every removal of an item that holds others in `view`'s editor, and stops
 * the removal when the staff cancel. The browser's own dialog: Enter confirms, Escape cancels, and
 * the focus comes back to the remove button.
 */
export function confirmNestedRemovals(
  view: Window,
  confirm: (question: string) => boolean = (question) => view.confirm(question),
): {
  stop(): void
} {
  const listener = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.("button")
    if (!button) return
    const question = removalQuestion(button)
    if (question === undefined || confirm(question)) return
    event.preventDefault()
    event.stopImmediatePropagation()
  }
  view.addEventListener("click", listener, true)
  return { stop: () => view.removeEventListener("click", listener, true) }
}
