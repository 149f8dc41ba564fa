import {
  decodePDFRawStream,
  PDFArray,
  PDFBool,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFObject,
  PDFRawStream,
  PDFRef,
  PDFString,
} from "pdf-lib"

/**
 * What a screen reader and PDF/UA ask of a PDF, read from its objects: the catalog's language,
 * marking, title and viewer preference, the structure tree with the text each element holds (decoded
 * through each font's ToUnicode map), the bookmarks, the fonts, and for every page the text drawn
 * outside any tagged or artifact content. pdf-lib parses the file; the content streams are read here.
 */
export interface TaggedPdf {
  /** From the header, e.g. "1.7". */
  version: string
  /** The document information dictionary's /Title. */
  title?: string
  /** dc:title of the XMP metadata. */
  xmpTitle?: string
  /** pdfuaid:part of the XMP metadata ("1" for PDF/UA-1). */
  pdfuaPart?: string
  /** The catalog's /Lang. */
  lang?: string
  displayDocTitle: boolean
  /** /MarkInfo /Marked. */
  marked: boolean
  /** The children of /StructTreeRoot, in order (empty when there is none). */
  structure: StructElement[]
  outline: Bookmark[]
  pages: PageFacts[]
  fonts: FontFacts[]
}

interface FontFacts {
  name: string
  embedded: boolean
  toUnicode: boolean
  /** Every character its ToUnicode map gives a glyph for, in code order. */
  characters: string
  /** The characters of `characters` whose glyph in the embedded TrueType font draws nothing (.notdef, or no outline), spaces aside. */
  blank: string
}

export interface StructElement {
  type: string
  lang?: string
  alt?: string
  /** Its text in reading order: its marked content and its children's, joined as drawn. */
  text: string
  /** The pages its marked content and its children's are drawn on, 0-based, in order. */
  pages: number[]
  children: StructElement[]
  /** The annotations it holds (/OBJR), in order. */
  annotations: Annotation[]
}

interface Annotation {
  subtype: string
  /** The page the annotation is on (by the page's /Annots), 0-based. */
  page: number
  /** The page the structure tree says it is on, if it says. */
  structPage?: number
  contents?: string
  uri?: string
  structParent?: number
}

interface Bookmark {
  title: string
  /** 0-based page of its destination. */
  page?: number
  /** Its destination's view, for an /XYZ destination: the page's left and top coordinates shown at the window's corner. */
  left?: number | null
  top?: number | null
  children: Bookmark[]
}

interface PageFacts {
  /** /Tabs: "S" orders annotations by the structure. */
  tabs?: string
  /** Text drawn in neither tagged content (with an MCID) nor an artifact, one entry per text object (BT ... ET). */
  untagged: string[]
  /** Text drawn as artifacts (running header, page numbers), one entry per text object. */
  artifacts: string[]
  /** MCIDs drawn on the page that no structure element holds. */
  orphanMcids: number[]
  annotations: Annotation[]
}

