import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { warnSampleContent } from "../gatsby/warn-sample-content"

function runWith(root: string) {
  const reporter = { warn: jest.fn() }
  const store = { getState: () => ({ program: { directory: root } }) }
  // Only the parts of Gatsby's API this step uses.
  ;(warnSampleContent as unknown as (args: object) => void)({ store, reporter })
  return reporter.warn
}

describe("the build's sample-content warning", () => {
  it("warns, naming the files and counts, while the shipped sample testimonials and figures remain", () => {
    const warn = runWith(path.join(__dirname, ".."))
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0][0]).toMatch(/content\/pages\/testimonials\.json: 12/)
    // The FAQ answers quoting 75% and 70-75%, and the knee-replacement research figures.
    expect(warn.mock.calls[0][0]).toMatch(/content\/pages\/faq\.json: 2/)
    expect(warn.mock.calls[0][0]).toMatch(/content\/treatments\/knee-replacement\.json: 2/)
    expect(warn.mock.calls[0][0]).toMatch(/consented/)
  })

  it("stays silent once every sample entry is replaced", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "clinic-"))
    fs.mkdirSync(path.join(root, "content", "pages"), { recursive: true })
    fs.writeFileSync(path.join(root, "content", "pages", "testimonials.json"), JSON.stringify({ entries: [{ id: 1, quote: "Real" }] }))
    expect(runWith(root)).not.toHaveBeenCalled()
  })
})
