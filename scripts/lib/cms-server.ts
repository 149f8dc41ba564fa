import fs from "node:fs"
import http, { type IncomingMessage, type Server, type ServerResponse } from "node:http"
import { createRequire } from "node:module"
import path from "node:path"
import { writeAdminAssets } from "../../src/lib/build-time/editor/editor-assets"
import { editorConfig } from "../../src/lib/build-time/editor/editor-config"
import { loadSiteContent } from "../../src/lib/build-time/content/content-snapshot"
import { formatHeadersFile } from "../../src/lib/build-time/hosting/netlify-headers"
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

/** A request to decap-server's backend, unchecked: its action and the action's parameters. */
type BackendRequest = { action?: unknown; params?: Record<string, unknown> }

function requestOf(body: unknown): BackendRequest {
  return (body ?? {}) as BackendRequest
}

/**
 * Every path a request to decap-server's backend names, by action (the parameters its localFs and
 * localGit middlewares read). An unknown action names an impossible path, so it is refused.
 */
function pathsOfRequest(body: unknown): unknown[] {
  const { action, params = {} } = requestOf(body)
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

/** A relative path inside content/, written with forward slashes, that stays there as written. */
function isEditablePath(value: unknown): value is string {
  if (typeof value !== "string" || value.includes("\\") || value.includes("\0") || path.posix.isAbsolute(value)) return false
  const parts = path.posix.normalize(value).split("/")
  return parts[0] === EDITABLE_FOLDER && !parts.includes("..")
}

/**
 * Where a path really leads, symbolic links followed: the real location of its nearest part that
 * exists, with the parts still to be made after it. Undefined for a link that leads nowhere.
 */
async function realLocation(file: string): Promise<string | undefined> {
  const missing: string[] = []
  for (let existing = file; ; existing = path.dirname(existing)) {
    const exists = await fs.promises.lstat(existing).then(
      () => true,
      () => false,
    )
    if (exists)
      return fs.promises.realpath(existing).then(
        (real) => path.join(real, ...missing),
        () => undefined,
      )
    if (path.dirname(existing) === existing) return undefined
    missing.unshift(path.basename(existing))
  }
}

const isInside = (folder: string, file: string) => {
  const relative = path.relative(folder, file)
  return relative === "" || (!relative.startsWith(`..${path.sep}`) && relative !== ".." && !path.isAbsolute(relative))
}

/**
 * Why a request must be refused, or undefined: a path that is not written inside content/, or that
 * really leads out of it through a symbolic link (content/ and the image folder under it hold the
 * only files the editor may touch); a folder to list that holds such a link (its target would be
 * read as an entry or an image); an entry moved to another folder (decap-server moves every file
 * of the entry's folder with it: one request could move the whole of content/).
 */
async function refusal(repoDir: string, body: unknown): Promise<string | undefined> {
  const files = pathsOfRequest(body)
  if (!files.every(isEditablePath)) return `The editor may change only files under ${EDITABLE_FOLDER}/.`
  // Where content/ really is (a project may keep it elsewhere, linked); made of its parts that exist when it does not yet.
  const content = (await realLocation(path.join(repoDir, EDITABLE_FOLDER))) ?? path.join(repoDir, EDITABLE_FOLDER)
  for (const file of files) {
    const real = await realLocation(path.join(repoDir, file))
    if (!real || !isInside(content, real))
      return `${file} leads out of ${EDITABLE_FOLDER}/ through a symbolic link: the editor does not follow it.`
  }
  const { action, params = {} } = requestOf(body)
  const listed =
    action === "entriesByFolder"
      ? { folder: params.folder, depth: Number(params.depth) || 1 }
      : action === "getMedia"
        ? { folder: params.mediaFolder, depth: 1 }
        : undefined
  if (listed) {
    const link = await linkLeadingOut(path.join(repoDir, String(listed.folder)), listed.depth, content)
    if (link) return `${path.relative(repoDir, link)} is a symbolic link out of ${EDITABLE_FOLDER}/: remove it to list its folder.`
  }
  if (action === "persistEntry") {
    const moved = [params.entry, ...(Array.isArray(params.dataFiles) ? params.dataFiles : [])].find((file) => {
      const { path: from, newPath: to } = (file ?? {}) as { path?: unknown; newPath?: unknown }
      return (
        typeof to === "string" &&
        typeof from === "string" &&
        path.posix.dirname(path.posix.normalize(to)) !== path.posix.dirname(path.posix.normalize(from))
      )
    })
    if (moved)
      return "The editor may rename an entry within its folder, not move it to another: the files of its folder would move with it."
  }
  return undefined
}

/** A symbolic link, among the entries a listing of `folder` to `depth` levels would name, whose target lies outside `inside`. */
async function linkLeadingOut(folder: string, depth: number, inside: string): Promise<string | undefined> {
  if (depth <= 0) return undefined
  const entries = await fs.promises.readdir(folder, { withFileTypes: true }).catch(() => [])
  for (const entry of entries) {
    const file = path.join(folder, entry.name)
    if (entry.isSymbolicLink()) {
      const real = await realLocation(file)
      if (!real || !isInside(inside, real)) return file
    } else if (entry.isDirectory()) {
      const found = await linkLeadingOut(file, depth - 1, inside)
      if (found) return found
    }
  }
  return undefined
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
  const content = loadSiteContent(root, {})
  writeAdminAssets(adminDir, {
    config: editorConfig({ local: true, port: apiPort, workflow }, content),
    siteUrl,
    previewNote: "The page on the development site (it shows your change as soon as you publish):",
    root,
    content,
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
 * request names must lie inside content/, as written and where it really leads, symbolic links
 * followed (403 otherwise, `refusal`; decap-server itself only keeps paths inside the project), so
 * no request reaches the project's code, its git hooks or its .env.
 */
async function startLocalBackend(repoDir: string, port: number, adminOrigin: string, workflow: boolean): Promise<Server> {
  process.env.GIT_REPO_DIRECTORY = repoDir
  process.env.ORIGIN = adminOrigin
  const app = express()
  app.use(express.json({ limit: "50mb" }))
  app.use((request, response, next) => {
    // The CORS preflight carries no action; decap-server answers every action with a POST.
    if (request.method !== "POST") return next!()
    refusal(repoDir, request.body).then(
      (error) => (error ? response.writeHead(403, { "content-type": "application/json" }).end(JSON.stringify({ error })) : next!()),
      () =>
        response.writeHead(403, { "content-type": "application/json" }).end(JSON.stringify({ error: "The path could not be checked." })),
    )
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