export async function readTaggedPdf(bytes: Uint8Array): Promise<TaggedPdf> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false })
  const catalog = pdf.catalog
  const pages = pdf.getPages()
  const pageIndex = new Map(pages.map((page, index) => [page.ref.toString(), index]))
  const indexOf = (ref: PDFObject | undefined) => (ref instanceof PDFRef ? pageIndex.get(ref.toString()) : undefined)

  const marked = catalog.lookupMaybe(PDFName.of("MarkInfo"), PDFDict)?.lookupMaybe(PDFName.of("Marked"), PDFBool)?.asBoolean() ?? false
  const viewer = catalog.lookupMaybe(PDFName.of("ViewerPreferences"), PDFDict)
  const displayDocTitle = viewer?.lookupMaybe(PDFName.of("DisplayDocTitle"), PDFBool)?.asBoolean() ?? false
  const xmp = streamText(catalog.lookup(PDFName.of("Metadata")))

  // Each page's marked text by MCID, and what it draws outside tagged content.
  const fonts = new Map<string, FontFacts>()
  const pageContent = pages.map((page) => readPage(page.node, fonts))

  const annotationsOf = pages.map((page, index) =>
    (page.node.lookupMaybe(PDFName.of("Annots"), PDFArray)?.asArray() ?? []).map((ref) => {
      const annotation = annotationFacts(pdf.context.lookup(ref, PDFDict), index)
      return { ref: ref.toString(), annotation }
    }),
  )
  const annotationByRef = new Map(annotationsOf.flat().map(({ ref, annotation }) => [ref, annotation]))

  const held = pages.map(() => new Set<number>())
  const readElement = (dict: PDFDict, inheritedPage: number | undefined): StructElement => {
    const page = indexOf(dict.get(PDFName.of("Pg"))) ?? inheritedPage
    const element: StructElement = {
      type: dict.lookupMaybe(PDFName.of("S"), PDFName)?.decodeText() ?? "?",
      lang: text(dict.lookup(PDFName.of("Lang"))),
      alt: text(dict.lookup(PDFName.of("Alt"))),
      text: "",
      pages: [],
      children: [],
      annotations: [],
    }
    const onPage = (index: number) => {
      if (!element.pages.includes(index)) element.pages.push(index)
    }
    for (const kid of kids(dict.lookup(PDFName.of("K")), pdf)) {
      if (typeof kid === "number") {
        if (page === undefined) continue
        held[page].add(kid)
        onPage(page)
        element.text += pageContent[page].byMcid.get(kid) ?? ""
      } else if (kid.lookupMaybe(PDFName.of("Type"), PDFName)?.decodeText() === "MCR") {
        const mcrPage = indexOf(kid.get(PDFName.of("Pg"))) ?? page
        const mcid = kid.lookupMaybe(PDFName.of("MCID"), PDFNumber)?.asNumber()
        if (mcrPage === undefined || mcid === undefined) continue
        held[mcrPage].add(mcid)
        onPage(mcrPage)
        element.text += pageContent[mcrPage].byMcid.get(mcid) ?? ""
      } else if (kid.lookupMaybe(PDFName.of("Type"), PDFName)?.decodeText() === "OBJR") {
        const ref = kid.get(PDFName.of("Obj"))
        const annotation = ref ? annotationByRef.get(ref.toString()) : undefined
        if (annotation) element.annotations.push({ ...annotation, structPage: indexOf(kid.get(PDFName.of("Pg"))) ?? page })
      } else {
        const child = readElement(kid, page)
        element.children.push(child)
        element.text += child.text
        child.pages.forEach(onPage)
      }
    }
    return element
  }
  const treeRoot = catalog.lookupMaybe(PDFName.of("StructTreeRoot"), PDFDict)
  const structure = treeRoot
    ? kids(treeRoot.lookup(PDFName.of("K")), pdf)
        .filter((kid): kid is PDFDict => kid instanceof PDFDict)
        .map((kid) => readElement(kid, undefined))
    : []

  return {
    version: /^%PDF-(\d\.\d)/.exec(Buffer.from(bytes.subarray(0, 8)).toString("latin1"))?.[1] ?? "?",
    title: pdf.getTitle(),
    xmpTitle: xmp && /<dc:title>[\s\S]*?<rdf:li[^>]*>([\s\S]*?)<\/rdf:li>/.exec(xmp)?.[1],
    pdfuaPart: xmp && /<pdfuaid:part>(\d+)<\/pdfuaid:part>/.exec(xmp)?.[1],
    lang: text(catalog.lookup(PDFName.of("Lang"))),
    displayDocTitle,
    marked,
    structure,
    outline: bookmarks(catalog.lookupMaybe(PDFName.of("Outlines"), PDFDict), indexOf),
    pages: pages.map((page, index) => ({
      tabs: page.node.lookupMaybe(PDFName.of("Tabs"), PDFName)?.decodeText(),
      untagged: pageContent[index].untagged,
      artifacts: pageContent[index].artifacts,
      orphanMcids: [...pageContent[index].byMcid.keys()].filter((mcid) => !held[index].has(mcid)),
      annotations: annotationsOf[index].map(({ annotation }) => annotation),
    })),
    fonts: [...fonts.values()],
  }
}

