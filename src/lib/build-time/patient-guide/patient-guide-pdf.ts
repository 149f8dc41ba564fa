import fs from "node:fs"
import PDFDocument from "pdfkit"
import { convert } from "fontverter"
import { fontCodePoints, fontFaces } from "../fonts/font-subset"
import type { PatientGuideContent } from "../../shared/content/model/info-page-schemas"
import type { SiteContent } from "../../shared/content/model/site-schema"
import { formatAddress, telHref, type PostalAddressParts } from "../../shared/format"
import { fillTemplate } from "../../shared/template"
import { theme } from "../../../styles/theme"

/**
 * The printable patient guide, a tagged PDF/UA-1 document built from the same content as
 * /resources/patient-guide (content/pages/patient-guide.json, content/site.json and the notices of
 * content/shared.json), one per language: a screen reader finds its title, language, headings,
 * lists and links in reading order, and its text can be copied and searched.
 */
export interface PatientGuidePdfInput {
  /** The guide's language, a BCP 47 code such as "en": the document's /Lang. */
  lang: string
  guide: GuideContent
  clinic: ClinicFacts
  /**
   * The notices every page shows (free aids and services, language help, nondiscrimination, the
   * link to the full notice), each already worded as the site shows it and drawn as its own
   * paragraph, in its own /Lang where it is not the guide's language; a link with its address under
   * it, for a reader of the printed guide.
   */
  notices: ReadonlyArray<{ lang?: string; text: string; link?: { url: string; alt: string } }>
}

/** What the PDF prints of the guide's content (content/pages/patient-guide.json, or its translation). */
type GuideContent = Pick<PatientGuideContent, "title" | "intro" | "fdaStatus" | "sections" | "pdf">

/** The clinic's facts the guide prints (content/site.json), with the site's public address. */
type ClinicFacts = Pick<SiteContent, "siteName" | "phone" | "email"> & { siteUrl: string; address: PostalAddressParts }

/** The site's typeface, Atkinson Hyperlegible, as TrueType (pdfkit embeds only the glyphs the guide uses, with a ToUnicode map). */
export interface GuideFonts {
  regular: Buffer
  bold: Buffer
}

/** A text of the input that the guide cannot print, named by its path in the input ("guide.sections[1].points[0]"). */
export class GuideTextError extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(`${field} ${reason}`)
  }
}

/** Atkinson Hyperlegible's latin faces from @fontsource (resolved from the site's root), converted from WOFF2 to TrueType. */
export async function loadGuideFonts(root: string): Promise<GuideFonts> {
  const faces: Buffer[] = []
  // One at a time: concurrent WOFF2 decompressions (wawoff2's WebAssembly) return each other's bytes.
  for (const face of fontFaces(root)) faces.push(Buffer.from(await convert(fs.readFileSync(face.source), "sfnt")))
  const [regular, bold] = faces
  return { regular, bold }
}

const PAGE = { width: 612, height: 792, margin: 56, top: 72 } // US Letter, in points
const SIZES = { title: 24, heading: 15, body: 11.5, small: 9.5 }
const LEADING = 1.45
const BULLET = "\u2022"

