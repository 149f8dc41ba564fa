import { execFileSync } from "node:child_process"
import type { PatientGuidePdfInput } from "../../src/lib/build-time/patient-guide/patient-guide-pdf"
import { walk, type TaggedPdf } from "./tagged-pdf"
import { fillTemplate } from "../../src/lib/shared/template"
import { escapeRegExp } from "./reg-exp"

/**
 * Checks a patient guide PDF against the content it was built from, as a screen reader would meet
 * it: the document's title, language and tagging, one Document element whose children are the
 * guide's blocks in reading order (the H1, each section's H2, paragraphs and list, the contact
 * block with its links, the notices each in its own language), every annotation a tagged link
 * with alternate text, no text outside the structure, page numbers as artifacts, bookmarks for the
 * headings and fonts that map every glyph to Unicode. Expectations come from `input`, never from
 * today's copy.
 */
export function expectTaggedGuide(pdf: TaggedPdf, input: PatientGuidePdfInput) {
  const { guide, clinic, notices } = input
  const title = `${guide.title} | ${clinic.siteName}`
  expect({
    version: pdf.version,
    lang: pdf.lang,
    title: pdf.title,
    xmpTitle: pdf.xmpTitle,
    pdfuaPart: pdf.pdfuaPart,
    displayDocTitle: pdf.displayDocTitle,
    marked: pdf.marked,
  }).toEqual({ version: "1.7", lang: input.lang, title, xmpTitle: title, pdfuaPart: "1", displayDocTitle: true, marked: true })

  expect(pdf.structure.map((element) => element.type)).toEqual(["Document"])
  const blocks = pdf.structure[0].children

  // Headings in reading order: the title, then each part at level 2, no level skipped.
  const headings = walk(pdf.structure).filter((element) => /^H\d?$/.test(element.type))
  const expectedHeadings = [
    ["H1", guide.title],
    ["H2", guide.fdaStatus.title],
    ...guide.sections.map((section) => ["H2", section.title]),
    ["H2", guide.pdf.contactTitle],
    ...(notices.length > 0 ? [["H2", guide.pdf.noticesTitle]] : []),
  ]
  expect(headings.map((heading) => [heading.type, heading.text])).toEqual(expectedHeadings)
  expect(blocks[0].type).toBe("H1")

  // Each section: its heading, its paragraphs, then its points as a list of label and body.
  const after = (heading: string) => blocks.slice(blocks.findIndex((block) => block.type === "H2" && block.text === heading) + 1)
  expect(after(guide.fdaStatus.title)[0]).toMatchObject({ type: "P", text: guide.fdaStatus.text })
  for (const section of guide.sections) {
    const following = after(section.title)
    expect(following.slice(0, section.paragraphs.length).map((block) => [block.type, block.text])).toEqual(
      section.paragraphs.map((text) => ["P", text]),
    )
    const list = following[section.paragraphs.length]
    expect(list.type).toBe("L")
    expect(list.children.map((item) => [item.type, item.children.map((part) => [part.type, part.text])])).toEqual(
      section.points.map((point) => [
        "LI",
        [
          ["Lbl", "\u2022"],
          ["LBody", point],
        ],
      ]),
    )
  }

  // Links: the FDA's page, the phone, the e-mail and the site, each a Link element holding its
  // text and its annotations, whose /Contents is the link's alternate text.
  const links = walk(pdf.structure).filter((element) => element.type === "Link")
  const expectedLinks = [
    { uri: guide.fdaStatus.link.href, alt: guide.fdaStatus.link.label, shown: guide.fdaStatus.link.label },
    {
      uri: `tel:+1${clinic.phone.replace(/\D/g, "")}`,
      alt: fillTemplate(guide.pdf.phoneAlt, { phone: clinic.phone }),
      shown: clinic.phone,
    },
    { uri: `mailto:${clinic.email}`, alt: fillTemplate(guide.pdf.emailAlt, { email: clinic.email }), shown: clinic.email },
    { uri: clinic.siteUrl, alt: fillTemplate(guide.pdf.websiteAlt, { url: clinic.siteUrl }), shown: clinic.siteUrl },
    // The notice that links the full notice of nondiscrimination and every language's tagline.
    ...notices.flatMap(({ text, link }) => (link ? [{ uri: link.url, alt: link.alt, shown: text }] : [])),
  ]
  expect(links.map((link) => ({ uri: link.annotations[0]?.uri, alt: link.alt }))).toEqual(
    expectedLinks.map(({ uri, alt }) => ({ uri, alt })),
  )
  links.forEach((link, index) => {
    expect(link.text).toContain(expectedLinks[index].shown)
    expect(link.annotations.length).toBeGreaterThan(0)
    for (const annotation of link.annotations) {
      expect(annotation).toMatchObject({ subtype: "Link", contents: link.alt, uri: expectedLinks[index].uri, structPage: annotation.page })
      expect(annotation.structParent).toEqual(expect.any(Number))
    }
  })
  // No annotation outside the structure, and the pages that have some tab in structure order.
  const tagged = links.flatMap((link) => link.annotations)
  pdf.pages.forEach((page) => {
    expect(page.annotations.filter((annotation) => !tagged.some((held) => held.structParent === annotation.structParent))).toEqual([])
    if (page.annotations.length > 0) expect(page.tabs).toBe("S")
  })

  // The contact block: the address, then each of phone, e-mail and site as a label and its link.
  const contact = after(guide.pdf.contactTitle)
  expect(contact[0]).toMatchObject({ type: "P", text: expect.stringContaining(clinic.address.streetAddress) })
  expect(contact.slice(1, 4).map((block) => block.text)).toEqual([
    `${guide.pdf.phoneLabel} ${clinic.phone}`,
    `${guide.pdf.emailLabel} ${clinic.email}`,
    `${guide.pdf.websiteLabel} ${clinic.siteUrl}`,
  ])

  // Each notice is a paragraph in its own language; a link, with its address printed under it.
  const noticeBlocks = notices.length > 0 ? after(guide.pdf.noticesTitle).slice(0, notices.length) : []
  expect(noticeBlocks.map((block) => ({ type: block.type, lang: block.lang, text: block.text }))).toEqual(
    notices.map(({ lang, text, link }) => ({
      type: "P",
      lang,
      text: link ? expect.stringMatching(new RegExp(`^${escapeRegExp(text)}\\s*${escapeRegExp(link.url)}$`)) : text,
    })),
  )
  expect(blocks[blocks.length - 1]).toMatchObject({ type: "P", text: guide.pdf.disclaimer })

  // Nothing drawn outside the structure; the running header and page numbers are artifacts.
  pdf.pages.forEach((page, index) => {
    expect(page.untagged).toEqual([])
    expect(page.orphanMcids).toEqual([])
    expect(page.artifacts).toEqual([clinic.siteName, fillTemplate(guide.pdf.pageNumber, { page: index + 1, pages: pdf.pages.length })])
  })
  expect(walk(pdf.structure).filter((element) => element.text.includes("\ufffd"))).toEqual([])

  // Bookmarks: the title, holding every other heading, each leading to its heading's page.
  expect(pdf.outline.map((bookmark) => [bookmark.title, bookmark.children.map((child) => child.title)])).toEqual([
    [guide.title, expectedHeadings.slice(1).map(([, text]) => text)],
  ])
  const bookmarks = [pdf.outline[0], ...pdf.outline[0].children]
  expect(bookmarks.map((bookmark) => bookmark.page)).toEqual(headings.map((heading) => heading.pages[0]))
  // ... at the heading: the page's left edge, somewhere down the page.
  for (const bookmark of bookmarks) expect(bookmark).toMatchObject({ left: 0, top: expect.any(Number) })
  expect(pdf.fonts.length).toBeGreaterThan(0)
  for (const font of pdf.fonts) expect(font).toMatchObject({ embedded: true, toUnicode: true })
}