/**
 * What keeps a PDF from being read as a tagged document in its language under its title (the
 * build refuses the guide for any of these): each a sentence, empty when there is none.
 */
export function taggingProblems(pdf: TaggedPdf, expected: { lang: string }): string[] {
  const problems: string[] = []
  if (!pdf.marked) problems.push("is not marked as tagged (/MarkInfo /Marked true)")
  if (pdf.structure.length === 0) problems.push("has no structure tree (/StructTreeRoot)")
  if (!pdf.lang) problems.push("has no language (/Lang)")
  else if (pdf.lang !== expected.lang) problems.push(`has the language "${pdf.lang}" instead of "${expected.lang}"`)
  if (!pdf.title?.trim()) problems.push("has no title (/Title)")
  if (!pdf.xmpTitle?.trim()) problems.push("has no title in its metadata (dc:title)")
  if (!pdf.displayDocTitle) problems.push("does not show its title in the window (/DisplayDocTitle)")
  // pdfkit draws a character its font lacks as glyph 0, .notdef, which it maps to U+0000.
  for (const element of walk(pdf.structure).filter((candidate) => candidate.text.includes("\u0000"))) {
    problems.push(`draws a character its font has no glyph for in ${element.type} "${element.text.replaceAll("\u0000", "\u25a1")}"`)
  }
  for (const font of pdf.fonts) {
    if (font.blank) problems.push(`draws ${[...font.blank].map((char) => `"${char}"`).join(", ")} with no glyph in its font ${font.name}`)
  }
  pdf.pages.forEach((page, index) => {
    if (page.untagged.length > 0) problems.push(`draws text outside the structure on page ${index + 1}: "${page.untagged.join("")}"`)
  })
  return problems
}

/** Every structure element under `elements`, depth first (reading order). */
export function walk(elements: readonly StructElement[]): StructElement[] {
  return elements.flatMap((element) => [element, ...walk(element.children)])
}

type Kid = number | PDFDict

function kids(value: PDFObject | undefined, pdf: PDFDocument): Kid[] {
  if (value === undefined) return []
  const resolve = (item: PDFObject): PDFObject => (item instanceof PDFRef ? pdf.context.lookup(item)! : item)
  const items = value instanceof PDFArray ? value.asArray().map(resolve) : [resolve(value)]
  return items.flatMap((item): Kid[] => {
    if (item instanceof PDFNumber) return [item.asNumber()]
    if (item instanceof PDFDict) return [item]
    return []
  })
}

function annotationFacts(dict: PDFDict, page: number): Annotation {
  const action = dict.lookupMaybe(PDFName.of("A"), PDFDict)
  return {
    subtype: dict.lookupMaybe(PDFName.of("Subtype"), PDFName)?.decodeText() ?? "?",
    page,
    contents: text(dict.lookup(PDFName.of("Contents"))),
    uri: action && text(action.lookup(PDFName.of("URI"))),
    structParent: dict.lookupMaybe(PDFName.of("StructParent"), PDFNumber)?.asNumber(),
  }
}

function bookmarks(parent: PDFDict | undefined, indexOf: (ref: PDFObject | undefined) => number | undefined): Bookmark[] {
  const items: Bookmark[] = []
  let item = parent?.lookupMaybe(PDFName.of("First"), PDFDict)
  while (item) {
    const destination = item.lookupMaybe(PDFName.of("Dest"), PDFArray)
    const xyz = destination?.lookupMaybe(1, PDFName)?.decodeText() === "XYZ"
    const coordinate = (index: number) => (xyz ? (destination?.lookupMaybe(index, PDFNumber)?.asNumber() ?? null) : undefined)
    items.push({
      title: text(item.lookup(PDFName.of("Title"))) ?? "",
      page: indexOf(destination?.get(0)),
      left: coordinate(2),
      top: coordinate(3),
      children: bookmarks(item, indexOf),
    })
    item = item.lookupMaybe(PDFName.of("Next"), PDFDict)
  }
  return items
}

