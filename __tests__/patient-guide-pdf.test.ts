/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import PDFDocument from "pdfkit"
import {
  buildPatientGuidePdf,
  GuideTextError,
  loadGuideFonts,
  type GuideFonts,
  type PatientGuidePdfInput,
} from "../src/lib/build-time/patient-guide-pdf"
import { writePatientGuides } from "../src/lib/build-time/patient-guides"
import { checkContent } from "../src/lib/shared/content/check"
import { formatProblems } from "../src/lib/shared/content/content-file"
import { readTaggedPdf, taggingProblems, walk } from "../src/lib/build-time/tagged-pdf"
import { PATIENT_GUIDE_PDF } from "../src/lib/shared/routes"
import { checkOptions, fileData, realContent, type AnyData } from "./support/content-files"
import { expectTaggedGuide, poppler } from "./support/tagged-guide"

const ROOT = path.join(__dirname, "..")

/**
 * A guide as an editor could write it, not the shipped copy: a section long enough to run over a
 * page (a paragraph and a list item cut by a page break), notices in two other languages with
 * their accents, and a clinic with its contact links.
 */
const fixture: PatientGuidePdfInput = {
  lang: "en",
  guide: {
    title: "Your visit",
    intro: "What to do before, during and after your treatment.",
    fdaStatus: {
      title: "Status with the FDA",
      text: "These treatments are not FDA approved, and the FDA has not reviewed them for safety or effectiveness.",
      link: { label: "The FDA's advice for patients", href: "https://www.fda.gov/patients" },
    },
    sections: [
      {
        id: "ready",
        title: "Getting ready",
        paragraphs: ["Plan the day ahead.", "Bring a list of your medicines."],
        points: ["Eat a light breakfast.", "Wear loose clothing."],
      },
      {
        id: "long",
        title: "A long section",
        paragraphs: [Array.from({ length: 60 }, (_, i) => `Sentence ${i + 1} of a paragraph that runs on.`).join(" ")],
        points: Array.from(
          { length: 30 },
          (_, i) => `Point ${i + 1}: ${"a careful instruction that wraps onto a second line of the page ".repeat(2).trim()}.`,
        ),
      },
    ],
    pdf: {
      contactTitle: "Reach us",
      phoneLabel: "Call:",
      phoneAlt: "Call us at {phone}",
      emailLabel: "Mail:",
      emailAlt: "Write to us at {email}",
      websiteLabel: "Web:",
      websiteAlt: "Our website, {url}",
      noticesTitle: "Help in your language",
      disclaimer: "General information only.",
      pageNumber: "{page} / {pages}",
    },
  },
  clinic: {
    siteName: "Example Clinic",
    phone: "(212) 555-0100",
    email: "desk@clinic.example",
    siteUrl: "https://www.clinic.example",
    address: { streetAddress: "1 Main Street", addressLocality: "New York", addressRegion: "NY", postalCode: "10001" },
  },
  notices: [
    { text: "Free aids and services are available. Call (212) 555-0100 (TTY: 711)." },
    { lang: "es", text: "ATENCIÓN: ayuda gratuita en español. Llame al (212) 555-0100." },
    { lang: "ht", text: "ATANSYON: èd gratis an kreyòl. Rele (212) 555-0100." },
  ],
}

let fonts: GuideFonts
let bytes: Uint8Array
const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "guide-pdf-")), "guide.pdf")
afterAll(() => fs.rmSync(path.dirname(file), { recursive: true, force: true }))

beforeAll(async () => {
  fonts = await loadGuideFonts(ROOT)
  bytes = await buildPatientGuidePdf(fixture, fonts)
  fs.writeFileSync(file, bytes)
})

describe("the patient guide PDF", () => {
  it("is a tagged PDF/UA document of the content: title, language, headings, paragraphs, lists, links, notices, artifacts and bookmarks", async () => {
    const pdf = await readTaggedPdf(bytes)
    expect(pdf.pages.length).toBeGreaterThan(1)
    expectTaggedGuide(pdf, fixture)
    expect(taggingProblems(pdf, { lang: "en" })).toEqual([])
  })

  it("keeps the text of a paragraph that a page break cuts, and of every list item, spaces at line ends included", async () => {
    const pdf = await readTaggedPdf(bytes)
    const long = fixture.guide.sections[1]
    const blocks = walk(pdf.structure)
    const paragraph = blocks.find((element) => element.type === "P" && element.text.startsWith("Sentence 1 "))!
    expect(paragraph.pages.length).toBe(2)
    expect(paragraph.text).toBe(long.paragraphs[0])
    expect(blocks.filter((element) => element.type === "LBody").map((element) => element.text)).toEqual(
      fixture.guide.sections.flatMap((section) => section.points),
    )
  })

  it("is read as tagged, with its headings in order and embedded subset fonts mapped to Unicode, by poppler", () => {
    const { info, headings, fonts: rows } = poppler(file)
    expect(info).toMatchObject({ Tagged: "yes", Title: `${fixture.guide.title} | ${fixture.clinic.siteName}`, "PDF version": "1.7" })
    expect(headings).toEqual([
      ["H1", fixture.guide.title],
      ["H2", fixture.guide.fdaStatus.title],
      ...fixture.guide.sections.map((section) => ["H2", section.title]),
      ["H2", fixture.guide.pdf.contactTitle],
      ["H2", fixture.guide.pdf.noticesTitle],
    ])
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) expect(row).toMatchObject({ emb: "yes", sub: "yes", uni: "yes" })
  })

  it("is written in the language it is given: /Lang follows the language code", async () => {
    const french = await readTaggedPdf(await buildPatientGuidePdf({ ...fixture, lang: "fr", notices: [] }, fonts))
    expect(french.lang).toBe("fr")
    expect(french.outline[0].children.map((bookmark) => bookmark.title)).not.toContain(fixture.guide.pdf.noticesTitle)
  })

  it("refuses a character its font cannot draw, naming the field", async () => {
    const guide = { ...fixture.guide, sections: [{ ...fixture.guide.sections[0], points: ["Fine.", "Take 漢 daily."] }] }
    const refusal = buildPatientGuidePdf({ ...fixture, guide }, fonts)
    await expect(refusal).rejects.toThrow(GuideTextError)
    await expect(refusal).rejects.toMatchObject({ field: "guide.sections[0].points[1]", reason: expect.stringContaining('"漢"') })
  })

  it("refuses a title the PDF's metadata cannot hold, naming the field", async () => {
    await expect(
      buildPatientGuidePdf({ ...fixture, clinic: { ...fixture.clinic, siteName: "Smith & Jones" } }, fonts),
    ).rejects.toMatchObject({
      field: "clinic.siteName",
    })
  })
})

