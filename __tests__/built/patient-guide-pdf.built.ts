/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { patientGuides } from "../../src/lib/build-time/patient-guide/patient-guides"
import { loadSiteContent } from "../../src/lib/build-time/content/content-snapshot"
import { htmlPages, siteOrigin } from "../../src/lib/build-time/hosting/built-pages"
import { readTaggedPdf, taggingProblems } from "../support/tagged-pdf"
import { formatFileSize } from "../../src/lib/shared/locale-formats"
import { SOURCE_LANGUAGE } from "../../src/lib/shared/languages"
import { PATIENT_GUIDE_PDF } from "../../src/lib/shared/routes"
import { fillTemplate } from "../../src/lib/shared/template"
import { expectTaggedGuide, poppler } from "../support/tagged-guide"

/**
 * Each patient guide as the build wrote it: a tagged PDF/UA file that says what its content says
 * (content/pages/patient-guide.json, content/site.json, the notices of content/shared.json), read
 * by our parser and by poppler, and linked from its page with its size. Runs after `gatsby build`.
 */
const ROOT = path.join(__dirname, "..", "..")
const PUBLIC = path.join(ROOT, "public")
const guides = patientGuides(loadSiteContent(ROOT, process.env), siteOrigin(PUBLIC)!).map((guide) => ({
  ...guide,
  file: path.join(PUBLIC, ...guide.address.split("/").filter(Boolean)),
}))

describe.each(guides.map((guide) => [guide.address, guide]))("the built patient guide %s", (_address, { file, input }) => {
  it("is a tagged PDF/UA document of the content: its title and language, every section's heading, paragraphs and points, the FDA status, the contact links and every notice in its language", async () => {
    const pdf = await readTaggedPdf(new Uint8Array(fs.readFileSync(file)))
    expect(taggingProblems(pdf, { lang: input.lang })).toEqual([])
    expectTaggedGuide(pdf, input)
  })

  it("is read as tagged, titled, with its sections' headings in order and embedded subset fonts mapped to Unicode, by poppler", () => {
    const { info, headings, fonts } = poppler(file)
    expect(info).toMatchObject({ Tagged: "yes", Title: `${input.guide.title} | ${input.clinic.siteName}` })
    expect(headings[0]).toEqual(["H1", input.guide.title])
    expect(headings.map(([, text]) => text)).toEqual(expect.arrayContaining(input.guide.sections.map((section) => section.title)))
    expect(fonts.length).toBeGreaterThan(0)
    for (const font of fonts) expect(font).toMatchObject({ emb: "yes", sub: "yes", uni: "yes" })
  })

  it("stays small: its fonts are cut to the glyphs it uses", () => {
    // The two faces embedded whole would weigh over 100 kB on their own.
    expect(fs.statSync(file).size).toBeLessThan(100_000)
  })
})

it("the patient guide page links its guide with the file's size in the link's text", () => {
  const { file, page: content } = guides.find((guide) => guide.address === PATIENT_GUIDE_PDF)!
  const page = htmlPages(PUBLIC).find((candidate) => candidate.route === "/resources/patient-guide")!
  const link = new RegExp(`<a\\b[^>]*href="${PATIENT_GUIDE_PDF}"[^>]*>([\\s\\S]*?)</a>`).exec(fs.readFileSync(page.file, "utf8"))
  expect(link).not.toBeNull()
  const text = link![1].replace(/<!-- -->/g, "").replace(/<[^>]+>/g, "")
  const size = formatFileSize(fs.statSync(file).size, SOURCE_LANGUAGE)
  expect(text).toBe(`${content.download.button} (${fillTemplate(content.download.fileNote, { size })})`)
})