function text(value: PDFObject | undefined): string | undefined {
  return value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : undefined
}

function streamText(value: PDFObject | undefined): string | undefined {
  return value instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(value).decode()).toString("utf8") : undefined
}

function streamBytes(value: PDFObject | undefined, pdf: { lookup: (ref: PDFRef) => PDFObject | undefined }): Uint8Array {
  if (value instanceof PDFRef) return streamBytes(pdf.lookup(value), pdf)
  if (value instanceof PDFRawStream) return decodePDFRawStream(value).decode()
  if (value instanceof PDFArray) return Buffer.concat(value.asArray().map((part) => Buffer.from(streamBytes(part, pdf))))
  return new Uint8Array()
}

/** Whether glyph `id` of a TrueType font draws anything: not .notdef (0), and with an outline in its glyf table (per loca). */
function glyphOutlines(sfnt: Buffer): (id: number) => boolean {
  const tables = new Map<string, number>()
  for (let index = 0; index < sfnt.readUInt16BE(4); index++) {
    const record = 12 + index * 16
    tables.set(sfnt.toString("latin1", record, record + 4), sfnt.readUInt32BE(record + 8))
  }
  const [head, maxp, loca] = ["head", "maxp", "loca"].map((tag) => tables.get(tag))
  if (head === undefined || maxp === undefined || loca === undefined) return () => false
  const glyphs = sfnt.readUInt16BE(maxp + 4)
  const long = sfnt.readInt16BE(head + 50) === 1
  const offset = (id: number) => (long ? sfnt.readUInt32BE(loca + id * 4) : sfnt.readUInt16BE(loca + id * 2) * 2)
  return (id) => id > 0 && id < glyphs && offset(id + 1) > offset(id)
}

interface FontDecoder {
  /** Bytes per character code: 2 for a composite (Type0) font, 1 for a simple one. */
  width: 1 | 2
  map: Map<number, string>
}

interface PageContent {
  byMcid: Map<number, string>
  untagged: string[]
  artifacts: string[]
}

type PageNode = ReturnType<PDFDocument["getPages"]>[number]["node"]

