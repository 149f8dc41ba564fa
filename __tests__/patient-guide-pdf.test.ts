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
} from "../src/lib/build-time/patient-guide/patient-guide-pdf"
import { fontCodePoints } from "../src/lib/build-time/fonts/font-subset"
import { writePatientGuides } from "../src/lib/build-time/patient-guide/patient-guides"
import { loadSiteContent } from "../src/lib/build-time/content/content-snapshot"
import { checkContent } from "../src/lib/shared/content/rules/check"
import { formatProblems } from "../src/lib/shared/content/model/content-file"
import { readTaggedPdf, taggingProblems, walk } from "./support/tagged-pdf"
import { accessNotices } from "../src/lib/shared/notices"
import { PATIENT_GUIDE_PDF } from "../src/lib/shared/routes"
import { fillTemplate } from "../src/lib/shared/template"
import { checkOptions, fileData, realContent, type AnyData } from "./support/content-files"
import { reviewTranslation } from "./support/reviewers"
import { expectTaggedGuide, pdftotext, poppler } from "./support/tagged-guide"

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

describe("taggingProblems (the tests' check of a guide's tagging)", () => {
  /** What taggingProblems says of `doc` once `draw` has drawn on it in the guide's regular face. */
  async function problemsOf(doc: PDFKit.PDFDocument, draw: (doc: PDFKit.PDFDocument) => void) {
    doc.registerFont("regular", fonts.regular)
    doc.font("regular")
    draw(doc)
    const chunks: Uint8Array[] = []
    doc.on("data", (chunk: Uint8Array) => chunks.push(chunk))
    const done = new Promise((resolve) => doc.on("end", resolve))
    doc.end()
    await done
    return taggingProblems(await readTaggedPdf(new Uint8Array(Buffer.concat(chunks))), { lang: "en" })
  }

  it("names what an untagged PDF lacks: marking, structure, language, title, and its untagged text", async () => {
    const problems = await problemsOf(new PDFDocument(), (doc) => doc.text("Hello"))
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

  it("names a character drawn with no glyph of its font, which would read as nothing", async () => {
    const tagged = new PDFDocument({ tagged: true, lang: "en", displayTitle: true, info: { Title: "T" } })
    const problems = await problemsOf(tagged, (doc) => {
      const paragraph = doc.struct("P")
      doc.addStructure(paragraph)
      paragraph.add(doc.markStructureContent("P"))
      doc.text("Take 漢 daily.")
      doc.endMarkedContent()
      paragraph.end()
    })
    expect(problems).toContain('draws a character its font has no glyph for in P "Take \u25a1 daily."')
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

describe("the font the guide embeds (Atkinson Hyperlegible, latin)", () => {
  it("has every letter and mark Spanish, French and Haitian Creole are written with, in both weights", async () => {
    // Ÿ, found only in a few French place names, is not in the font: the build names the field that uses it.
    const letters = "áéíóúüñÁÉÍÓÚÜÑ¿¡«»àâæçèéêëîïôœùûüÿÀÂÆÇÈÉÊËÎÏÔŒÙÛÜòÒ’‘“”–—…\u00a0"
    for (const face of [fonts.regular, fonts.bold]) {
      const codePoints = await fontCodePoints(face)
      expect([...letters].filter((char) => !codePoints.has(char.codePointAt(0)!))).toEqual([])
    }
  })
})

/** Runs the build step on a copy of content/ changed by `edit`, as `gatsby build` would, with `env` (development unless it says otherwise). */
const roots: string[] = []
afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })))
const SITE_URL = "https://www.clinic.example"
/** Writing the four guides takes a few seconds, more on a busy machine. */
const STEP_TIMEOUT = 60_000
async function runStep(edit: (root: string) => void = () => {}, env: Record<string, string> = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "guide-step-"))
  roots.push(root)
  fs.cpSync(path.join(ROOT, "content"), path.join(root, "content"), { recursive: true })
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(root, "node_modules"))
  // The site's pages: a notice's link leads to the page in the guide's language where the site has it.
  fs.symlinkSync(path.join(ROOT, "src"), path.join(root, "src"))
  edit(root)
  const panics: string[] = []
  const nodes = await writePatientGuides(root, loadSiteContent(root, env), SITE_URL).catch((error: Error) => {
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
const guideFile = (root: string, address: string) => path.join(root, "public", ...address.split("/").filter(Boolean))
const LANGUAGES = ["en", "es", "fr", "ht"]
const addressOf = (lang: string) => (lang === "en" ? PATIENT_GUIDE_PDF : `/${lang}${PATIENT_GUIDE_PDF}`)

/**
 * What the guide in `lang` must say, read straight from content/: its patient-guide.json and
 * shared.json, and the clinic's phone, e-mail, address and the FDA's page from the English files.
 */
function expectedGuide(lang: string): PatientGuidePdfInput {
  const json = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, "content", file), "utf8")) as AnyData
  const folder = lang === "en" ? "" : `${lang}/`
  const guide = json(`${folder}pages/patient-guide.json`)
  guide.fdaStatus.link.href = json("pages/patient-guide.json").fdaStatus.link.href
  const site = json("site.json")
  const siteName = json(`${folder}site.json`).siteName as string
  const notices = accessNotices(json(`${folder}shared.json`) as Parameters<typeof accessNotices>[0], {
    siteName,
    phone: site.phone,
    civilRights: site.civilRights,
  })
  // A link leads to the page in the guide's language: in development every translation is published.
  const address = (route: string) => `${SITE_URL}${lang === "en" ? "" : `/${lang}`}${route}`
  return {
    lang,
    guide: guide as PatientGuidePdfInput["guide"],
    clinic: { siteName, phone: site.phone, email: site.email, address: site.address, siteUrl: SITE_URL },
    notices: notices.map((notice) => ({
      ...(notice.lang && notice.lang !== lang ? { lang: notice.lang } : {}),
      text: notice.text,
      ...(notice.link ? { link: { url: address(notice.link), alt: notice.text } } : {}),
    })),
  }
}

