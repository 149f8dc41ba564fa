/** @jest-environment node */
import fs from "node:fs"
import http from "node:http"
import os from "node:os"
import path from "node:path"
import vm from "node:vm"
import { startCms, type CmsServers } from "../scripts/lib/cms-server"

const API_PORT = 9781 + Number(process.env.JEST_WORKER_ID ?? 0) * 10

function post(host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port: API_PORT, path: "/api/v1", method: "POST", headers: { host, "content-type": "application/json" } },
      (response) => {
        let body = ""
        response.on("data", (chunk) => (body += chunk))
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }))
      },
    )
    request.on("error", reject)
    request.end(JSON.stringify({ action: "info" }))
  })
}

describe("the content editor's local backend (npm run cms)", () => {
  let dir: string
  let cms: CmsServers

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-server-"))
    cms = await startCms({ repoDir: dir, adminDir: path.join(dir, "admin"), adminPort: API_PORT + 1, apiPort: API_PORT })
  })
  afterAll(async () => {
    await cms.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it("answers requests addressed to this machine", async () => {
    expect(await post(`127.0.0.1:${API_PORT}`)).toMatchObject({ status: 200, body: expect.stringContaining("local_fs") })
  })

  it("refuses a request addressed to another name (a web page rebinding its name to 127.0.0.1)", async () => {
    expect((await post(`attacker.example:${API_PORT}`)).status).toBe(403)
  })

  it("serves the editor's page as the host does: noindex, the editor's own policy allowing only the local backend beside the page's origin", async () => {
    const response = await fetch(cms.adminUrl)
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow")
    const csp = response.headers.get("content-security-policy") ?? ""
    expect(csp).toContain(`connect-src 'self' http://127.0.0.1:${API_PORT};`)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(await response.text()).toContain('<script src="/decap-cms.js"></script>')
    const config = JSON.parse(await (await fetch(new URL("/config.yml", cms.adminUrl))).text())
    expect(config.local_backend.url).toBe(`http://127.0.0.1:${API_PORT}/api/v1`)
  })

  it("serves a setup script that parses, and the content check bundled for the browser, which refuses what the build refuses", async () => {
    const setup = await (await fetch(new URL("/cms-setup.js", cms.adminUrl))).text()
    expect(() => new vm.Script(setup)).not.toThrow()
    const bundle = await (await fetch(new URL("/content-check.js", cms.adminUrl))).text()
    const browser: { ClinicContentCheck?: { checkEditedFile(file: string, data: unknown): string } } = {}
    vm.runInNewContext(`${bundle}; this.ClinicContentCheck = ClinicContentCheck`, browser)
    const faq = JSON.parse(fs.readFileSync(path.join(__dirname, "../content/pages/faq.json"), "utf8"))
    expect(browser.ClinicContentCheck!.checkEditedFile("pages/faq.json", faq)).toBe("")
    const withFigure = { ...faq, intro: "90% of our patients improve." }
    expect(browser.ClinicContentCheck!.checkEditedFile("pages/faq.json", withFigure)).toContain(
      'content/pages/faq.json: field "(file)" quotes the outcome figure "90%" without its evidence',
    )
  })
})
