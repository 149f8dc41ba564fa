import type { Store } from "gatsby"

/** The project's folder, from Gatsby's state. */
export function projectRoot(store: Store): string {
  return (store.getState() as { program: { directory: string } }).program.directory
}
