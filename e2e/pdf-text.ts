import zlib from "node:zlib"

/**
 * The text of a PDF written by pdf-lib with the standard fonts: every page content stream is
 * inflated and the hex strings shown by Tj are decoded (WinAnsi, close enough to Latin-1 for
 * headings). Enough to prove what a generated guide says, without poppler on the machine.
 */
export function pdfText(bytes: Uint8Array): string[] {
  const buffer = Buffer.from(bytes)
  const raw = buffer.toString("latin1")
  const lines: string[] = []
  const streamPattern = /stream\r?\n/g
  let match: RegExpExecArray | null
  while ((match = streamPattern.exec(raw))) {
    const start = match.index + match[0].length
    const end = raw.indexOf("endstream", start)
    if (end === -1) break
    const chunk = buffer.subarray(start, end)
    let content: string
    try {
      content = zlib.inflateSync(chunk).toString("latin1")
    } catch {
      content = chunk.toString("latin1")
    }
    for (const shown of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      lines.push(Buffer.from(shown[1], "hex").toString("latin1"))
    }
    for (const shown of content.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) lines.push(shown[1])
    streamPattern.lastIndex = end
  }
  return lines
}
