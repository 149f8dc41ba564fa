export interface StaticServer {
  url: string
  close(): Promise<void>
}
export function serveStatic(root: string, options?: { port?: number; withHeaders?: boolean }): Promise<StaticServer>
export function resolveFile(root: string, urlPath: string): string | undefined
