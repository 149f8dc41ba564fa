import fs from "node:fs"
import http, { type IncomingMessage, type Server, type ServerResponse } from "node:http"
import { createRequire } from "node:module"
import path from "node:path"
import { writeAdminAssets } from "../../src/lib/build-time/cms-admin-assets"
import { cmsConfig } from "../../src/lib/build-time/cms-config"
import { formatHeadersFile } from "../../src/lib/build-time/netlify-headers"
import { adminHeaders, adminPageHtml } from "../../src/lib/server/cms-admin-page"
import { serveStatic } from "./static-server"

const ROOT = path.resolve(__dirname, "../..")

// decap-server and express (its dependency) ship no types: the two calls used here, typed.
type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void
const load = createRequire(__filename)
const express = load("express") as () => RequestHandler
const { registerLocalFs } = load("decap-server/dist/middlewares") as {
  registerLocalFs(app: RequestHandler, options: { logLevel: string }): Promise<void>
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
}): Promise<CmsServers> {
  const { repoDir, adminDir, adminPort = 8082, apiPort = 8081, siteUrl = "http://127.0.0.1:8000" } = options
  writeAdminAssets(adminDir, {
    config: cmsConfig({ local: true, port: apiPort }),
    siteUrl,
    previewNote: "The page on the development site (it shows your change as soon as you publish):",
    root: ROOT,
    production: false,
    link: true,
  })
  // The page the host serves, with the same Content-Security-Policy (but for the local backend's address).
  fs.writeFileSync(path.join(adminDir, "index.html"), adminPageHtml(""))
  fs.writeFileSync(
    path.join(adminDir, "_headers"),
    formatHeadersFile([{ path: "/*", headers: adminHeaders([`http://127.0.0.1:${apiPort}`]) }]),
  )

  const api = await startLocalBackend(repoDir, apiPort, `http://127.0.0.1:${adminPort}`)
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
 */
async function startLocalBackend(repoDir: string, port: number, adminOrigin: string): Promise<Server> {
  process.env.GIT_REPO_DIRECTORY = repoDir
  process.env.ORIGIN = adminOrigin
  const app = express()
  await registerLocalFs(app, { logLevel: "warn" })
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
