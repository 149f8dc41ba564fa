/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { buildContent, loadSiteContent } from "../src/lib/build-time/content/content-snapshot"
import { CONTENT_DIR, PAGES_DIR } from "./support/content-files"

/**
 * The build reads content/ once (content-snapshot.ts): every module of gatsby/ takes the same
 * snapshot, read again only when a file has changed, as under `gatsby develop`.
 */
describe("the build's one snapshot of the content", () => {
  let root: string
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "snapshot-"))
    fs.cpSync(CONTENT_DIR, path.join(root, "content"), { recursive: true })
    fs.mkdirSync(path.join(root, "src"))
    fs.symlinkSync(PAGES_DIR, path.join(root, "src", "pages"))
  })
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  it("is the same object for every module of one build, and read again once a file changes", () => {
    const first = buildContent(root, {})
    expect(buildContent(root, {})).toBe(first)
    const site = path.join(root, "content", "site.json")
    const data = JSON.parse(fs.readFileSync(site, "utf8"))
    fs.writeFileSync(site, JSON.stringify({ ...data, phone: "(212) 555-0199" }))
    const after = buildContent(root, {})
    expect(after).not.toBe(first)
    expect((after.file("site.json")!.data as { phone: string }).phone).toBe("(212) 555-0199")
  })

  it("is another snapshot for a production build, which publishes reviewed translations only", () => {
    const preview = buildContent(root, {})
    const production = buildContent(root, { CONTEXT: "production" })
    expect(production).not.toBe(preview)
    expect(production.production).toBe(true)
    expect(preview.production).toBe(false)
  })

  it("gives each file's content in each language as pages use it: the translation's texts, the English file's other values, no records", () => {
    const content = loadSiteContent(root, {})
    // Whichever language translates the clinic's identity (every translated page needs it); its phone is the English file's.
    const translation = content.translations.find((file) => file.source === "site.json")!
    const english = content.contentIn("site.json", "en").data as { phone: string }
    const translated = content.contentIn("site.json", translation.lang)
    expect(translated.file).toBe(translation.path)
    expect((translated.data as { phone: string }).phone).toBe(english.phone)
    expect(translated.data).not.toHaveProperty("approvals")
    expect(() => content.contentIn("no-such-file.json", "en")).toThrow("content/no-such-file.json is missing")
  })

  it("maps each route to its content file and back", () => {
    const content = loadSiteContent(root, {})
    expect(content.fileOfRoute.get("/")).toBe("pages/home.json")
    expect(content.routeOfFile.get("pages/home.json")).toBe("/")
    for (const [route, file] of content.fileOfRoute) if (file) expect(content.routeOfFile.get(file)).toBe(route)
  })
})