/** Every text the guide prints from its content, each as a visitor reads it. */
function printedTexts({ guide, clinic, notices }: PatientGuidePdfInput): string[] {
  const { pdf } = guide
  return [
    guide.title,
    guide.intro,
    guide.fdaStatus.title,
    guide.fdaStatus.text,
    guide.fdaStatus.link.label,
    ...guide.sections.flatMap((section) => [section.title, ...section.paragraphs, ...section.points]),
    pdf.contactTitle,
    `${pdf.phoneLabel} ${clinic.phone}`,
    `${pdf.emailLabel} ${clinic.email}`,
    `${pdf.websiteLabel} ${clinic.siteUrl}`,
    ...(notices.length > 0 ? [pdf.noticesTitle] : []),
    ...notices.flatMap((notice) => (notice.link ? [notice.text, notice.link.url] : [notice.text])),
    pdf.disclaimer,
  ]
}

describe("one guide per language, as the build step writes them from content/ (development: unreviewed translations published)", () => {
  let step: Awaited<ReturnType<typeof runStep>>
  beforeAll(async () => {
    step = await runStep()
  }, STEP_TIMEOUT)

  it("writes English's guide at /downloads/patient-guide.pdf and each translation's under its language, and records each one's language, address and size", () => {
    expect(step.panics).toEqual([])
    expect(step.nodes.map(({ lang, path: address, bytes }) => ({ lang, address, bytes }))).toEqual(
      LANGUAGES.map((lang) => ({ lang, address: addressOf(lang), bytes: fs.statSync(guideFile(step.root, addressOf(lang))).size })),
    )
  })

  describe.each(LANGUAGES)("the %s guide", (lang) => {
    const expected = expectedGuide(lang)
    const file = () => guideFile(step.root, addressOf(lang))

    it("is a tagged PDF/UA document in its language, titled in it: its headings in order, paragraphs, lists, links with alternate text in it, and notices", async () => {
      const pdf = await readTaggedPdf(new Uint8Array(fs.readFileSync(file())))
      expect({ lang: pdf.lang, title: pdf.title, displayDocTitle: pdf.displayDocTitle }).toEqual({
        lang,
        title: `${expected.guide.title} | ${expected.clinic.siteName}`,
        displayDocTitle: true,
      })
      expectTaggedGuide(pdf, expected)
    })

    it("gives pdftotext the words of every section of its content, accents included", () => {
      const { siteName } = expected.clinic
      const pages = pdftotext(file()).split("\f")
      // The running header and page number of each page are artifacts, drawn where a paragraph may run on.
      const text = pages
        .map((page, index) =>
          page
            .split("\n")
            .filter(
              (line) =>
                ![siteName, fillTemplate(expected.guide.pdf.pageNumber, { page: index + 1, pages: pages.length - 1 })].includes(
                  line.trim(),
                ),
            )
            .join(" "),
        )
        .join(" ")
      const words = (value: string) => value.replace(/\s+/g, " ").trim()
      for (const printed of printedTexts(expected)) expect(words(text)).toContain(words(printed))
    })

    it("draws every character of its text with a glyph of the embedded Atkinson Hyperlegible subset, mapped to Unicode", async () => {
      const pdf = await readTaggedPdf(new Uint8Array(fs.readFileSync(file())))
      const used = new Set([...printedTexts(expected).join("")].filter((char) => !/\s/.test(char)))
      // Not a vacuous check: the guide has its language's accented letters (and every guide the taglines' "ñ", "ç", "ò").
      expect([...used]).toEqual(expect.arrayContaining([..."ñçò", ...{ en: "", es: "áéíóú", fr: "àèéêÉ", ht: "èòÈ" }[lang]!]))
      const mapped = new Set(pdf.fonts.flatMap((font) => [...font.characters]))
      expect([...used].filter((char) => !mapped.has(char))).toEqual([])
      for (const font of pdf.fonts) expect(font).toMatchObject({ embedded: true, toUnicode: true, blank: "" })
    })

    it("is read as tagged and titled by poppler's pdfinfo, its fonts embedded subsets mapped to Unicode", () => {
      const { info, headings, fonts: rows } = poppler(file())
      expect(info).toMatchObject({ Tagged: "yes", Title: `${expected.guide.title} | ${expected.clinic.siteName}` })
      expect(headings.slice(0, 2)).toEqual([
        ["H1", expected.guide.title],
        ["H2", expected.guide.fdaStatus.title],
      ])
      for (const row of rows) expect(row).toMatchObject({ emb: "yes", sub: "yes", uni: "yes" })
    })
  })
})

