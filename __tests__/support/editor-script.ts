import vm from "node:vm"

type Handler = (event: { entry: unknown }) => unknown

/**
 * The editor's setup script (src/lib/editor/setup.ts, as the build bundles it) run as the editor's
 * page runs it after Decap's bundle, against a stand-in for Decap's `CMS` global: what it registers
 * (previews, save and delete hooks) and the configuration it starts Decap with.
 */
export function runEditorScript(script: string): {
  previews: string[]
  handlers: Record<string, Handler>
  config: Record<string, unknown>
  /** Deletes files through Decap's local backend as the script leaves it; what reached the backend is in `deleted`. */
  deleteFiles: (paths: string[]) => Promise<unknown>
  deleted: string[][]
} {
  const previews: string[] = []
  const handlers: Record<string, Handler> = {}
  let config: Record<string, unknown> | undefined
  const deleted: string[][] = []
  const proxy = { init: () => ({ deleteFiles: async (paths: string[]) => void deleted.push(paths) }) }
  const CMS = {
    // Decap's backend registry, holding the local editor's backend, which records what it deletes.
    getBackend: (name: string) => (name === "proxy" ? proxy : undefined),
    registerPreviewTemplate: (name: string) => previews.push(name),
    registerEventListener: (listener: { name: string; handler: Handler }) => (handlers[listener.name] = listener.handler),
    init: (options: { config: Record<string, unknown> }) => (config = options.config),
  }
  vm.runInNewContext(script, { URL, TextEncoder, h: () => null, CMS })
  if (!config) throw new Error("The editor's setup script did not start Decap")
  return { previews, handlers, config, deleteFiles: (paths) => proxy.init().deleteFiles(paths), deleted }
}
