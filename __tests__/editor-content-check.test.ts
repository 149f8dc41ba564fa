import fs from "node:fs"
import path from "node:path"
import { checkEditedFile } from "../src/lib/editor/content-check"

/** The content check the editor runs before each save (bundled into its page as content-check.js). */
const fixture = JSON.parse(fs.readFileSync(path.join(__dirname, "../content/pages/faq.json"), "utf8"))

describe("the editor's check of a file before it is saved", () => {
  it("reads the files other rules need beside the one it saves: the regulation's words quoted in the FDA statement", () => {
    const read = (file: string) => JSON.parse(fs.readFileSync(path.join(__dirname, "../content", file), "utf8"))
    const context = [{ path: "shared.json", data: read("shared.json") }]
    const statement = read("compliance/fda-statement.json")
    expect(checkEditedFile("compliance/fda-statement.json", statement, { context })).toBe("")
    const section = statement.sections.findIndex((s: { links?: Array<{ href: string }> }) =>
      s.links?.some((l) => l.href.startsWith("https://www.ecfr.gov/")),
    )
    statement.sections[section].paragraphs = statement.sections[section].paragraphs.map((p: string) => p.replace("does not alter", "keeps"))
    expect(checkEditedFile("compliance/fda-statement.json", statement, { context })).toMatch(
      /^Sections \d+ › [\w ]+( \d+)?( › [\w ]+)? names "[^"]+", a term of FDA rules\. Leave it out, or copy the regulation's words/m,
    )
  })

  it("refuses a new page at an address the site already has, and not an existing page at its own address", () => {
    const taken = ["/about", "/services/knee"]
    expect(checkEditedFile("pages/faq.json", fixture, { newRoute: "/about", takenRoutes: taken })).toContain(
      "Slug gives the address /about, which the site already has.",
    )
    expect(checkEditedFile("pages/faq.json", fixture, { takenRoutes: taken })).toBe("")
  })
})
