/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { checkContent } from "../src/lib/shared/content/rules/check"
import { formatProblems, type ContentFile } from "../src/lib/shared/content/model/content-file"
import { readContentFiles } from "../src/lib/build-time/content/load-content"
import { translationProblems } from "../src/lib/shared/content/translation/translations"
import { checkPageRefs } from "../src/lib/shared/content/model/page-refs"
import { checkPlacements } from "../src/lib/shared/content/model/placement"
import { findLaunchBlockers } from "../src/lib/shared/content/rules/launch-guard"
import fc from "fast-check"
import { CONTENT_DIR, checkContentIn, checkOptions, fileData, realContent, type AnyData } from "./support/content-files"

const options = checkOptions(realContent())

describe("content check", () => {
  it("passes on the content the site ships", () => {
    expect(formatProblems(checkContentIn(CONTENT_DIR))).toBe("")
  })

  it("names the file and the field when a required field is missing", () => {
    const files = realContent()
    delete fileData(files, "site.json").phone
    const message = formatProblems(checkContent(files, options))
    expect(message).toContain('content/site.json: field "phone"')
  })

  it("names the nested field when a value has the wrong form", () => {
    const files = realContent()
    fileData(files, "site.json").officeHours[0].opens = "11am"
    expect(formatProblems(checkContent(files, options))).toContain('content/site.json: field "officeHours[0].opens"')
  })

  it("names the file and field of a list written as a text or holding an empty entry, where a rule walks it: no rule crashes", () => {
    const files = realContent()
    fileData(files, "shared.json").sameWording = "Stop your blood thinner as your doctor says."
    fileData(files, "shared.json").procedureParts.harvests = [null]
    fileData(files, "pages/services.json").groups = [null]
    let message = ""
    expect(() => (message = formatProblems(checkContent(files, options)))).not.toThrow()
    expect(message).toContain('content/shared.json: field "sameWording"')
    expect(message).toContain('content/shared.json: field "procedureParts.harvests[0]"')
    expect(message).toContain('content/pages/services.json: field "groups[0]"')
    expect(() => findLaunchBlockers(files)).not.toThrow()
  })

  it("never crashes on any list of any file written as a text or holding an empty entry (sampled): the schema names it", () => {
    const lists = realContent().flatMap((file) => listPaths(file.data).map((listPath) => ({ file: file.path, listPath })))
    fc.assert(
      fc.property(fc.constantFrom(...lists), fc.constantFrom("text", "null entry"), ({ file, listPath }, damage) => {
        const files = realContent()
        const parent = listPath.slice(0, -1).reduce((value: AnyData, key) => value[key], fileData(files, file))
        const key = listPath[listPath.length - 1]
        parent[key] = damage === "text" ? "a text" : [null, ...parent[key]]
        expect(() => checkContent(files, options)).not.toThrow()
        expect(() => findLaunchBlockers(files)).not.toThrow()
      }),
      { numRuns: 15 },
    )
  })

  it("rejects an empty title", () => {
    const files = realContent()
    fileData(files, "pages/home.json").seo.title = "  "
    expect(formatProblems(checkContent(files, options))).toMatch(/content\/pages\/home\.json: field "seo\.title" must not be empty/)
  })

  it("rejects a link to a route that no page file, treatment, document or redirect makes", () => {
    const files = realContent()
    fileData(files, "navigation.json").header[0].path = "/about-us"
    expect(formatProblems(checkContent(files, options))).toContain(
      'content/navigation.json: field "header[0].path" links to "/about-us", which is not a page of the site',
    )
  })

  it("accepts a link with an anchor to a known page", () => {
    const files = realContent()
    fileData(files, "navigation.json").header[0].path = "/about#team"
    expect(checkContent(files, options)).toEqual([])
  })

  it("rejects an image that is not in the repository", () => {
    const files = realContent()
    fileData(files, "site.json").socialImage = "images/missing.jpg"
    expect(formatProblems(checkContent(files, options))).toContain(
      'content/site.json: field "socialImage" names the image "images/missing.jpg", which is not in content/',
    )
  })

  it("rejects a testimonial's photo that is not in content/, naming the file and the entry's field; a testimonial may have none", () => {
    const files = realContent()
    const entries = fileData(files, "pages/testimonials.json").entries
    entries[1].photo = "../images/testimonials/missing.jpg"
    delete entries[2].photo
    expect(formatProblems(checkContent(files, options))).toBe(
      'content/pages/testimonials.json: field "entries[1].photo" names the image "../images/testimonials/missing.jpg", which is not in content/',
    )
    entries[1].photo = "../images/testimonials/missing.gif"
    expect(formatProblems(checkContent(files, options))).toContain(
      'content/pages/testimonials.json: field "entries[1].photo" must name a .jpg, .png, .webp or .avif file',
    )
  })

  it("rejects two files of one collection with the same slug", () => {
    const files: ContentFile[] = [
      ...realContent(),
      { path: "treatments/knee.json", data: { slug: "knee" } },
      { path: "treatments/knee-copy.json", data: { slug: "knee" } },
    ]
    expect(formatProblems(checkContent(files, options))).toContain(
      'content/treatments/knee-copy.json: field "slug" "knee" is already used by content/treatments/knee.json',
    )
  })

  describe("an instruction worded once (sameWording in shared.json)", () => {
    const wording = "Stop Zedrin one week before."
    const withWording = () => {
      const files = realContent()
      fileData(files, "shared.json").sameWording.push({ mentions: ["Stop Zedrin", "pause … Zedrin"], text: wording })
      return files
    }

    it("refuses a text that gives the instruction in other words, naming the file, the field and the wording", () => {
      const files = withWording()
      const index = fileData(files, "shared.json").sameWording.length - 1
      fileData(files, "pages/home.json").seo.description = "Stop zedrin a week before your visit."
      expect(formatProblems(checkContent(files, options))).toContain(
        `content/pages/home.json: field "seo.description" mentions "Stop zedrin" without the clinic's one wording of it (Shared › Same wording everywhere ${index + 1} › Whole wording): "${wording}"`,
      )
    })

    it('finds words joined by "…" in one sentence, in that order, and not across sentences', () => {
      const files = withWording()
      fileData(files, "pages/home.json").seo.description = "Please pause your evening Zedrin before the visit."
      fileData(files, "pages/about.json").seo.description = "We pause. Zedrin is a medicine."
      const problems = formatProblems(checkContent(files, options))
      expect(problems).toContain(
        'content/pages/home.json: field "seo.description" mentions "pause your evening Zedrin" without the clinic\'s one wording',
      )
      expect(problems).not.toContain("content/pages/about.json")
    })

    it("accepts the wording inside a longer text, and other texts on the subject", () => {
      const files = withWording()
      fileData(files, "pages/home.json").seo.description = `Before your visit: ${wording} Arrive 15 minutes early.`
      fileData(files, "pages/about.json").seo.description = "After the injection, avoid Zedrin for two weeks."
      expect(checkContent(files, options)).toEqual([])
    })
  })

  describe("a number of days for stopping a blood thinner, in any language", () => {
    const message = "gives a number of days or weeks for stopping a blood thinner"

    it("is refused in English, naming the field and the sentence", () => {
      const files = realContent()
      const faq = fileData(files, "pages/faq.json")
      faq.categories[0].questions[0].answer = "Tell us what you take. If you are on warfarin, stop it 5 days before. Arrive early."
      expect(formatProblems(checkContent(files, options))).toContain(
        `content/pages/faq.json: field "categories[0].questions[0].answer" ${message} ("If you are on warfarin, stop it 5 days before."): a patient must never stop a blood thinner on their own`,
      )
    })

    it("is not a sentence that names no number, nor a number for another medicine", () => {
      const files = realContent()
      const faq = fileData(files, "pages/faq.json")
      faq.categories[0].questions[0].answer = "Never stop apixaban on your own; we ask your doctor. Bruising can last 2 weeks."
      expect(formatProblems(checkContent(files, options))).not.toContain(message)
    })

    it.each([
      ["es", "Si toma anticoagulantes, deje de tomarlos 5 días antes."],
      ["fr", "Si vous prenez un anticoagulant, arrêtez-le une semaine avant."],
      ["ht", "Si w ap pran medikaman ki fè san an pi klè, sispann yo 5 jou anvan."],
    ])("is refused in a translation (%s), which is then left out of the build", (lang, sentence) => {
      const { files, translations } = readContentFiles(CONTENT_DIR)
      const translation = translations.find((each) => each.lang === lang && each.source === "pages/faq.json")!
      const data = JSON.parse(JSON.stringify(translation.data))
      data.categories[0].questions[0].answer = sentence
      const problems = formatProblems(
        translationProblems(
          { ...translation, data },
          files.find((f) => f.path === "pages/faq.json"),
        ),
      )
      expect(problems).toContain(`content/${lang}/pages/faq.json: field "categories[0].questions[0].answer" ${message} ("${sentence}")`)
    })
  })

  describe("a price, worded once with the date it was set and what it leaves out", () => {
    const wording = "A session costs $900, as set in May 2026; it does not include imaging."
    const withPrice = () => {
      const files = realContent()
      fileData(files, "shared.json").sameWording.push({ mentions: ["A session costs"], text: wording })
      return files
    }

    it("is refused anywhere outside that wording, naming the file, the field and the amount", () => {
      const files = withPrice()
      fileData(files, "pages/home.json").seo.description = "Sessions from $800."
      expect(formatProblems(checkContent(files, options))).toContain(
        'content/pages/home.json: field "seo.description" names the price "$800" outside the clinic\'s one wording of it',
      )
    })

    it("is accepted in a text that gives the wording word for word (an answer to a question, which a price may be given in: price-notice.test.tsx)", () => {
      const files = withPrice()
      fileData(files, "pages/faq.json").categories[0].questions[0].answer = `Costs: ${wording} Ask us for an estimate.`
      expect(checkContent(files, options)).toEqual([])
    })
  })

  describe("a list of pages of one collection (pageRefs)", () => {
    it("refuses a page of the site that is not of the list's collection, naming the file and the entry", () => {
      const files = realContent()
      fileData(files, "pages/compliance.json").documents.push("/about")
      const index = fileData(files, "pages/compliance.json").documents.length - 1
      expect(formatProblems(checkPageRefs(files, options.knownPaths))).toBe(
        `content/pages/compliance.json: field "documents[${index}]" names "/about", which is not a page of content/compliance/: this list shows only those pages`,
      )
    })

    it("refuses a document's old address that now redirects", () => {
      const files = realContent()
      fileData(files, "redirects.json").redirects.push({ from: "/old-privacy", to: "/privacy-policy" })
      fileData(files, "pages/compliance.json").documents[0] = "/old-privacy"
      expect(formatProblems(checkPageRefs(files, checkOptions(files).knownPaths))).toMatch(
        /^content\/pages\/compliance\.json: field "documents\[0\]" names "\/old-privacy", which is not a page of content\/compliance\//,
      )
    })

    it("leaves an address that is no page at all to the link rule, which names it once", () => {
      const files = realContent()
      fileData(files, "pages/compliance.json").documents[0] = "/no-such-document"
      expect(checkPageRefs(files, options.knownPaths)).toEqual([])
      expect(formatProblems(checkContent(files, options))).toContain(
        'content/pages/compliance.json: field "documents[0]" links to "/no-such-document", which is not a page of the site',
      )
    })
  })

  describe("where a treatment is listed (its listing)", () => {
    it("refuses a group that content/pages/services.json does not have, naming the file and field and the groups to choose from", () => {
      const files = realContent()
      fileData(files, "treatments/knee.json").listing.group = "sports"
      const services = fileData(files, "pages/services.json")
      const choices = [...services.groups, { key: "more", title: services.moreTreatments.title }]
        .map((group: { key: string; title: string }) => `"${group.key}" (${group.title})`)
        .join(", ")
      expect(formatProblems(checkPlacements(files))).toBe(
        `content/treatments/knee.json: field "listing.group" is "sports", which is not a group of content/pages/services.json: choose one of ${choices}`,
      )
    })

    it("refuses a treatment that does not say where it is listed, and an order that is not a whole number", () => {
      const files = realContent()
      delete fileData(files, "treatments/knee.json").listing
      fileData(files, "treatments/hip.json").listing.order = 2.5
      const message = formatProblems(checkContent(files, options))
      expect(message).toContain('content/treatments/knee.json: field "listing"')
      expect(message).toContain('content/treatments/hip.json: field "listing.order"')
    })

    it("refuses two groups with one key, and a group that takes the key of More treatment pages", () => {
      const files = realContent()
      const groups = fileData(files, "pages/services.json").groups
      const count = groups.length
      groups.push({ ...groups[0] }, { ...groups[0], key: "more" })
      expect(formatProblems(checkPlacements(files)).split("\n")).toEqual([
        `content/pages/services.json: field "groups[${count}].key" is "${groups[0].key}", which group 1 already has: give each group its own key`,
        `content/pages/services.json: field "groups[${count + 1}].key" is "more", which "More treatment pages" already has: give each group its own key`,
      ])
    })
  })

  it("rejects a JSON file that no schema describes", () => {
    const files = [...realContent(), { path: "stray.json", data: {} }]
    expect(formatProblems(checkContent(files, options))).toContain('content/stray.json: field "(file)" has no schema')
  })

  describe("on a broken content folder, as the build runs it", () => {
    let dir: string
    beforeEach(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"))
      fs.cpSync(CONTENT_DIR, dir, { recursive: true })
    })
    afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

    it("reports a file that is not valid JSON by name", () => {
      fs.writeFileSync(path.join(dir, "navigation.json"), '{ "header": [ }')
      expect(formatProblems(checkContentIn(dir))).toMatch(/^content\/navigation\.json: field "\(file\)" is not valid JSON/m)
    })

    it("reports a missing required field by file and field", () => {
      const sitePath = path.join(dir, "site.json")
      const site = JSON.parse(fs.readFileSync(sitePath, "utf8"))
      delete site.physician.name
      fs.writeFileSync(sitePath, JSON.stringify(site))
      expect(formatProblems(checkContentIn(dir))).toContain('content/site.json: field "physician.name"')
    })
  })
})

/** The path of every list in a file's data. */
function listPaths(value: unknown, at: Array<string | number> = []): Array<Array<string | number>> {
  if (Array.isArray(value)) return [at, ...value.flatMap((item, index) => listPaths(item, [...at, index]))]
  if (typeof value === "object" && value !== null) return Object.entries(value).flatMap(([key, item]) => listPaths(item, [...at, key]))
  return []
}