function readPage(node: PageNode, fonts: Map<string, FontFacts>): PageContent {
  const context = node.context
  const lookup = (ref: PDFRef) => context.lookup(ref)
  const fontDict = node.Resources()?.lookupMaybe(PDFName.of("Font"), PDFDict)
  const decoders = new Map<string, FontDecoder>()
  for (const [name, ref] of fontDict?.entries() ?? []) {
    const font = context.lookup(ref, PDFDict)
    const composite = font.lookupMaybe(PDFName.of("Subtype"), PDFName)?.decodeText() === "Type0"
    const descendant = composite ? font.lookupMaybe(PDFName.of("DescendantFonts"), PDFArray)?.lookup(0, PDFDict) : font
    const descriptor = descendant?.lookupMaybe(PDFName.of("FontDescriptor"), PDFDict)
    const toUnicode = font.get(PDFName.of("ToUnicode"))
    const baseFont = font.lookupMaybe(PDFName.of("BaseFont"), PDFName)?.decodeText() ?? name.decodeText()
    const cmap = toUnicode ? Buffer.from(streamBytes(toUnicode, { lookup })).toString("latin1") : ""
    const map = parseToUnicode(cmap)
    const fontFile2 = descriptor?.get(PDFName.of("FontFile2"))
    // A composite TrueType font's codes are its glyph ids (pdfkit writes /CIDToGIDMap /Identity).
    const drawn = composite && fontFile2 ? glyphOutlines(Buffer.from(streamBytes(fontFile2, { lookup }))) : undefined
    // pdfkit maps glyph 0, .notdef, which no text uses, to U+0000.
    const mapped = [...map].filter(([, text]) => !/^\p{Cc}*$/u.test(text)).sort(([a], [b]) => a - b)
    fonts.set(baseFont, {
      name: baseFont,
      embedded: ["FontFile", "FontFile2", "FontFile3"].some((key) => descriptor?.get(PDFName.of(key)) !== undefined),
      toUnicode: toUnicode !== undefined,
      characters: mapped.map(([, text]) => text).join(""),
      blank: drawn
        ? mapped
            .filter(([code, text]) => !/^\s+$/.test(text) && !drawn(code))
            .map(([, text]) => text)
            .join("")
        : "",
    })
    decoders.set(name.decodeText(), { width: composite ? 2 : 1, map })
  }

  const content: PageContent = { byMcid: new Map(), untagged: [], artifacts: [] }
  const stack: Array<{ tag: string; mcid?: number }> = []
  let font: FontDecoder | undefined
  // Where the current text object's untagged or artifact text goes, once it has some.
  let open: { list: string[]; index: number } | null = null
  const show = (bytes: Uint8Array) => {
    const shown = decode(bytes, font)
    const owner = [...stack].reverse().find((entry) => entry.mcid !== undefined)
    const list = stack.some((entry) => entry.tag === "Artifact") ? content.artifacts : owner?.mcid === undefined ? content.untagged : null
    if (!list) return void content.byMcid.set(owner!.mcid!, (content.byMcid.get(owner!.mcid!) ?? "") + shown)
    if (open?.list === list) list[open.index] += shown
    else open = { list, index: list.push(shown) - 1 }
  }
  const stream = Buffer.from(streamBytes(node.get(PDFName.of("Contents")), { lookup }))
  for (const { operator, operands } of contentOperations(stream)) {
    switch (operator) {
      case "BMC":
        stack.push({ tag: String(operands[0]) })
        break
      case "BDC": {
        const properties = operands[1]
        const mcid = properties instanceof Map ? properties.get("MCID") : undefined
        stack.push({ tag: String(operands[0]), mcid: typeof mcid === "number" ? mcid : undefined })
        // Text drawn while no MCID is open is untagged; an MCID not in the tree is an orphan.
        if (typeof mcid === "number" && !content.byMcid.has(mcid)) content.byMcid.set(mcid, "")
        break
      }
      case "EMC":
        stack.pop()
        break
      case "BT":
        open = null
        break
      case "Tf":
        font = decoders.get(String(operands[0]))
        break
      case "Tj":
      case "'":
        show(operands[0] as Uint8Array)
        break
      case '"':
        show(operands[2] as Uint8Array)
        break
      case "TJ":
        for (const item of operands[0] as Operand[]) if (item instanceof Uint8Array) show(item)
        break
    }
  }
  return content
}

function decode(bytes: Uint8Array, font: FontDecoder | undefined): string {
  if (!font) return "\ufffd"
  let shown = ""
  for (let i = 0; i + font.width <= bytes.length; i += font.width) {
    const code = font.width === 2 ? (bytes[i] << 8) | bytes[i + 1] : bytes[i]
    shown += font.map.get(code) ?? "\ufffd"
  }
  return shown
}

/** A ToUnicode CMap's bfchar and bfrange entries: character code -> text. */
function parseToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>()
  const hex = (value: string) => parseInt(value, 16)
  const utf16 = (value: string) => Buffer.from(value, "hex").swap16().toString("utf16le")
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, target] of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]*)>/g)) map.set(hex(code), utf16(target))
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, low, high, target, list] of block[1].matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(?:<([0-9a-fA-F]+)>|\[([^\]]*)\])/g,
    )) {
      if (list !== undefined) {
        ;[...list.matchAll(/<([0-9a-fA-F]*)>/g)].forEach(([, each], offset) => map.set(hex(low) + offset, utf16(each)))
      } else {
        const start = Buffer.from(target, "hex")
        for (let code = hex(low); code <= hex(high); code++) {
          const value = Buffer.from(start)
          value.writeUInt16BE(value.readUInt16BE(value.length - 2) + code - hex(low), value.length - 2)
          map.set(code, value.swap16().toString("utf16le"))
        }
      }
    }
  }
  return map
}

