import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib"
import { formatAddress } from "../shared/format"

/**
 * The printable patient guide, built at build time from the same content as
 * /resources/patient-guide (content/pages/patient-guide.json), so the two never drift apart.
 */
export interface PatientGuidePdfInput {
  guide: {
    title: string
    intro: string
    sections: ReadonlyArray<{ title: string; paragraphs: readonly string[]; points: readonly string[] }>
  }
  clinic: {
    siteName: string
    phone: string
    email: string
    siteUrl: string
    address: { streetAddress: string; addressLocality: string; addressRegion: string; postalCode: string }
  }
}

const PAGE = { width: 612, height: 792, margin: 56 } // US Letter, in points
const SIZES = { title: 22, heading: 15, body: 11, small: 9 }
const INK = rgb(0.11, 0.16, 0.2)
const BRAND = rgb(0.04, 0.29, 0.39)

export async function buildPatientGuidePdf({ guide, clinic }: PatientGuidePdfInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(`${guide.title} | ${clinic.siteName}`)
  pdf.setAuthor(clinic.siteName)
  pdf.setSubject(guide.intro)
  pdf.setLanguage("en-US")
  pdf.setCreator(clinic.siteName)
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const writer = new Writer(pdf, regular)

  writer.line(clinic.siteName, bold, SIZES.small, BRAND)
  writer.gap(6)
  writer.paragraph(guide.title, bold, SIZES.title, BRAND)
  writer.gap(4)
  writer.paragraph(guide.intro, regular, SIZES.body)
  for (const section of guide.sections) {
    writer.gap(14)
    writer.paragraph(section.title, bold, SIZES.heading, BRAND)
    writer.gap(4)
    for (const text of section.paragraphs) writer.paragraph(text, regular, SIZES.body)
    for (const point of section.points) writer.paragraph(point, regular, SIZES.body, INK, "•  ")
  }
  writer.gap(18)
  writer.paragraph(`${clinic.siteName}, ${formatAddress(clinic.address)}`, bold, SIZES.small)
  writer.paragraph(`Phone ${clinic.phone}  |  E-mail ${clinic.email}  |  ${clinic.siteUrl}`, regular, SIZES.small)
  writer.paragraph("This guide is general information, not medical advice. In an emergency, dial 911.", regular, SIZES.small)
  return pdf.save()
}

/** Lays text out top to bottom, wrapping words and starting a new page when one is full. */
class Writer {
  private page: PDFPage
  private y = 0

  constructor(
    private readonly pdf: PDFDocument,
    private readonly font: PDFFont,
  ) {
    this.page = this.newPage()
  }

  gap(points: number) {
    this.y -= points
  }

  line(text: string, font: PDFFont, size: number, color = INK, x = PAGE.margin) {
    const height = size * 1.4
    if (this.y - height < PAGE.margin) this.page = this.newPage()
    this.y -= height
    this.page.drawText(pdfSafe(text), { x, y: this.y, size, font, color })
  }

  /** A wrapped paragraph; `bullet` hangs in front of the first line. */
  paragraph(text: string, font: PDFFont, size: number, color = INK, bullet = "") {
    const indent = bullet ? font.widthOfTextAtSize(bullet, size) : 0
    const width = PAGE.width - 2 * PAGE.margin - indent
    wrap(pdfSafe(text), font, size, width).forEach((line, index) => {
      if (bullet && index === 0) this.line(bullet + line, font, size, color)
      else this.line(line, font, size, color, PAGE.margin + indent)
    })
    this.y -= size * 0.4
  }

  private newPage(): PDFPage {
    const page = this.pdf.addPage([PAGE.width, PAGE.height])
    page.setFont(this.font)
    this.y = PAGE.height - PAGE.margin
    return page
  }
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let current = ""
  for (const word of text.split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word
    if (current && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(current)
      current = word
    } else current = candidate
  }
  if (current) lines.push(current)
  return lines
}

/** The standard PDF fonts only know WinAnsi (Latin-1 plus a few signs): replace the rest. */
export function pdfSafe(text: string): string {
  return text.replace(/[\u2010-\u2012]/g, "-").replace(/[^\x20-\x7e\xa0-\xff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026]/g, "")
}
