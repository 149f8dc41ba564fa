import { spawn } from "node:child_process"
import fs from "node:fs"
import net from "node:net"
import path from "node:path"
import { cmsConfig } from "../../src/lib/build/cms-config"
import { serveStatic } from "./static-server"

const ROOT = path.resolve(__dirname, "../..")

/** The editor's page: Decap's prebuilt bundle (its own React, not the site's) reading config.yml beside it. */
const ADMIN_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Content editor</title>
  </head>
  <body>
    <script src="dist/decap-cms.js"></script>
  </body>
</html>
`

export interface CmsServers {
  adminUrl: string
  close(): Promise<void>
}

/**
 * Decap CMS on loopback with its local backend, no account needed: the admin page (its
 * configuration generated from the content schemas) and decap-server, which reads and writes
 * the JSON files under `repoDir`/content. Both listen on 127.0.0.1 only.
 */
export async function startCms(options: { repoDir: string; adminDir: string; adminPort?: number; apiPort?: number }): Promise<CmsServers> {
  const { repoDir, adminDir, adminPort = 8082, apiPort = 8081 } = options
  fs.rmSync(adminDir, { recursive: true, force: true })
  fs.mkdirSync(adminDir, { recursive: true })
  fs.writeFileSync(path.join(adminDir, "index.html"), ADMIN_HTML)
  // JSON is YAML: Decap reads config.yml.
  fs.writeFileSync(path.join(adminDir, "config.yml"), `${JSON.stringify(cmsConfig({ localBackendPort: apiPort }), null, 2)}\n`)
  fs.symlinkSync(path.join(ROOT, "node_modules/decap-cms/dist"), path.join(adminDir, "dist"))

  const api = spawn(process.execPath, [path.join(ROOT, "node_modules/decap-server/dist/index.js")], {
    env: { ...process.env, PORT: String(apiPort), BIND_HOST: "127.0.0.1", MODE: "fs", GIT_REPO_DIRECTORY: repoDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "inherit", "inherit"],
  })
  await waitForPort(apiPort)
  const admin = await serveStatic(adminDir, { port: adminPort })
  return {
    adminUrl: `${admin.url}/index.html`,
    close: async () => {
      api.kill()
      await admin.close()
    },
  }
}

async function waitForPort(port: number, timeoutMs = 15_000): Promise<void> {
  const started = Date.now()
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1")
      socket.once("connect", () => resolve(socket.end() !== undefined))
      socket.once("error", () => resolve(false))
    })
    if (open) return
    if (Date.now() - started > timeoutMs) throw new Error(`decap-server did not listen on 127.0.0.1:${port}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
