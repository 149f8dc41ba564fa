/**
 * An image the site shows is not deleted. Decap's media library deletes a file with a generic
 * confirm that names none, and has no event before it: its "Delete selected" calls the backend's
 * `deleteFiles([path])` (decap-cms-core backend.ts `deleteMedia`). The setup script wraps that
 * method of the backends the editor uses, through Decap's backend registry (`CMS.getBackend`),
 * before Decap starts: a delete of an image the content names is refused with the forms and fields
 * that show it, in a dialog that stays (Decap's own notification goes after eight seconds).
 */
import type { EditorSettings } from "../shared/editor-settings"

/** The backends the editor's configuration uses: `github` on the host, `proxy` for `npm run cms` (Decap's local_backend). */
export const GUARDED_BACKENDS = ["github", "proxy"] as const

interface Backend {
  deleteFiles(paths: string[], commitMessage: string): Promise<unknown>
}

/** Decap's backend registry: `init` makes the backend Decap then uses for every read and write. */
export interface BackendRegistry {
  getBackend(name: string): { init: (...args: unknown[]) => Backend } | undefined
}

const UNDER_CONTENT = /^content\//

/** Why deleting these files is refused, or undefined when none is an image the content shows. */
export function refusalOfImageDelete(paths: readonly string[], images: EditorSettings["images"]): string | undefined {
  const refusals = paths.flatMap((path) => {
    const image = path.replace(UNDER_CONTENT, "")
    const uses = images.filter((use) => use.image === image)
    if (uses.length === 0) return []
    const name = image.slice(image.lastIndexOf("/") + 1)
    return [
      [
        `${name} is not deleted: the site shows it in ${uses.length === 1 ? "1 place" : `${uses.length} places`}. Choose another image there (or remove the image from that entry), publish, then delete ${name}:`,
        ...uses.map((use) => `- ${use.where}`),
      ].join("\n"),
    ]
  })
  return refusals.length === 0 ? undefined : refusals.join("\n\n")
}

/** Makes each guarded backend refuse to delete an image the content shows. */
export function keepImagesInUse(cms: BackendRegistry, images: EditorSettings["images"], alert: (message: string) => void): void {
  for (const name of GUARDED_BACKENDS) {
    const registered = cms.getBackend(name)
    if (!registered) continue
    const init = registered.init
    registered.init = (...args) => {
      const backend = init(...args)
      const deleteFiles = backend.deleteFiles.bind(backend)
      backend.deleteFiles = async (paths, commitMessage) => {
        const refusal = refusalOfImageDelete(paths, images)
        if (refusal) {
          alert(refusal)
          throw new Error(refusal)
        }
        return deleteFiles(paths, commitMessage)
      }
      return backend
    }
  }
}