type Operand = number | string | Uint8Array | Operand[] | Map<string, Operand>

class Operator {
  constructor(readonly name: string) {}
}

/**
 * A content stream as its operations: each operator with its operands (numbers, names as
 * strings without the slash, strings as bytes, arrays, and dictionaries as Maps).
 */
function* contentOperations(stream: Buffer): Generator<{ operator: string; operands: Operand[] }> {
  let position = 0
  const isSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0x00
  const isDelimiter = (byte: number) => "()<>[]{}/%".includes(String.fromCharCode(byte))
  const skip = () => {
    while (position < stream.length) {
      if (isSpace(stream[position])) position++
      else if (stream[position] === 0x25)
        while (position < stream.length && stream[position] !== 0x0a && stream[position] !== 0x0d) position++
      else break
    }
  }
  const regular = () => {
    const start = position
    while (position < stream.length && !isSpace(stream[position]) && !isDelimiter(stream[position])) position++
    return stream.toString("latin1", start, position)
  }
  const literal = (): Uint8Array => {
    const bytes: number[] = []
    let depth = 1
    position++
    while (position < stream.length) {
      const byte = stream[position++]
      if (byte === 0x5c) {
        const next = stream[position++]
        const escapes: Record<number, number> = { 0x6e: 0x0a, 0x72: 0x0d, 0x74: 0x09, 0x62: 0x08, 0x66: 0x0c }
        if (next >= 0x30 && next <= 0x37) {
          let octal = String.fromCharCode(next)
          while (octal.length < 3 && stream[position] >= 0x30 && stream[position] <= 0x37) octal += String.fromCharCode(stream[position++])
          bytes.push(parseInt(octal, 8) & 0xff)
        } else if (next === 0x0d || next === 0x0a) {
          if (next === 0x0d && stream[position] === 0x0a) position++
        } else bytes.push(escapes[next] ?? next)
      } else if (byte === 0x28) {
        depth++
        bytes.push(byte)
      } else if (byte === 0x29) {
        if (--depth === 0) break
        bytes.push(byte)
      } else bytes.push(byte)
    }
    return new Uint8Array(bytes)
  }
  const value = (): Operand | Operator | undefined => {
    skip()
    if (position >= stream.length) return undefined
    const byte = stream[position]
    if (byte === 0x28) return literal()
    if (byte === 0x2f) {
      position++
      return regular()
    }
    if (byte === 0x5b) {
      position++
      const items: Operand[] = []
      for (;;) {
        skip()
        if (stream[position] === 0x5d) {
          position++
          return items
        }
        const item = value()
        if (item === undefined || item instanceof Operator) throw new Error("content stream: unterminated array")
        items.push(item)
      }
    }
    if (byte === 0x3c && stream[position + 1] === 0x3c) {
      position += 2
      const dict = new Map<string, Operand>()
      for (;;) {
        skip()
        if (stream[position] === 0x3e && stream[position + 1] === 0x3e) {
          position += 2
          return dict
        }
        const key = value()
        const item = value()
        if (typeof key !== "string" || item === undefined || item instanceof Operator) {
          throw new Error("content stream: malformed dictionary")
        }
        dict.set(key, item)
      }
    }
    if (byte === 0x3c) {
      const end = stream.indexOf(0x3e, position)
      const digits = stream.toString("latin1", position + 1, end).replace(/\s/g, "")
      position = end + 1
      return new Uint8Array(Buffer.from(digits.length % 2 ? `${digits}0` : digits, "hex"))
    }
    const token = regular()
    if (token === "") {
      position++
      return value()
    }
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(token)) return Number(token)
    return new Operator(token)
  }
  let operands: Operand[] = []
  for (;;) {
    const token = value()
    if (token === undefined) return
    if (token instanceof Operator) {
      if (token.name === "BI") throw new Error("content stream: inline images are not read")
      yield { operator: token.name, operands }
      operands = []
    } else operands.push(token)
  }
}