/**
 * What Debian's poppler-utils say of a PDF file: pdfinfo's fields ("Tagged": "yes"), the headings of
 * its structure tree with their text as pdfinfo -struct-text reads them (an implementation
 * independent of ours), and pdffonts' rows (embedded, subset and Unicode-mapped fonts). `npm test`
 * installs poppler-utils where missing (scripts/ensure-poppler.sh).
 */
export function poppler(file: string) {
  const run = (command: string, ...options: string[]) => popplerTool(command, [...options, file])
  const info = Object.fromEntries(
    run("pdfinfo")
      .split("\n")
      .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [match[1], match[2].trim()]),
  )
  // "  H2 (block)" then, one level deeper, its text in quotes.
  const headings = [...run("pdfinfo", "-struct-text").matchAll(/^\s*(H\d?) \(block\)\n\s*"(.*)"$/gm)].map((match) => [match[1], match[2]])
  const fonts = run("pdffonts")
    .split("\n")
    .slice(2)
    .filter((line) => line.trim())
    .map((line) => {
      const columns = line.trim().split(/\s+/)
      // name type... encoding emb sub uni object ID
      const [emb, sub, uni] = columns.slice(-5, -2)
      return { name: columns[0], emb, sub, uni }
    })
  return { info, headings, fonts }
}

/** The text of a PDF file as poppler's pdftotext extracts it through the fonts' Unicode maps (what a copy or a search finds), pages parted by form feeds. */
export function pdftotext(file: string): string {
  return popplerTool("pdftotext", ["-enc", "UTF-8", file, "-"])
}

function popplerTool(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, { encoding: "utf8" })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new Error(`${command} is missing: run "bash scripts/ensure-poppler.sh" (Debian's poppler-utils)`)
    }
    throw error
  }
}
