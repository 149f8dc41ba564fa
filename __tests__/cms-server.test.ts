/** @jest-environment node */
import { newTreatmentDraft } from "../src/lib/shared/content/model/new-treatment"
import fs from "node:fs"
import http from "node:http"
import os from "node:os"
import path from "node:path"
import * as Immutable from "immutable"
import { readContentFiles } from "../src/lib/build-time/content/load-content"
import { startCms, type CmsServers } from "../scripts/lib/cms-server"
import { fieldInWords } from "../src/lib/shared/content/wording/field-words"
import { collectionOfFile } from "../src/lib/shared/content/wording/form-names"
import { contentImages } from "../src/lib/shared/content/model/images"
import { contentLinks } from "../src/lib/shared/content/model/links"
import { reviewPolicyOf } from "../src/lib/shared/content/review/approvals"
import { translationStatus } from "../src/lib/shared/content/translation/translation-state"
import { translationRecordFor } from "../src/lib/shared/content/translation/translations"
import { projectWithReviewers } from "./support/reviewers"
import { runEditorScript } from "./support/editor-script"

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reaches into any field of a content file
type AnyRecord = Record<string, any>

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

const refusalOf = (save: () => unknown) => {
  try {
    save()
    return ""
  } catch (error) {
    return (error as Error).message
  }
}

const DECAP_CORE = path.join(path.dirname(require.resolve("decap-cms/package.json")), "node_modules/decap-cms-core/src")

/**
 * What Decap writes for an entry of a JSON collection (`entryToRaw` in decap-cms-core's backend.ts
 * with the formatter of formats/json.ts): the data with two spaces of indentation and a final
 * newline. The test below checks Decap's installed source still says so.
 */
const decapJsonFile = (data: unknown) => `${JSON.stringify(data, null, 2)}\n`

it("Decap's JSON files are JSON.stringify with two spaces and a final newline (the function the editor's tests stand in for)", () => {
  expect(fs.readFileSync(path.join(DECAP_CORE, "formats/json.ts"), "utf8")).toContain("return JSON.stringify(data, null, 2);")
  const backend = fs.readFileSync(path.join(DECAP_CORE, "backend.ts"), "utf8")
  expect(backend).toContain("let content = format.toFile(entry.get('data').toJS(), fieldsOrder, fieldsComments);")
  expect(backend).toContain("content += '\\n';")
})