export async function buildPatientGuidePdf(input: PatientGuidePdfInput, fonts: GuideFonts): Promise<Uint8Array> {
  await checkPrintable(input, fonts)
  const { lang, guide, clinic, notices } = input
  const title = `${guide.title} | ${clinic.siteName}`
  for (const [field, value] of [
    ["clinic.siteName", clinic.siteName],
    ["guide.title", guide.title],
    ["guide.intro", guide.intro],
  ]) {
    // pdfkit writes the document's title, author and subject into its XMP metadata unescaped.
    if (/[&<>]/.test(value))
      throw new GuideTextError(field, `"${value}" has "&", "<" or ">", which the PDF's metadata cannot hold: write "and"`)
  }

  const doc = new PDFDocument({
    pdfVersion: "1.7",
    // @types/pdfkit 0.17 lists only the PDF/A subsets; pdfkit has had "PDF/UA" since 0.15.
    subset: "PDF/UA" as unknown as PDFKit.Mixins.PDFSubsets,
    tagged: true,
    lang,
    displayTitle: true,
    size: [PAGE.width, PAGE.height],
    margins: { top: PAGE.top, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin },
    bufferPages: true,
    info: { Title: title, Author: clinic.siteName, Subject: guide.intro, Creator: clinic.siteName },
  })
  doc.registerFont("regular", fonts.regular)
  doc.registerFont("bold", fonts.bold)
  const bytes = collect(doc)
  const writer = new GuideWriter(doc)

  const { pdf } = guide
  const guideItem = writer.heading("H1", guide.title, null)
  writer.rule()
  writer.paragraph([{ text: guide.intro }])

  writer.heading("H2", guide.fdaStatus.title, guideItem)
  writer.paragraph([{ text: guide.fdaStatus.text }])
  // The FDA's page: its name, and its address under it for a reader of the printed guide.
  const fda = { url: guide.fdaStatus.link.href, alt: guide.fdaStatus.link.label }
  writer.paragraph([
    { text: `${guide.fdaStatus.link.label} `, link: fda },
    { text: fda.url, link: fda, small: true, newLine: true },
  ])

  for (const section of guide.sections) {
    writer.heading("H2", section.title, guideItem)
    for (const text of section.paragraphs) writer.paragraph([{ text }])
    writer.list(section.points)
  }

  writer.heading("H2", pdf.contactTitle, guideItem)
  writer.paragraph([{ text: `${clinic.siteName}, ${formatAddress(clinic.address)}` }])
  const contact: Array<[string, string, string, string]> = [
    [pdf.phoneLabel, clinic.phone, telHref(clinic.phone), fillTemplate(pdf.phoneAlt, { phone: clinic.phone })],
    [pdf.emailLabel, clinic.email, `mailto:${clinic.email}`, fillTemplate(pdf.emailAlt, { email: clinic.email })],
    [pdf.websiteLabel, clinic.siteUrl, clinic.siteUrl, fillTemplate(pdf.websiteAlt, { url: clinic.siteUrl })],
  ]
  for (const [label, shown, url, alt] of contact) writer.paragraph([{ text: `${label} ` }, { text: shown, link: { url, alt } }])

  if (notices.length > 0) {
    writer.heading("H2", pdf.noticesTitle, guideItem)
    for (const { text, lang: noticeLang, link } of notices) {
      writer.paragraph(
        link
          ? [
              { text: `${text} `, link },
              { text: link.url, link, small: true, newLine: true },
            ]
          : [{ text }],
        { lang: noticeLang },
      )
    }
  }
  writer.rule()
  writer.paragraph([{ text: pdf.disclaimer, small: true }])

  writer.pageFurniture(clinic.siteName, (page, pages) => fillTemplate(pdf.pageNumber, { page, pages }))
  writer.end()
  doc.end()
  return bytes
}

function collect(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  const chunks: Uint8Array[] = []
  doc.on("data", (chunk: Uint8Array) => chunks.push(chunk))
  return new Promise((resolve, reject) => {
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))))
    doc.on("error", reject)
  })
}

