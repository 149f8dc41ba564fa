import fs from "node:fs"
import http, { type IncomingMessage, type Server, type ServerResponse } from "node:http"
import { createRequire } from "node:module"
import path from "node:path"
import { cmsConfig } from "../../src/lib/build/cms-config"
import { COLLECTIONS } from "../../src/lib/build/collections"
import { serveStatic } from "./static-server"

const ROOT = path.resolve(__dirname, "../..")

// decap-server and express (its dependency) ship no types: the two calls used here, typed.
type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void
const load = createRequire(__filename)
const express = load("express") as () => RequestHandler
const { registerLocalFs } = load("decap-server/dist/middlewares") as {
  registerLocalFs(app: RequestHandler, options: { logLevel: string }): Promise<void>
}

/**
 * The editor's page: Decap's prebuilt bundle (its own React, not the site's) reading config.yml
 * beside it, and its preview of a treatment or document: a link to the page on the development
 * site, since the site's components are built for the site's React and do not render inside
 * Decap's.
 */
const adminHtml = (siteUrl: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Content editor</title>
  </head>
  <body>
    <script src="dist/decap-cms.js"></script>
    <script>
      // Decap saves a cleared optional field as "" or [] and an untouched optional object as {};
      // the content schemas want it left out. A patient count written in digits is saved as a
      // number, which the launch guard requires of a real figure.
      function isEmpty(value) {
        return value === "" || value === null || value === undefined || (typeof value === "object" && value.size === 0)
      }
      function clean(value, key) {
        if (key === "patients" && typeof value === "string" && /^\\d+$/.test(value.trim())) return Number(value.trim())
        if (value && typeof value === "object" && typeof value.map === "function" && typeof value.size === "number") {
          return value.map(clean).filter((child) => !isEmpty(child))
        }
        return value
      }
      // Decap would keep a renamed page in its old file, which the content check refuses.
      function refuseRename(entry) {
        const slug = entry.getIn(["data", "slug"])
        if (!entry.get("newRecord") && slug !== undefined && slug !== entry.get("slug")) {
          throw new Error("The address (slug) of an existing page cannot be changed here: create a new page with the new slug, then delete this one.")
        }
      }
      const SITE = ${JSON.stringify(siteUrl)}
      const ROUTES = ${JSON.stringify(Object.fromEntries(COLLECTIONS.map(({ folder, route }) => [folder, route("{slug}")])))}
      for (const [collection, route] of Object.entries(ROUTES)) {
        CMS.registerPreviewTemplate(collection, ({ entry, widgetFor }) => {
          const url = SITE + route.replace("{slug}", entry.getIn(["data", "slug"]) || "")
          return h(
            "div",
            { style: { fontFamily: "system-ui, sans-serif", padding: "1rem" } },
            h("p", null, "The page as the site shows it (the development site reloads it after you publish): "),
            h("p", null, h("a", { href: url, target: "_blank", rel: "noopener" }, url)),
            h("h1", null, entry.getIn(["data", "title"])),
            widgetFor("intro"),
          )
        })
      }
      CMS.registerEventListener({
        name: "preSave",
        handler: ({ entry }) => {
          refuseRename(entry)
          return clean(entry.get("data"))
        },
      })
    </script>
  </body>
</html>
`

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
  fs.rmSync(adminDir, { recursive: true, force: true })
  fs.mkdirSync(adminDir, { recursive: true })
  fs.writeFileSync(path.join(adminDir, "index.html"), adminHtml(siteUrl))
  // JSON is YAML: Decap reads config.yml.
  fs.writeFileSync(path.join(adminDir, "config.yml"), `${JSON.stringify(cmsConfig({ localBackendPort: apiPort }), null, 2)}\n`)
  fs.symlinkSync(path.join(ROOT, "node_modules/decap-cms/dist"), path.join(adminDir, "dist"))

  const api = await startLocalBackend(repoDir, apiPort, `http://127.0.0.1:${adminPort}`)
  const admin = await serveStatic(adminDir, { port: adminPort })
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