describe("the content editor's local backend (npm run cms)", () => {
  let dir: string
  let cms: CmsServers
  /** The editor's setup script, fetched once: a later fetch may land on a kept-alive connection the server has just closed. */
  let setupScript: string | undefined

  // The editor of a project whose list of reviewers holds the test reviewers (no real person).
  const project = projectWithReviewers()
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-server-"))
    cms = await startCms({
      repoDir: dir,
      adminDir: path.join(dir, "admin"),
      adminPort: API_PORT + 1,
      apiPort: API_PORT,
      root: project.root,
    })
  })
  afterAll(async () => {
    await cms.close()
    fs.rmSync(dir, { recursive: true, force: true })
    project.remove()
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
    expect(csp).toContain(`connect-src 'self' blob: http://127.0.0.1:${API_PORT};`)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(await response.text()).toContain('<script src="/decap-cms.js"></script>')
    setupScript ??= await (await fetch(new URL("/cms-setup.js", cms.adminUrl))).text()
    const { config } = runEditorScript(setupScript) as { config: AnyRecord }
    expect(config.local_backend.url).toBe(`http://127.0.0.1:${API_PORT}/api/v1`)
  })

  /** The editor's save hook as the page runs it: the bundled setup script (the content check inside) in a browser-like context. */
  async function editorSaveHook() {
    setupScript ??= await (await fetch(new URL("/cms-setup.js", cms.adminUrl))).text()
    const { previews, handlers } = runEditorScript(setupScript)
    // A preview for each page form: the collections', the one-off pages' and the translations'.
    expect(previews).toEqual(expect.arrayContaining(["treatments", "compliance", "pages-home", "es-pages-home", "ht-treatments-knee"]))
    const entryOf = (file: string, data: unknown, newRecord = false) =>
      Immutable.fromJS({
        path: newRecord ? "" : `content/${file}`,
        collection: collectionOfFile(file).name,
        newRecord,
        slug: (data as { slug?: string }).slug,
        data,
      })
    const save = (file: string, data: unknown, newRecord = false) =>
      (handlers.preSave({ entry: entryOf(file, data, newRecord) }) as { toJS(): unknown }).toJS()
    /** Decap's delete of a published entry runs preUnpublish first: a throw keeps the entry. */
    const remove = (file: string, data: unknown) => handlers.preUnpublish({ entry: entryOf(file, data) })
    return Object.assign(save, { remove })
  }

  it("saves every content file the build accepts: its clean-up keeps what the schemas require (a required list left empty)", async () => {
    const save = await editorSaveHook()
    const files = readContentFiles(path.join(__dirname, "../content")).files
    expect(files.length).toBeGreaterThan(20)
    for (const { path: file, data } of files) expect({ file, refused: refusalOf(() => save(file, data)) }).toEqual({ file, refused: "" })
    const notice = { title: "Notice", slug: "a-notice", sections: [{ heading: "Contact", paragraphs: [] }] }
    expect(refusalOf(() => save("compliance/a-notice.json", notice))).not.toContain("paragraphs")
  })

  it("writes every content file back unchanged, byte for byte, as Decap serialises it (keys in the file's order, its format)", async () => {
    const save = await editorSaveHook()
    const content = path.join(__dirname, "../content")
    for (const { path: file } of readContentFiles(content).files) {
      const raw = fs.readFileSync(path.join(content, file), "utf8")
      expect({ file, written: decapJsonFile(save(file, JSON.parse(raw))) }).toEqual({ file, written: raw })
    }
  })

  it("writes every translation back unchanged, byte for byte, when the staff save it without a change", async () => {
    const save = await editorSaveHook()
    const content = path.join(project.root, "content")
    const { translations } = readContentFiles(content)
    expect(translations.length).toBeGreaterThan(60)
    for (const { path: file } of translations) {
      const raw = fs.readFileSync(path.join(content, file), "utf8")
      expect({ file, written: decapJsonFile(save(file, JSON.parse(raw))) }).toEqual({ file, written: raw })
    }
  })

  it("records a listed translator's approval made in the editor, which a later edit of the text undoes; the English file's values are kept", async () => {
    const save = await editorSaveHook()
    const { files, translations } = readContentFiles(path.join(project.root, "content"))
    const translation = translations.find((file) => file.path === "es/treatments/knee.json")!
    const english = files.find((file) => file.path === translation.source)!
    const stateOf = (data: unknown) => translationStatus(english, { ...translation, data }, "es", reviewPolicyOf(files))
    const data = translation.data as AnyRecord

    const reviewed = save(translation.path, {
      ...data,
      thisSave: { records: "approval", reviewer: "Test Translator|translation" },
    }) as AnyRecord
    expect(reviewed.thisSave).toBeUndefined()
    expect(reviewed.translation).toEqual(translationRecordFor(english))
    expect(reviewed.approvals).toEqual([
      {
        role: "translation",
        by: "Test Translator",
        on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        version: expect.stringMatching(/^[0-9a-f]{16}$/),
      },
    ])
    expect(stateOf(reviewed).state).toBe("reviewed")

    const edited = save(translation.path, { ...reviewed, seo: { ...reviewed.seo, title: `${reviewed.seo.title}.` } }) as AnyRecord
    expect(edited.approvals).toEqual(reviewed.approvals)
    expect(stateOf(edited).state).toBe("unreviewed")

    // A value that is not text is the English file's, whatever the form held.
    const moved = save(translation.path, { ...data, heroImage: "../images/elsewhere.jpg" }) as AnyRecord
    expect(moved.heroImage).toBe((english.data as AnyRecord).heroImage)
  })

  it("records a listed reviewer's approval of an English page, and refuses one by a person not on the list", async () => {
    const save = await editorSaveHook()
    const knee = readContentFiles(path.join(project.root, "content")).files.find((file) => file.path === "treatments/knee.json")!
    const approved = save(knee.path, {
      ...(knee.data as AnyRecord),
      thisSave: { records: "approval", reviewer: "Test Clinician|clinical" },
    }) as AnyRecord
    expect(approved.approvals).toEqual([expect.objectContaining({ role: "clinical", by: "Test Clinician" })])
    expect(
      refusalOf(() =>
        save(knee.path, { ...(knee.data as AnyRecord), thisSave: { records: "approval", reviewer: "Test Translator|translation" } }),
      ),
    ).toContain("This page needs clinical review and compliance review, not translation review.")
  })

  it("refuses a translation the build would leave out, or an approval without its reviewer, naming the field", async () => {
    const save = await editorSaveHook()
    const translation = readContentFiles(path.join(__dirname, "../content")).translations.find((file) => file.path === "es/shared.json")!
    const data = translation.data as AnyRecord
    const [withVariable] = JSON.stringify(data).match(/"[^"]*\{\w+\}[^"]*"/) ?? []
    expect(withVariable).toBeDefined()
    const dropped = JSON.parse(
      JSON.stringify(data).replace(
        withVariable!,
        JSON.stringify(
          JSON.parse(withVariable!)
            .replace(/\{\w+\}/g, "")
            .trim() || "x",
        ),
      ),
    )
    expect(refusalOf(() => save(translation.path, dropped))).toMatch(
      /^[A-Z][\w ]*( \d+)?( › [\w ]+( \d+)?)* must keep the English text's variables as they are, \{\w+\}/m,
    )
    expect(refusalOf(() => save(translation.path, { ...data, thisSave: { records: "approval" } }))).toContain(
      "Choose the reviewer whose approval this save records",
    )
    expect(refusalOf(() => save(translation.path, { ...data, thisSave: { reviewer: "Test Translator|translation" } }))).toContain(
      "To record an approval, choose",
    )
  })

  it("writes a one-field change as a one-line diff", async () => {
    const save = await editorSaveHook()
    const raw = fs.readFileSync(path.join(__dirname, "../content/site.json"), "utf8")
    const written = decapJsonFile(save("site.json", { ...JSON.parse(raw), phone: "(212) 555-0199" })).split("\n")
    const changed = raw.split("\n").filter((line, index) => line !== written[index])
    expect(changed).toEqual([expect.stringContaining('"phone"')])
    expect(written).toHaveLength(raw.split("\n").length)
  })

  it("gives a new testimonial its id itself (the next free number) and keeps the others'", async () => {
    const save = await editorSaveHook()
    const page = JSON.parse(fs.readFileSync(path.join(__dirname, "../content/pages/testimonials.json"), "utf8"))
    const { id: _id, ...added } = page.entries[0]
    const saved = save("pages/testimonials.json", { ...page, entries: [...page.entries, added] }) as { entries: Array<{ id: number }> }
    const ids = page.entries.map((entry: { id: number }) => entry.id)
    expect(saved.entries.map((entry) => entry.id)).toEqual([...ids, Math.max(...ids) + 1])
  })

  it("refuses to delete a page that other content links to, listing each link by form, field and words, and the redirect to add", async () => {
    const save = await editorSaveHook()
    const files = readContentFiles(path.join(__dirname, "../content")).files
    const link = contentLinks(files).find((candidate) => candidate.file === "navigation.json" && candidate.route.startsWith("/services/"))!
    const treatment = files.find((file) => `/services/${(file.data as { slug?: string }).slug}` === link.route)!
    const refusal = refusalOf(() => save.remove(treatment.path, treatment.data))
    expect(refusal).toContain(`This page (${link.route}) is not deleted`)
    const navigation = files.find((file) => file.path === "navigation.json")!
    expect(refusal).toContain(`- Navigation, field "${fieldInWords(navigation.path, navigation.data, link.path)}": "${link.label}"`)
    expect(refusal).toContain(`add it in Redirects: from "${link.route}"`)
    expect(refusal).not.toMatch(/\[\d+\]/)
    const unlinked = { ...(treatment.data as Record<string, unknown>), slug: "nowhere-linked" }
    expect(() => save.remove("treatments/nowhere-linked.json", unlinked)).not.toThrow()
  })

  it("refuses to delete an image the site shows, listing each form and field that shows it, and deletes an unused one", async () => {
    setupScript ??= await (await fetch(new URL("/cms-setup.js", cms.adminUrl))).text()
    const { deleteFiles, deleted } = runEditorScript(setupScript)
    const files = readContentFiles(path.join(__dirname, "../content")).files
    const shown = contentImages(files)[0]
    const uses = contentImages(files).filter((use) => use.image === shown.image)
    const refusal = String(await deleteFiles([`content/${shown.image}`]).catch((error: Error) => error.message))
    expect(refusal).toContain(`${path.basename(shown.image)} is not deleted`)
    const file = files.find((candidate) => candidate.path === uses[0].file)!
    expect(refusal).toContain(`field "${fieldInWords(file.path, file.data, uses[0].path)}"`)
    expect(refusal.match(/^- /gm)).toHaveLength(uses.length)
    await deleteFiles(["content/images/no-page-shows-this.jpg"])
    expect(deleted).toEqual([["content/images/no-page-shows-this.jpg"]])
  })

  it("refuses what the build refuses, with its message: a figure without its evidence, a new page at an address the site has, a copy of another treatment's texts", async () => {
    const save = await editorSaveHook()
    const faq = JSON.parse(fs.readFileSync(path.join(__dirname, "../content/pages/faq.json"), "utf8"))
    expect(() => save("pages/faq.json", { ...faq, intro: "90% of our patients improve." })).toThrow(
      'Introduction makes a claim of outcome ("90%"). Say what a patient may expect',
    )
    const treatment = readContentFiles(path.join(__dirname, "../content")).files.find((file) => file.path.startsWith("treatments/"))!
    const copy = { ...(treatment.data as Record<string, unknown>) }
    expect(() => save(`treatments/${copy.slug}.json`, copy, true)).toThrow(
      `gives the address /services/${copy.slug}, which the site already has`,
    )
    // A copy under a new address repeats the other treatment's texts (the editor reads every treatment, as built).
    expect(() => save("treatments/brand-new.json", { ...copy, slug: "brand-new" }, true)).toThrow(
      `is the same text as content/${treatment.path}, field "intro"`,
    )
    const draft = newTreatmentDraft({ title: "Brand new", group: "more", order: 5, onHomePage: false }, "2026-11-29")
    expect(() => save("treatments/brand-new.json", draft, true)).not.toThrow()
  })
})

