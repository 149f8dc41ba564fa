/** @jest-environment node */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { contentReport } from "../src/lib/build-time/content/content-report"
import { loadSiteContent } from "../src/lib/build-time/content/content-snapshot"
import { readContentFiles } from "../src/lib/build-time/content/load-content"
import { CONTENT_DIR, PAGES_DIR, type AnyData } from "./support/content-files"

/** A project of its own in git (content/ committed, the site's src/pages linked), as a build sees it. */
function committedProject(): { root: string; report: (env?: Record<string, string>) => string[]; git: (...args: string[]) => string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-report-"))
  fs.cpSync(CONTENT_DIR, path.join(root, "content"), { recursive: true })
  fs.mkdirSync(path.join(root, "src"))
  fs.symlinkSync(PAGES_DIR, path.join(root, "src", "pages"), "dir")
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.org", ...args], { cwd: root, stdio: "pipe" }).toString()
  git("init", "-q")
  git("add", "content")
  git("commit", "-qm", "content")
  return { root, git, report: (env = {}) => contentReport(root, loadSiteContent(root, env), env) }
}

describe("what the build reports about the content beyond its rules", () => {
  let project: ReturnType<typeof committedProject>
  beforeEach(() => (project = committedProject()))
  afterEach(() => fs.rmSync(project.root, { recursive: true, force: true }))

  const firstTreatment = () => {
    const name = fs.readdirSync(path.join(project.root, "content/treatments")).sort()[0]
    return {
      file: path.join(project.root, "content/treatments", name),
      data: JSON.parse(fs.readFileSync(path.join(project.root, "content/treatments", name), "utf8")) as AnyData,
    }
  }

  it("suggests the redirect to add for a page deleted since the last commit, and is quiet once it is added", () => {
    const { file, data } = firstTreatment()
    fs.rmSync(file)
    const route = `/services/${data.slug}`
    const redirect = { from: route, to: "/services" }
    expect(project.report()).toContainEqual(expect.stringContaining(`${route} is no longer a page (it was at the last commit)`))
    expect(project.report()).toContainEqual(
      expect.stringContaining(`add to "redirects" in content/redirects.json: ${JSON.stringify(redirect)}`),
    )
    const redirectsFile = path.join(project.root, "content/redirects.json")
    const redirects = JSON.parse(fs.readFileSync(redirectsFile, "utf8"))
    fs.writeFileSync(redirectsFile, JSON.stringify({ ...redirects, redirects: [...redirects.redirects, redirect] }))
    expect(project.report().filter((notice) => notice.includes(route))).toEqual([])
  })

  it("compares with the last deploy's commit on Netlify (CACHED_COMMIT_REF), so a page deleted in a commit since is seen", () => {
    const deployed = project.git("rev-parse", "HEAD").trim()
    const { file, data } = firstTreatment()
    fs.rmSync(file)
    project.git("commit", "-qam", "delete a treatment")
    expect(project.report().filter((notice) => notice.includes(`/services/${data.slug}`))).toEqual([])
    expect(project.report({ CACHED_COMMIT_REF: deployed })).toContainEqual(
      expect.stringContaining(`/services/${data.slug} is no longer a page (it was at the last deploy)`),
    )
  })

  it("reports an image that no content file shows, and not one a file names", () => {
    const { data } = firstTreatment()
    fs.copyFileSync(
      path.join(project.root, "content/treatments", "..", data.heroImage.replace(/^\.\.\//, "")),
      path.join(project.root, "content/images/unused.jpg"),
    )
    const notices = project.report()
    expect(notices).toContainEqual(expect.stringContaining("content/images/unused.jpg is an image no content file shows"))
    expect(notices.join("\n")).not.toContain(data.heroImage.replace(/^\.\.\//, "content/"))
  })

  it("says nothing outside a git repository about deleted pages", () => {
    fs.rmSync(path.join(project.root, ".git"), { recursive: true })
    fs.rmSync(firstTreatment().file)
    expect(project.report().filter((notice) => notice.includes("no longer a page"))).toEqual([])
  })

  it("names a translated text with a sentence too long to read easily, and is quiet about the English (the content check's to refuse)", () => {
    const { translations } = readContentFiles(path.join(project.root, "content"))
    const translation = translations.find((file) => file.path.startsWith("es/treatments/"))!
    const data = translation.data as AnyData
    data.intro = `${Array.from({ length: 30 }, () => "palabra").join(" ")}.`
    fs.writeFileSync(path.join(project.root, "content", translation.path), JSON.stringify(data))
    const report = project.report()
    expect(report).toContain(
      `content/${translation.path}: field "intro" has a sentence of 30 words (at most 25 in a translation): split it, as the English is split, so every patient can read it.`,
    )
  })
})
