import fs from "node:fs"
import http, { type IncomingMessage, type Server, type ServerResponse } from "node:http"
import { createRequire } from "node:module"
import path from "node:path"
import { writeAdminAssets } from "../../src/lib/build-time/cms-admin-assets"
import { editorConfig } from "../../src/lib/build-time/cms-config"
import { formatHeadersFile } from "../../src/lib/build-time/netlify-headers"
import { adminHeaders, adminPageHtml } from "../../src/lib/server/cms-admin-page"
import { serveStatic } from "./static-server"

const ROOT = path.resolve(__dirname, "../..")

// decap-server and express (its dependency) ship no types: the calls used here, typed.
type Next = () => void
type RequestHandler = (request: IncomingMessage & { body?: unknown }, response: ServerResponse, next?: Next) => void
type ExpressApp = RequestHandler & { use(handler: RequestHandler): void }
const load = createRequire(__filename)
const express = load("express") as (() => ExpressApp) & { json(options: { limit: string }): RequestHandler }
const { registerLocalFs, registerLocalGit } = load("decap-server/dist/middlewares") as {
  registerLocalFs(app: ExpressApp, options: { logLevel: string }): Promise<void>
  registerLocalGit(app: ExpressApp, options: { logLevel: string }): Promise<void>
}

/** The one folder the editor may read and write: the content files, images included. */
const EDITABLE_FOLDER = "content"

/**
 * Every path a request to decap-server's backend names, by action (the parameters its localFs and
 * localGit middlewares read). An unknown action names an impossible path, so it is refused.
 */
function pathsOfRequest(body: unknown): unknown[] {
  const { action, params = {} } = (body ?? {}) as { action?: unknown; params?: Record<string, unknown> }
  const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value])
  const field = (item: unknown, name: string) => (item && typeof item === "object" ? (item as Record<string, unknown>)[name] : undefined)
  switch (action) {
    // The git backend's drafts (the editorial workflow) are named by collection and entry, not by path.
    case "info":
    case "getDeployPreview":
    case "unpublishedEntries":
    case "unpublishedEntry":
    case "deleteUnpublishedEntry":
    case "updateUnpublishedEntryStatus":
    case "publishUnpublishedEntry":
      return []
    case "entriesByFolder":
      return [params.folder]
    case "entriesByFiles":
      return list(params.files).map((file) => field(file, "path"))
    case "unpublishedEntryDataFile":
    case "unpublishedEntryMediaFile":
    case "getEntry":
    case "getMediaFile":
    case "deleteFile":
      return [params.path]
    case "persistEntry":
      return [params.entry, ...list(params.dataFiles)]
        .flatMap((file) => [field(file, "path"), field(file, "newPath")])
        .filter((file) => file !== undefined)
        .concat(list(params.assets).map((asset) => field(asset, "path")))
    case "getMedia":
      return [params.mediaFolder]
    case "persistMedia":
      return [field(params.asset, "path")]
    case "deleteFiles":
      return list(params.paths)
    default:
      return [null]
  }
}

/** A relative path inside content/, written with forward slashes, that stays there. */
function isEditablePath(value: unknown): boolean {
  if (typeof value !== "string" || value.includes("\\") || value.includes("\0") || path.posix.isAbsolute(value)) return false
  const parts = path.posix.normalize(value).split("/")
  return parts[0] === EDITABLE_FOLDER && !parts.includes("..")
}

export interface CmsServers {
  adminUrl: string
  close(): Promise<void>
}

/**
 * Decap CMS on loopback with its local backend, no account needed: the admin page (its
 * configuration generated from the content schemas) and decap-server's file-system backend, which
 * reads and writes the JSON files under `repoDir`/content. Both listen on 127.0.0.1 only.
 */
export async function startCms(options: {
  repoDir: string
  adminDir: string
  adminPort?: number
  apiPort?: number
  /** Where the previews link: the development site that `npm run cms` starts. */
  siteUrl?: string
  /** The project whose content, pages and schemas make the editor's forms (the tests give one with their own reviewers). */
  root?: string
  /**
   * Each change a draft, published once approved, as on the host: decap-server's git backend keeps
   * the drafts as branches of `repoDir`, a git repository whose branch is "main". It checks branches
   * out and commits whatever the working copy holds, so it is for a scratch repository only (the tests').
   */
  workflow?: boolean
}): Promise<CmsServers> {
  const { repoDir, adminDir, adminPort = 8082, apiPort = 8081, siteUrl = "http://127.0.0.1:8000", root = ROOT, workflow = false } = options
  writeAdminAssets(adminDir, {
    config: editorConfig({ local: true, port: apiPort, workflow }, root),
    siteUrl,
    previewNote: "The page on the development site (it shows your change as soon as you publish):",
    root,
    production: false,
    link: true,
  })
  // The page the host serves, with the same Content-Security-Policy (but for the local backend's address).
  fs.writeFileSync(path.join(adminDir, "index.html"), adminPageHtml(""))
  fs.writeFileSync(
    path.join(adminDir, "_headers"),
    formatHeadersFile([{ path: "/*", headers: adminHeaders([`http://127.0.0.1:${apiPort}`]) }]),
  )

  const api = await startLocalBackend(repoDir, apiPort, `http://127.0.0.1:${adminPort}`, workflow)
  const admin = await serveStatic(adminDir, { port: adminPort, withHeaders: true })
  return {
    adminUrl: `${admin.url}/index.html`,
    close: async () => {
      await new Promise<void>((done) => api.close(() => done()))
      await admin.close()
    },
  }
}

/**
 * decap-server's file-system backend (its express middleware) behind a server of our own on
 * loopback that answers only requests addressed to 127.0.0.1, so a web page whose
 * name is rebound to this machine is refused; by CORS only the admin page's origin may call it.
 * Any process on this machine can still call it, so it may touch content/ alone: every path a
 * request names must lie inside content/ (403 otherwise; decap-server itself refuses a path whose
 * real location, symbolic links followed, leaves its root), so no request reaches the project's
 * code, its git hooks or its .env.
 */
async function startLocalBackend(repoDir: string, port: number, adminOrigin: string, workflow: boolean): Promise<Server> {
  process.env.GIT_REPO_DIRECTORY = repoDir
  process.env.ORIGIN = adminOrigin
  const app = express()
  app.use(express.json({ limit: "50mb" }))
  app.use((request, response, next) => {
    // The CORS preflight carries no action; decap-server answers every action with a POST.
    const refused = request.method === "POST" ? pathsOfRequest(request.body).filter((file) => !isEditablePath(file)) : []
    if (refused.length === 0) return next!()
    response
      .writeHead(403, { "content-type": "application/json" })
      .end(JSON.stringify({ error: `The editor may change only files under ${EDITABLE_FOLDER}/.` }))
  })
  await (workflow ? registerLocalGit : registerLocalFs)(app, { logLevel: "warn" })
  const server = http.createServer((request, response) => {
    if (request.headers.host === `127.0.0.1:${port}`) return app(request, response)
    response
      .writeHead(403, { "content-type": "application/json" })
      .end(JSON.stringify({ error: "This editor's backend answers only on 127.0.0.1." }))
  })
  return new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, "127.0.0.1", () => resolve(server))
  })
}