describe("what the local editor's backend may touch", () => {
  let project: string
  let cms: CmsServers
  const port = API_PORT + 5

  function call(body: object): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const request = http.request(
        { host: "127.0.0.1", port, path: "/api/v1", method: "POST", headers: { "content-type": "application/json" } },
        (response) => {
          let text = ""
          response.on("data", (chunk) => (text += chunk))
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }))
        },
      )
      request.on("error", reject)
      request.end(JSON.stringify(body))
    })
  }
  /** A save as Decap sends it, of `raw` to `file`. */
  const write = (file: string, raw = "owned") =>
    call({
      action: "persistEntry",
      params: {
        branch: "main",
        entry: { slug: "faq", path: file, raw },
        assets: [],
        options: { commitMessage: "Update", useWorkflow: false, status: "draft" },
      },
    })

  beforeAll(async () => {
    // A project of its own: content, code, git hooks and secrets that no request may reach.
    project = fs.mkdtempSync(path.join(os.tmpdir(), "cms-project-"))
    for (const file of ["content/pages/faq.json", "package.json", ".env", ".ci/run", ".git/hooks/pre-commit", "node_modules/.bin/gatsby"]) {
      fs.mkdirSync(path.dirname(path.join(project, file)), { recursive: true })
      fs.writeFileSync(path.join(project, file), `original ${file}`)
    }
    cms = await startCms({ repoDir: project, adminDir: path.join(project, "admin"), adminPort: port + 1, apiPort: port })
  })
  afterAll(async () => {
    await cms.close()
    fs.rmSync(project, { recursive: true, force: true })
  })

  it.each([
    ".git/hooks/pre-commit",
    ".ci/run",
    "package.json",
    "node_modules/.bin/gatsby",
    "content/../package.json",
    "/etc/passwd",
    "content\\..\\package.json",
  ])("refuses to write %s (403), and the file is unchanged", async (file) => {
    expect((await write(file)).status).toBe(403)
    for (const original of ["package.json", ".ci/run", ".git/hooks/pre-commit", "node_modules/.bin/gatsby"]) {
      expect(fs.readFileSync(path.join(project, original), "utf8")).toBe(`original ${original}`)
    }
  })

  it("refuses to read .env, to move a content file out of content/, to delete outside it, or an unknown action", async () => {
    expect((await call({ action: "getEntry", params: { path: ".env" } })).status).toBe(403)
    expect(
      (await call({ action: "entriesByFiles", params: { files: [{ path: "content/pages/faq.json" }, { path: ".env" }] } })).status,
    ).toBe(403)
    const move = {
      action: "persistEntry",
      params: { entry: { path: "content/pages/faq.json", raw: "{}", newPath: "src/pages/faq.json" }, assets: [] },
    }
    expect((await call(move)).status).toBe(403)
    expect((await call({ action: "deleteFiles", params: { paths: ["content/pages/faq.json", "package.json"] } })).status).toBe(403)
    expect((await call({ action: "getMedia", params: { mediaFolder: "." } })).status).toBe(403)
    expect((await call({ action: "runCommand", params: {} })).status).toBe(403)
    expect(fs.existsSync(path.join(project, "content/pages/faq.json"))).toBe(true)
    expect(fs.existsSync(path.join(project, "src/pages/faq.json"))).toBe(false)
  })

  describe("through a symbolic link or a move", () => {
    const link = (name: string, target: string) => fs.symlinkSync(target, path.join(project, "content", name))
    beforeAll(() => {
      // Links an editor's tool, a checkout or an attacker could leave inside content/.
      link("up", "..")
      link("hooks", "../.git/hooks")
      link("secrets.json", "../.env")
      link("absolute", "/etc")
      fs.mkdirSync(path.join(project, "content/images"), { recursive: true })
      fs.symlinkSync("../../.env", path.join(project, "content/images/env.png"))
      fs.symlinkSync("../pages", path.join(project, "content/images/inside"))
    })
    const untouched = () => {
      for (const original of ["package.json", ".env", ".ci/run", ".git/hooks/pre-commit"])
        expect(fs.readFileSync(path.join(project, original), "utf8")).toBe(`original ${original}`)
    }

    it.each([
      "content/up/.git/hooks/pre-commit",
      "content/up/package.json",
      "content/hooks/pre-commit",
      "content/secrets.json",
      "content/up/new-file.json",
      "content/absolute/passwd",
      "content/images/env.png",
      "content/./up/.ci/run",
      "content//up/.env",
    ])("refuses to write %s (403), and nothing outside content/ changes", async (file) => {
      expect((await write(file)).status).toBe(403)
      untouched()
      expect(fs.existsSync(path.join(project, "new-file.json"))).toBe(false)
    })

    it.each([
      ["getEntry", { path: "content/secrets.json" }],
      ["getEntry", { path: "content/up/.env" }],
      ["getMediaFile", { path: "content/images/env.png" }],
      ["entriesByFiles", { files: [{ path: "content/pages/faq.json" }, { path: "content/up/.env" }] }],
      ["entriesByFolder", { folder: "content", extension: "json", depth: 2 }],
      ["entriesByFolder", { folder: "content/up", extension: "", depth: 1 }],
      ["getMedia", { mediaFolder: "content/images" }],
      ["deleteFile", { path: "content/up/package.json" }],
      ["deleteFiles", { paths: ["content/hooks/pre-commit"] }],
    ])("refuses %s %j (403): nothing read or deleted outside content/", async (action, params) => {
      const answer = await call({ action, params: { branch: "main", ...params } })
      expect(answer.status).toBe(403)
      expect(answer.body).not.toContain("original .env")
      untouched()
    })

    it("refuses to save an image through a link out of content/", async () => {
      const asset = { path: "content/images/env.png", content: Buffer.from("owned").toString("base64"), encoding: "base64" }
      expect((await call({ action: "persistMedia", params: { branch: "main", asset } })).status).toBe(403)
      untouched()
    })

    it("refuses to move an entry to another folder, which would move every file of its folder with it", async () => {
      fs.writeFileSync(path.join(project, "content/pages/other.json"), "{}")
      const move = (newPath: string) =>
        call({
          action: "persistEntry",
          params: {
            branch: "main",
            entry: { slug: "faq", path: "content/pages/faq.json", raw: '{"title":"FAQ"}', newPath },
            assets: [],
            options: { commitMessage: "Rename", useWorkflow: false, status: "draft" },
          },
        })
      expect((await move("content/pages/sub/faq.json")).status).toBe(403)
      expect((await move("content/faq.json")).status).toBe(403)
      expect(fs.readdirSync(path.join(project, "content/pages")).sort()).toEqual(["faq.json", "other.json"])
      // A rename within its folder (a new slug) moves that file alone.
      expect((await move("content/pages/questions.json")).status).toBe(200)
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(fs.readdirSync(path.join(project, "content/pages")).sort()).toEqual(["other.json", "questions.json"])
      fs.renameSync(path.join(project, "content/pages/questions.json"), path.join(project, "content/pages/faq.json"))
      fs.rmSync(path.join(project, "content/pages/other.json"))
    })

    it("still reads, lists and writes what the links inside content/ lead to within it", async () => {
      const listed = await call({ action: "getMedia", params: { branch: "main", mediaFolder: "content/pages" } })
      expect(listed.status).toBe(200)
      expect(await write("content/images/inside/linked.json", "{}")).toMatchObject({ status: 200 })
      expect(fs.existsSync(path.join(project, "content/pages/linked.json"))).toBe(true)
      fs.rmSync(path.join(project, "content/pages/linked.json"))
    })
  })

  it("reads and writes the content files", async () => {
    expect(await write("content/pages/faq.json", JSON.stringify({ title: "FAQ" }))).toMatchObject({ status: 200 })
    expect(fs.readFileSync(path.join(project, "content/pages/faq.json"), "utf8")).toBe('{"title":"FAQ"}')
    const read = await call({ action: "getEntry", params: { branch: "main", path: "content/pages/faq.json" } })
    expect(read).toMatchObject({ status: 200, body: expect.stringContaining("FAQ") })
  })
})
