import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { checkContent } from "../gatsby/check-content"
import * as loadContent from "../src/lib/build/load-content"
import { warnSampleContent } from "../gatsby/warn-sample-content"

/** A tiny site folder: one sample testimonial file, nothing else. */
function fixtureRoot(testimonials: object): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "clinic-"))
  fs.mkdirSync(path.join(root, "content", "pages"), { recursive: true })
  fs.writeFileSync(path.join(root, "content", "pages", "testimonials.json"), JSON.stringify(testimonials))
  return root
}

function postBuildWith(root: string) {
  const reporter = { warn: jest.fn() }
  const store = { getState: () => ({ program: { directory: root } }) }
  // Only the parts of Gatsby's API this step uses.
  ;(warnSampleContent as unknown as (args: object) => void)({ store, reporter })
  return reporter.warn
}

describe("the build's sample-content warning", () => {
  const env = { ...process.env }
  afterEach(() => {
    process.env = { ...env }
  })

  it("warns after a preview build, naming each file and field, while sample entries remain", () => {
    delete process.env.CONTEXT
    delete process.env.SITE_ENV
    const warn = postBuildWith(fixtureRoot({ entries: [{ id: 1, quote: "Invented", sample: true }] }))
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0][0]).toContain('content/pages/testimonials.json: field "entries[0]"')
    expect(warn.mock.calls[0][0]).toMatch(/consented/)
  })

  it("stays silent once every sample entry is replaced", () => {
    expect(postBuildWith(fixtureRoot({ entries: [{ id: 1, quote: "Real" }] }))).not.toHaveBeenCalled()
  })

  it("stops a production build before it renders anything", () => {
    process.env.CONTEXT = "production"
    const root = fixtureRoot({ entries: [{ id: 1, quote: "Invented", sample: true }] })
    const reporter = { panic: jest.fn() }
    const store = { getState: () => ({ program: { directory: root } }) }
    jest.spyOn(loadContent, "checkContentDir").mockReturnValue([])
    ;(checkContent as unknown as (args: object) => void)({ store, reporter })
    expect(reporter.panic).toHaveBeenCalledWith(expect.stringContaining('content/pages/testimonials.json: field "entries[0]"'))
    expect(reporter.panic.mock.calls[0][0]).toMatch(/LAUNCH BLOCKED/)
  })
})