/** Every character the guide prints must be in the font: a missing glyph would print as a box and read as nothing. */
async function checkPrintable({ guide, clinic, notices }: PatientGuidePdfInput, fonts: GuideFonts) {
  const [regular, bold] = await Promise.all([fontCodePoints(fonts.regular), fontCodePoints(fonts.bold)])
  // The printed fields only (the content may hold others, such as the page's SEO), by their paths in the input.
  const printed = {
    guide: {
      title: guide.title,
      intro: guide.intro,
      fdaStatus: guide.fdaStatus,
      sections: guide.sections.map(({ title, paragraphs, points }) => ({ title, paragraphs, points })),
      pdf: guide.pdf,
    },
    clinic: {
      siteName: clinic.siteName,
      phone: clinic.phone,
      email: clinic.email,
      siteUrl: clinic.siteUrl,
      address: formatAddress(clinic.address),
    },
    notices: notices.map(({ text, link }) => ({ text, ...(link ? { link: link.url } : {}) })),
  }
  const visit = (value: unknown, field: string) => {
    if (typeof value === "string") {
      for (const char of value.replace(/\p{Cc}/gu, "")) {
        const code = char.codePointAt(0)!
        if (!regular.has(code) || !bold.has(code)) {
          // A space the font lacks (French typography's narrow no-break space, U+202F) is invisible in the message: say what to write.
          const space = /\p{Zs}/u.test(char) ? ": write an ordinary space, or a no-break space (U+00A0)" : ""
          throw new GuideTextError(
            field,
            `has "${char}" (U+${code.toString(16).toUpperCase().padStart(4, "0")}), which the PDF guide's font cannot draw${space}`,
          )
        }
      }
    } else if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${field}[${index}]`))
    else if (value && typeof value === "object")
      for (const [key, item] of Object.entries(value)) visit(item, field ? `${field}.${key}` : key)
  }
  visit(printed, "")
}

interface Run {
  text: string
  link?: { url: string; alt: string }
  small?: boolean
  /** Starts on a line of its own. */
  newLine?: boolean
}

type Struct = PDFKit.PDFStructureElement
/** A link annotation held by a structure element (pdfkit adds its /OBJR and /StructParent; @types/pdfkit does not declare the option). */
type LinkOptions = PDFKit.Mixins.AnnotationOption & { structParent: Struct }

/** pdfkit writes a JavaScript string as a PDF name and a String object as a PDF text string. */
const pdfString = (value: string) => new String(value) as unknown as string

/**
 * Lays the guide out top to bottom and tags it as it goes: each block is a structure element
 * holding its marked text, in reading order, under one Document element; links hold their text
 * and their annotation; rules, the running header and page numbers are artifacts. Lines are
 * wrapped here (not by pdfkit) so that every link's rectangles are known for its annotations.
 */
class GuideWriter {
  private readonly root: Struct
  private y = PAGE.top
  /** The page being written, 0-based. */
  private page = 0
  private readonly widths = new Map<string, number>()

  constructor(private readonly doc: PDFKit.PDFDocument) {
    this.root = doc.struct("Document")
    doc.addStructure(this.root)
  }

  /** A heading, with its bookmark under `parent` (null: a top-level bookmark). */
  heading(type: "H1" | "H2", text: string, parent: PDFKit.PDFOutline | null): PDFKit.PDFOutline {
    const size = type === "H1" ? SIZES.title : SIZES.heading
    if (type !== "H1") this.y += SIZES.body * 1.2
    // A heading is kept with the first lines of what follows (a block of three lines is never split).
    this.keep(this.height([{ text }], "bold", size) + 3 * SIZES.body * LEADING)
    // Opens at the heading: pdfkit's destination is [page, XYZ, width - left, height - top], so left: width is the page's left edge.
    const destination: { expanded: boolean; top: number; left: number } = { expanded: true, top: this.y, left: PAGE.width }
    const bookmark = (parent ?? this.doc.outline).addItem(text, destination)
    this.block(type, [{ text }], { font: "bold", size, color: theme.colors.primary })
    this.y += size * 0.3
    return bookmark
  }

  paragraph(runs: Run[], options: { lang?: string } = {}) {
    this.block("P", runs, { font: "regular", size: SIZES.body, color: theme.colors.text, lang: options.lang })
    this.y += SIZES.body * 0.5
  }

  /** A bulleted list: L, and per point an LI with its bullet (Lbl) and its text (LBody). */
  list(points: readonly string[]) {
    const list = this.doc.struct("L")
    this.root.add(list)
    const indent = SIZES.body * 1.4
    for (const point of points) {
      this.keep(this.height([{ text: point }], "regular", SIZES.body, indent))
      const item = this.doc.struct("LI")
      list.add(item)
      const label = this.doc.struct("Lbl")
      item.add(label)
      this.doc.font("regular").fontSize(SIZES.body).fillColor(theme.colors.accent)
      label.add(this.mark("Lbl", () => this.doc.text(BULLET, PAGE.margin + SIZES.body * 0.2, this.y, { lineBreak: false })))
      label.end()
      this.block("LBody", [{ text: point }], { font: "regular", size: SIZES.body, color: theme.colors.text, indent, parent: item })
      item.end()
      this.y += SIZES.body * 0.25
    }
    list.end()
    this.y += SIZES.body * 0.4
  }

  /** A decorative line across the text column. */
  rule() {
    this.keep(SIZES.body)
    this.line(this.page, PAGE.margin, PAGE.width - PAGE.margin, this.y, 0.75, theme.colors.border)
    this.y += SIZES.body
  }

  /** The running header and the page numbers, drawn on every page once the pages are counted. */
  pageFurniture(header: string, pageNumber: (page: number, pages: number) => string) {
    const { start, count } = this.doc.bufferedPageRange()
    for (let index = start; index < start + count; index++) {
      this.doc.switchToPage(index)
      this.doc.font("regular").fontSize(SIZES.small).fillColor(theme.colors.textMuted)
      this.artifact(["Top"], () => this.doc.text(header, PAGE.margin, PAGE.margin - SIZES.small, { lineBreak: false }))
      const label = pageNumber(index + 1, count)
      const x = PAGE.width - PAGE.margin - this.doc.widthOfString(label)
      this.artifact(["Bottom"], () => this.doc.text(label, x, PAGE.height - PAGE.margin + SIZES.small, { lineBreak: false }))
    }
  }

  end() {
    this.root.end()
  }

  private artifact(attached: string[], draw: () => void) {
    this.doc.markContent("Artifact", { type: "Pagination", attached })
    draw()
    this.doc.endMarkedContent()
  }

  /** Marks what `draw` puts on the page as content of a structure element of type `tag`. */
  private mark(tag: string, draw: () => void): PDFKit.PDFStructureContent {
    const content = this.doc.markStructureContent(tag)
    draw()
    this.doc.endMarkedContent()
    return content
  }

  /** Starts a new page when fewer than `height` points are left on this one and a page holds that many. */
  private keep(height: number) {
    const bottom = PAGE.height - PAGE.margin
    if (this.y + height > bottom && this.y > PAGE.top && PAGE.top + height <= bottom) this.newPage()
  }

  private newPage() {
    this.doc.continueOnNewPage()
    this.page++
    this.y = PAGE.top
  }

  /** A line drawn as an artifact (decoration: rules, a link's underline) on page `page`. */
  private line(page: number, x1: number, x2: number, y: number, width: number, color: string) {
    if (page !== this.page) this.doc.switchToPage(page)
    this.doc.markContent("Artifact", { type: "Layout" })
    this.doc.moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor(color).stroke()
    this.doc.endMarkedContent()
    if (page !== this.page) this.doc.switchToPage(this.page)
  }

  /**
   * Where a block's lines go over to the next page: nowhere if they fit; else before the first
   * line (a new page) for a block with a link (its annotations stay on its text's page) or of fewer
   * than four lines; else where the page is full, leaving at least two lines on each page.
   */
  private pageBreak(lines: Array<Array<{ run: Run }>>, base: number, hasLink: boolean): number | undefined {
    const bottom = PAGE.height - PAGE.margin
    let fitting = 0
    for (let y = this.y; fitting < lines.length && y + this.lineHeight(lines[fitting], base) <= bottom; fitting++) {
      y += this.lineHeight(lines[fitting], base)
    }
    if (fitting === lines.length || this.y === PAGE.top) return undefined
    if (hasLink || lines.length < 4 || fitting < 2) return 0
    return Math.min(fitting, lines.length - 2)
  }

  private height(runs: Run[], font: string, size: number, indent = 0): number {
    return this.lines(runs, font, size, PAGE.width - 2 * PAGE.margin - indent).reduce((sum, line) => sum + this.lineHeight(line, size), 0)
  }

  private lineHeight(line: Array<{ run: Run }>, base: number): number {
    return Math.max(...line.map(({ run }) => this.size(run, base))) * LEADING
  }

  /**
   * One block element of type `type` (under `parent`, else the Document) holding `runs`: plain runs
   * are its own marked content; runs with a link are a Link element inside it (runs sharing one
   * link object share it), holding their marked text and one link annotation per line, with the
   * link's alternate text as its /Contents.
   */
  private block(
    type: string,
    runs: Run[],
    style: { font: string; size: number; color: string; lang?: string; indent?: number; parent?: Struct },
  ) {
    const element = this.doc.struct(type, style.lang ? { lang: style.lang } : {})
    ;(style.parent ?? this.root).add(element)
    const left = PAGE.margin + (style.indent ?? 0)
    let current: { link: Run["link"]; target: Struct; content: PDFKit.PDFStructureContent } | null = null
    // Links are underlined, so that they are told by more than their colour: drawn as artifacts once the text is marked.
    const underlines: Array<{ page: number; x: number; y: number; width: number }> = []
    const finish = () => {
      if (!current) return
      this.doc.endMarkedContent()
      current.target.add(current.content)
      if (current.target !== element) current.target.end()
      current = null
    }
    const lines = this.lines(runs, style.font, style.size, PAGE.width - PAGE.margin - left)
    const breakAt = this.pageBreak(
      lines,
      style.size,
      runs.some((run) => run.link),
    )
    for (const [index, line] of lines.entries()) {
      const lineHeight = this.lineHeight(line, style.size)
      if (index === breakAt || this.y + lineHeight > PAGE.height - PAGE.margin) this.newPage()
      let x = left
      for (const { run, text } of line) {
        if (!current || current.link !== run.link) {
          finish()
          const target = run.link ? this.doc.struct("Link", { alt: run.link.alt }) : element
          if (target !== element) element.add(target)
          current = { link: run.link, target, content: this.doc.markStructureContent(run.link ? "Link" : type) }
        }
        const size = this.size(run, style.size)
        this.doc
          .font(style.font)
          .fontSize(size)
          .fillColor(run.link ? theme.colors.primary : style.color)
        this.doc.text(text, x, this.y, { lineBreak: false })
        if (run.link) {
          const width = this.width(style.font, size, text.trimEnd())
          const annotation: LinkOptions = { structParent: current.target, Contents: pdfString(run.link.alt) }
          this.doc.link(x, this.y, width, size * LEADING, run.link.url, annotation)
          underlines.push({ page: this.page, x, y: this.y + size * 1.1, width })
        }
        x += this.width(style.font, size, text)
      }
      this.y += lineHeight
    }
    finish()
    element.end()
    for (const { page, x, y, width } of underlines) this.line(page, x, x + width, y, 0.6, theme.colors.primary)
  }

  /** The width of `text` in `font` at `size`; measured once (a block is measured to keep it on a page, then laid out). */
  private width(font: string, size: number, text: string): number {
    const key = `${font} ${size} ${text}`
    let width = this.widths.get(key)
    if (width === undefined) {
      width = this.doc.font(font).fontSize(size).widthOfString(text)
      this.widths.set(key, width)
    }
    return width
  }

  private size(run: Run, base: number) {
    return run.small ? SIZES.small : base
  }

  /**
   * The runs broken into lines no wider than `width`: at spaces (each word keeps its space, so the
   * text read aloud or copied keeps its spaces at line ends too), and a word longer than a line
   * (a web address) at its characters.
   */
  private lines(runs: Run[], font: string, base: number, width: number): Array<Array<{ run: Run; text: string }>> {
    const lines: Array<Array<{ run: Run; text: string }>> = [[]]
    let used = 0
    const breakLine = () => {
      lines.push([])
      used = 0
    }
    for (const run of runs) {
      const measure = (text: string) => this.width(font, this.size(run, base), text)
      if (run.newLine && used > 0) breakLine()
      for (const word of run.text.replace(/[\t\n\r ]+/g, " ").split(/(?<= )/)) {
        for (const piece of splitLongWord(word, width, measure)) {
          if (used > 0 && used + measure(piece.trimEnd()) > width) breakLine()
          const line = lines[lines.length - 1]
          const previous = line[line.length - 1]
          if (previous?.run === run) previous.text += piece
          else line.push({ run, text: piece })
          used += measure(piece)
        }
      }
    }
    return lines.filter((line) => line.length > 0)
  }
}

/** A word wider than a line, cut into pieces that fit (a long web address). */
function splitLongWord(word: string, width: number, measure: (text: string) => number): string[] {
  if (measure(word.trimEnd()) <= width) return [word]
  const pieces: string[] = []
  let piece = ""
  for (const char of word) {
    if (piece && measure(piece + char) > width) {
      pieces.push(piece)
      piece = ""
    }
    piece += char
  }
  return [...pieces, piece]
}
