import fs from "node:fs"
import path from "node:path"
import { checkEditedFile } from "../src/lib/editor/content-check"

/** The content check the editor runs before each save (bundled into its page as content-check.js). */
const fixture = JSON.parse(fs.readFileSync(path.join(__dirname, "../content/pages/faq.json"), "utf8"))

describe("the editor's check of a file before it is saved", () => {
  it("refuses, in the live site's editor only, what the launch guard stops, with the guard's message", () => {
    const [first, ...others] = fixture.categories
    const [question, ...rest] = first.questions
    const marked = { ...fixture, categories: [{ ...first, questions: [{ ...question, sample: true }, ...rest] }, ...others] }
    expect(checkEditedFile("pages/faq.json", marked, { production: false })).not.toContain('is marked "sample"')
    expect(checkEditedFile("pages/faq.json", marked, { production: true })).toContain(
      'content/pages/faq.json: field "categories[0].questions[0]" is marked "sample": true',
    )
  })

  it("refuses a new page at an address the site already has, and not an existing page at its own address", () => {
    const taken = ["/about", "/services/knee"]
    expect(checkEditedFile("pages/faq.json", fixture, { newRoute: "/about", takenRoutes: taken })).toContain(
      'content/pages/faq.json: field "slug" gives the address /about, which the site already has',
    )
    expect(checkEditedFile("pages/faq.json", fixture, { takenRoutes: taken })).toBe("")
  })
})