describe("taggingProblems (the build's check of the guide it wrote)", () => {
  it("names what an untagged PDF lacks: marking, structure, language, title, and its untagged text", async () => {
    const doc = new PDFDocument()
    doc.registerFont("regular", fonts.regular)
    doc.font("regular").text("Hello")
    const chunks: Uint8Array[] = []
    doc.on("data", (chunk: Uint8Array) => chunks.push(chunk))
    const done = new Promise((resolve) => doc.on("end", resolve))
    doc.end()
    await done
    const problems = taggingProblems(await readTaggedPdf(new Uint8Array(Buffer.concat(chunks))), { lang: "en" })
    expect(problems).toEqual([
      expect.stringContaining("not marked as tagged"),
      expect.stringContaining("no structure tree"),
      expect.stringContaining("no language"),
      expect.stringContaining("no title (/Title)"),
      expect.stringContaining("no title in its metadata"),
      expect.stringContaining("/DisplayDocTitle"),
      expect.stringContaining('"Hello"'),
    ])
  })

  it("names a language other than the guide's", async () => {
    const pdf = await readTaggedPdf(bytes)
    expect(taggingProblems(pdf, { lang: "es" })).toEqual(['has the language "en" instead of "es"'])
  })
})

describe("the guide's content (content/pages/patient-guide.json)", () => {
  it("must state the FDA status as every treatment page does, and leave room for the PDF's size and page numbers", () => {
    const files = realContent()
    const guide = fileData(files, "pages/patient-guide.json")
    guide.fdaStatus.text = "These treatments are safe and approved."
    guide.download.fileNote = "PDF"
    guide.pdf.pageNumber = "Page"
    const message = formatProblems(checkContent(files, checkOptions(files)))
    expect(message).toContain(
      'content/pages/patient-guide.json: field "fdaStatus.text" must say plainly that the treatment is "not FDA approved"',
    )
    expect(message).toContain('content/pages/patient-guide.json: field "download.fileNote" must contain "{size}"')
    expect(message).toContain('content/pages/patient-guide.json: field "pdf.pageNumber" must contain "{page}"')
  })
})

describe("the build step (src/lib/build-time/patient-guides.ts)", () => {
  const roots: string[] = []
  afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })))

  /** Runs the step on a copy of content/ changed by `edit`, as `gatsby build` would. */
  async function runStep(edit: (root: string) => void = () => {}) {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "guide-step-"))
    roots.push(root)
    fs.cpSync(path.join(ROOT, "content"), path.join(root, "content"), { recursive: true })
    fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(root, "node_modules"))
    edit(root)
    const panics: string[] = []
    const nodes = await writePatientGuides(root, "https://www.clinic.example").catch((error: Error) => {
      panics.push(error.message)
      return []
    })
    return { root, nodes, panics }
  }
  const editJson = (root: string, file: string, change: (data: AnyData) => void) => {
    const target = path.join(root, "content", file)
    const data = JSON.parse(fs.readFileSync(target, "utf8")) as AnyData
    change(data)
    fs.writeFileSync(target, JSON.stringify(data))
  }

  it("writes the guide, checks it and records its address and size for the page's link", async () => {
    const { root, nodes, panics } = await runStep()
    expect(panics).toEqual([])
    const written = path.join(root, "public", ...PATIENT_GUIDE_PDF.split("/").filter(Boolean))
    expect(nodes).toEqual([expect.objectContaining({ lang: "en", path: PATIENT_GUIDE_PDF, bytes: fs.statSync(written).size })])
    const pdf = await readTaggedPdf(new Uint8Array(fs.readFileSync(written)))
    expect(pdf.lang).toBe("en")
    expect(
      walk(pdf.structure).find((element) => element.type === "Link" && element.annotations[0]?.uri === "https://www.clinic.example"),
    ).toBeDefined()
  })

  it("stops the build naming the file and field of a character the PDF cannot print", async () => {
    const { panics, nodes } = await runStep((root) => {
      editJson(root, "pages/patient-guide.json", (guide) => (guide.sections[1].points[0] = "Take 漢 daily."))
    })
    expect(nodes).toEqual([])
    expect(panics).toEqual([expect.stringMatching(/^content\/pages\/patient-guide\.json: field "sections\[1\]\.points\[0\]" has "漢"/)])
    const notice = await runStep((root) => editJson(root, "shared.json", (shared) => (shared.languageAssistance[0].text += " 漢")))
    expect(notice.panics).toEqual([expect.stringMatching(/^content\/shared\.json: field "languageAssistance\[0\]\.text" has "漢"/)])
  })
})