describe("the build step (src/lib/build-time/patient-guide/patient-guides.ts)", () => {
  it(
    "gives no guide to a translation not published: in production, a language gets its guide once its three guide files are all reviewed",
    async () => {
      const { nodes, panics, root } = await runStep(
        (root) => {
          const contentDir = path.join(root, "content")
          for (const file of ["pages/patient-guide.json", "site.json", "shared.json"]) reviewTranslation(contentDir, "es", file)
          // French: its guide reviewed, but not the notices it prints.
          for (const file of ["pages/patient-guide.json", "site.json"]) reviewTranslation(contentDir, "fr", file)
        },
        { CONTEXT: "production" },
      )
      expect(panics).toEqual([])
      expect(nodes.map((node) => node.lang)).toEqual(["en", "es"])
      expect(fs.existsSync(guideFile(root, addressOf("fr")))).toBe(false)
      expect(fs.existsSync(guideFile(root, addressOf("ht")))).toBe(false)
    },
    STEP_TIMEOUT,
  )

  it(
    "gives no guide, in any build, to a language whose guide no longer matches its English file",
    async () => {
      const { nodes, panics } = await runStep((root) => editJson(root, "ht/pages/patient-guide.json", (guide) => guide.sections.pop()))
      expect(panics).toEqual([])
      expect(nodes.map((node) => node.lang)).toEqual(["en", "es", "fr"])
    },
    STEP_TIMEOUT,
  )

  it(
    "stops the build naming the file and field of a character the PDF cannot print, in English or a translation",
    async () => {
      const { panics, nodes } = await runStep((root) => {
        editJson(root, "pages/patient-guide.json", (guide) => (guide.sections[1].points[0] = "Take 漢 daily."))
      })
      expect(nodes).toEqual([])
      expect(panics).toEqual([expect.stringMatching(/^content\/pages\/patient-guide\.json: field "sections\[1\]\.points\[0\]" has "漢"/)])
      const notice = await runStep((root) =>
        editJson(root, "shared.json", (shared) => (shared.languageAssistance.everyPage[0].text += " 漢")),
      )
      expect(notice.panics).toEqual([
        expect.stringMatching(/^content\/shared\.json: field "languageAssistance\.everyPage\[0\]\.text" has "漢"/),
      ])
      // French typography's narrow no-break space is not in the font.
      const french = await runStep((root) =>
        editJson(root, "fr/pages/patient-guide.json", (guide) => (guide.intro = "Lisez ce guide\u202f!")),
      )
      expect(french.panics).toEqual([
        expect.stringMatching(
          /^content\/fr\/pages\/patient-guide\.json: field "intro" has "\u202f" \(U\+202F\), .*: write an ordinary space, or a no-break space \(U\+00A0\)$/,
        ),
      ])
    },
    STEP_TIMEOUT,
  )
})
