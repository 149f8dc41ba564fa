/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { hostEvent, loadDeployedFunctions, responseText, type HostResponse } from "../../scripts/lib/deployed-function"
import { htmlPages } from "../../src/lib/build-time/hosting/built-pages"
import { editorConfig } from "../../src/lib/build-time/editor/editor-config"
import { loadSiteContent } from "../../src/lib/build-time/content/content-snapshot"
import { headersFor, readHeadersFile } from "../../src/lib/build-time/hosting/netlify-headers"
import { ADMIN_PAGE_PATH, ADMIN_PATH, ADMIN_SETUP_SCRIPT, DECAP_BUNDLE, DECAP_MANUAL_INIT_SCRIPT } from "../../src/lib/shared/addresses"
import { editorBranch, editorRepository } from "../../src/lib/shared/editor-repository"
import { runEditorScript } from "../support/editor-script"

/**
 * The content editor as the build deploys it: the redirect from /admin, the function that serves
 * its page with the editor's own Content-Security-Policy, and its files under /admin/, which no
 * page of the site loads. scripts/test.sh builds with a stand-in repository (CMS_GITHUB_REPO).
 */
const ROOT = path.join(__dirname, "..", "..")
const PUBLIC = path.join(ROOT, "public")
const REPOSITORY = editorRepository(process.env)
const BRANCH = editorBranch(process.env)
if (!REPOSITORY) throw new Error("Build and run these tests with CMS_GITHUB_REPO set (scripts/test.sh does), or the editor is not deployed")

const deployed = loadDeployedFunctions(ROOT)
afterAll(() => deployed.cleanUp())
const adminFunction = deployed.functions.find((fn) => fn.includedFiles.some((file) => file.endsWith("/admin.js")))!
const header = (response: HostResponse, name: string) => response.multiValueHeaders?.[name]?.join(", ")
// On the host the repository is known only while the site builds: the function must carry it.
const get = () => {
  delete process.env.CMS_GITHUB_REPO
  delete process.env.REPOSITORY_URL
  return adminFunction.invoke(hostEvent({ method: "GET", path: ADMIN_PAGE_PATH, headers: { accept: "text/html" } }))
}

describe("the content editor on the host", () => {
  it("sends the staff from /admin to the editor's page", () => {
    const rules = fs
      .readFileSync(path.join(PUBLIC, "_redirects"), "utf8")
      .split("\n")
      .map((line) => line.trim().split(/\s+/))
    expect(rules).toContainEqual([ADMIN_PATH, ADMIN_PAGE_PATH, "302!"])
    expect(rules).toContainEqual([ADMIN_PAGE_PATH, "/.netlify/functions/admin-js", "200"])
  })

  it("serves the page with the editor's own policy (which lets Decap compile its validators and reach GitHub), never indexed", async () => {
    const response = await get()
    expect(response.statusCode).toBe(200)
    const csp = header(response, "content-security-policy")!
    expect(csp).toContain("script-src 'self' 'unsafe-eval';")
    expect(csp).toContain("connect-src 'self' blob: https://api.github.com;")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(header(response, "x-robots-tag")).toBe("noindex, nofollow")
    expect(header(response, "content-type")).toBe("text/html; charset=utf-8")
    // No inline script: the policy allows none.
    expect(responseText(response)).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/)
  })

  it("loads only files the build wrote under /admin/, and the configuration commits to the build's repository", async () => {
    const html = responseText(await get())
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1])
    // The flag that keeps Decap from starting by itself, Decap's bundle, and the site's setup script
    // (the content check and the configuration inside), in that order.
    expect(assets).toEqual([
      `${ADMIN_PATH}/${DECAP_MANUAL_INIT_SCRIPT}`,
      `${ADMIN_PATH}/${DECAP_BUNDLE}`,
      `${ADMIN_PATH}/${ADMIN_SETUP_SCRIPT}`,
    ])
    for (const asset of assets) {
      expect(asset.startsWith(`${ADMIN_PATH}/`)).toBe(true)
      expect(fs.existsSync(path.join(PUBLIC, asset))).toBe(true)
    }
    const { config } = runEditorScript(fs.readFileSync(path.join(PUBLIC, ADMIN_PATH, ADMIN_SETUP_SCRIPT), "utf8"))
    expect(config.backend).toEqual({ name: "github", repo: REPOSITORY, branch: BRANCH, preview_context: "deploy/netlify" })
    // Each change a draft, with its deploy preview, published once its reviewers approve it (docs/review.md).
    expect(config.publish_mode).toBe("editorial_workflow")
    expect(config.local_backend).toBeUndefined()
    expect(config.load_config_file).toBe(false)
    expect(config.collections).toEqual(editorConfig({ local: true, port: 0 }, loadSiteContent(ROOT, {})).collections)
  })

  it("answers only GET and HEAD", async () => {
    const response = await adminFunction.invoke(hostEvent({ method: "POST", path: ADMIN_PAGE_PATH, body: "x" }))
    expect(response.statusCode).toBe(405)
  })

  it("leaves every page of the site without the editor: no page refers to /admin/, and the site's policy is unchanged for them", () => {
    const rules = readHeadersFile(path.join(PUBLIC, "_headers"))
    const siteCsp = headersFor(rules, "/")["content-security-policy"]
    expect(siteCsp).not.toContain("unsafe-eval")
    for (const { file, route } of htmlPages(PUBLIC)) {
      expect({ route, admin: fs.readFileSync(file, "utf8").includes(`${ADMIN_PATH}/`) }).toEqual({ route, admin: false })
      expect(headersFor(rules, route)["content-security-policy"]).toBe(siteCsp)
    }
    const sitemap = fs.readdirSync(PUBLIC).filter((name) => name.startsWith("sitemap"))
    for (const name of sitemap) expect(fs.readFileSync(path.join(PUBLIC, name), "utf8")).not.toContain("/admin")
  })
})
