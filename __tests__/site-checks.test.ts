/** @jest-environment node */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

/**
 * The link and markup checks that `npm test` runs on the built site (scripts/check-links.mjs,
 * scripts/check-html.mjs) must fail on a broken site, not only pass on a good one: each is run
 * here on a small fixture site, first broken, then repaired.
 */
const ROOT = path.join(__dirname, "..")

function page(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main>${body}</main></body></html>`
}

function writeSite(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-check-"))
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  return dir
}

/** Runs a check as `npm test` does. The W3C checker starts a Java VM: on a busy 2-core machine that alone can take a minute. */
function run(script: string, dir: string) {
  const result = spawnSync(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts", script), dir], {
    encoding: "utf8",
    timeout: 240_000,
  })
  if (result.status === null) throw new Error(`${script} was stopped (${result.signal}) before it finished: ${result.stderr}`)
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

const goodSite = {
  "index.html": page(
    "Home",
    '<a href="/about">About</a> <a href="/about#team">Team</a> <img src="/logo.png" alt="Logo" width="10" height="10"> <img src="/logo.png" alt="" width="10" height="10" loading="lazy"> <a href="https://www.clinic.example/about">canonical form</a>',
  ),
  "about/index.html": page("About", '<h2 id="team">Team</h2><a href="/">Home</a>'),
  "404.html": page("Not found", '<a href="/">Home</a>'),
  "logo.png": "png",
  "robots.txt": "User-agent: *\nSitemap: https://www.clinic.example/sitemap-index.xml\n",
}

describe("link check (scripts/check-links.mjs)", () => {
  it("passes when every link, fragment and asset resolves", () => {
    const { status, output } = run("check-links.mjs", writeSite(goodSite))
    expect(output).toMatch(/none broken/)
    expect(status).toBe(0)
  })

  it("fails and names each missing page, asset and page on the public origin, with the page that links to it", () => {
    const dir = writeSite({
      ...goodSite,
      "index.html": page(
        "Home",
        '<a href="/about">About</a> <a href="/services/knee">Knee</a> <img src="/missing.png" alt="x" width="1" height="1"> <a href="https://www.clinic.example/gone">old</a>',
      ),
    })
    const { status, output } = run("check-links.mjs", dir)
    expect(status).toBe(1)
    expect(output).toMatch(/\/services\/knee \(404\)\s+linked from \//)
    expect(output).toMatch(/\/missing\.png \(404\)/)
    expect(output).toMatch(/\/gone \(404\)/)
    expect(output).not.toMatch(/\/about \(404\)/)
  })

  it("fails when a built page links to a fragment that does not exist on its target", () => {
    const dir = writeSite({
      ...goodSite,
      "index.html": page("Home", '<a href="/about#staff">Staff</a>'),
      // A form field's name is not a fragment target.
      "about/index.html": page("About", '<h2 id="team">Team</h2><input name="staff" aria-label="Staff"><a href="/">Home</a>'),
    })
    const { status, output } = run("check-links.mjs", dir)
    expect(status).toBe(1)
    expect(output).toMatch(/\/about#staff \(no such id on the page\)\s+linked from \//)
  })

  it("fails when a page links to a fragment of its own that it does not have", () => {
    const dir = writeSite({ ...goodSite, "about/index.html": page("About", '<h2 id="team">Team</h2><a href="#teem">Team</a>') })
    const { status, output } = run("check-links.mjs", dir)
    expect(status).toBe(1)
    expect(output).toMatch(/\/about#teem \(no such id on the page\)\s+linked from \/about/)
  })
})

describe("markup check (scripts/check-html.mjs)", () => {
  it("passes on valid pages", () => {
    const { status, output } = run("check-html.mjs", writeSite(goodSite))
    expect(output).toMatch(/3 pages pass the W3C Nu HTML Checker/)
    expect(output).toMatch(/3 pages pass html-validate/)
    expect(status).toBe(0)
  })

  it("fails on markup the W3C Nu HTML Checker refuses, naming the page", () => {
    const dir = writeSite({ ...goodSite, "about/index.html": page("About", "<ul><p>Not a list item</p></ul>") })
    const { status, output } = run("check-html.mjs", dir)
    expect(status).toBe(1)
    expect(output).toMatch(/about[/\\]index\.html:\d+: Element “p” not allowed as child of element “ul”/)
  })

  it("fails on a page with a duplicate id and a button without a type", () => {
    const dir = writeSite({
      ...goodSite,
      "about/index.html": page("About", '<h2 id="team">Team</h2><p id="team">Again</p><button>Go</button>'),
    })
    const { status, output } = run("check-html.mjs", dir)
    expect(status).toBe(1)
    expect(output).toMatch(/no-dup-id/)
    expect(output).toMatch(/no-implicit-button-type/)
    expect(output).toMatch(/about[/\\]index\.html/)
  })

  it("fails on an image without src", () => {
    const dir = writeSite({ ...goodSite, "about/index.html": page("About", '<img alt="Team" width="10" height="10">') })
    const { status, output } = run("check-html.mjs", dir)
    expect(status).toBe(1)
    expect(output).toMatch(/element-required-attributes/)
  })
})
