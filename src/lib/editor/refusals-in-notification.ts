import { BLOCKED_SAVE_NOTE } from "./decap-phrases"

/**
 * Decap's notification of a blocked save says one fixed phrase (decap-phrases.ts): it has no
 * place for what was refused (decap-cms-core actions/entries.js persistEntry dispatches the phrase's
 * key alone). So when that notification appears, the refusals shown beside the fields are listed
 * in it too, in the same words (field-refusals.ts), each once. `shown` gives them as they stand.
 * Decap has no hook for its notifications: the notification is found by that phrase, which
 * this script gives Decap, in react-toastify's toast (`.Toastify__toast`).
 */
export function listRefusalsInNotification(doc: Document, shown: () => readonly string[]): void {
  const addTo = (toast: Element) => {
    if (toast.querySelector(".refusals-in-notification") || !toast.textContent?.includes(BLOCKED_SAVE_NOTE)) return
    const refusals = [...new Set(shown())]
    if (refusals.length === 0) return
    const list = doc.createElement("ul")
    list.className = "refusals-in-notification"
    for (const refusal of refusals) {
      const item = doc.createElement("li")
      item.textContent = refusal
      list.append(item)
    }
    const body = toast.querySelector(".Toastify__toast-body") ?? toast
    body.append(list)
  }
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        if (!(node instanceof Element)) continue
        const toasts = node.matches(".Toastify__toast") ? [node] : Array.from(node.querySelectorAll(".Toastify__toast"))
        toasts.forEach(addTo)
      }
    }
  }).observe(doc.body, { childList: true, subtree: true })
}
