import { createContext, useContext } from "react"

/**
 * Called by a component that needs React in the browser. Provided only while the server renders
 * a page (src/render/replace-renderer.tsx); absent in the browser.
 */
export const HydrationRequiredContext = createContext<(() => void) | null>(null)

/**
 * Declares that this component needs React in the browser: a form that validates and sends, a
 * carousel's or tabs' controls, a scroll-spy. A page that renders none of them is sent without
 * Gatsby's scripts (src/render/replace-renderer.tsx): its links, menu and disclosures are plain HTML and work
 * without them. Enhancements a page can do without (Escape closing the menu) do not call this.
 */
export function useRequiresHydration(): void {
  const noteRequired = useContext(HydrationRequiredContext)
  noteRequired?.()
}
