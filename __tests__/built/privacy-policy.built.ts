/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { LANGUAGE_CODES, SOURCE_LANGUAGE } from "../../src/lib/shared/languages"
import { SENT_FIELDS } from "../../src/lib/shared/content/rules/sent-fields"

/**
 * What the privacy policy says the consultation forms collect, as a patient reads it in each
 * language: the points of that language's file, in its words, never the fields' names in the code
 * ("firstName", "fillMs"), which the file keeps beside each point for the content check. Runs after
 * `gatsby build`.
 */
const ROOT = path.join(__dirname, "..", "..")
const under = (lang: string) => (lang === SOURCE_LANGUAGE ? "" : `${lang}/`)
/** Text as React writes it into the page. */
const escaped = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;")

describe.each(LANGUAGE_CODES)("/%s privacy policy", (lang) => {
  const policy = JSON.parse(fs.readFileSync(path.join(ROOT, "content", under(lang), "compliance/privacy-policy.json"), "utf8")) as {
    sections: Array<{ heading: string; collects?: Array<{ fields: string[]; text: string }> }>
  }
  const section = policy.sections.find((candidate) => candidate.collects)!
  const page = fs.readFileSync(path.join(ROOT, "public", under(lang), "privacy-policy/index.html"), "utf8")
  const shown = new RegExp(`<h2 id="(prose-\\d+)">${escaped(section.heading)}</h2>[\\s\\S]*?</section>`).exec(page)?.[0]

  it("lists what the forms collect in the file's words, one item per point", () => {
    expect(shown).toBeDefined()
    const items = [...shown!.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((match) => match[1])
    expect(items).toEqual(section.collects!.map((point) => escaped(point.text)))
  })

  it("shows no field by its name in the code", () => {
    const codeNames = SENT_FIELDS.filter((name) => /[A-Z]/.test(name))
    expect(codeNames).toContain("firstName")
    expect(codeNames.filter((name) => page.replace(/<script[\s\S]*?<\/script>/g, "").includes(name))).toEqual([])
  })
})
