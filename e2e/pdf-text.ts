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
  // "(?<!end)": the "stream" inside "endstream" starts nothing.
  const streamPattern = /(?<!end)stream\r?\n/g
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
      lines.push(winAnsi(Buffer.from(shown[1], "hex")))
    }
    for (const shown of content.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) lines.push(shown[1])
    streamPattern.lastIndex = end
  }
  return lines
}

/** WinAnsi is Latin-1 except for a few signs in 0x80-0x9F. */
const WIN_ANSI_EXTRAS: Record<number, string> = { 0x85: "…", 0x91: "‘", 0x92: "’", 0x93: "“", 0x94: "”", 0x95: "•", 0x96: "–", 0x97: "—" }

function winAnsi(bytes: Buffer): string {
  return [...bytes].map((byte) => WIN_ANSI_EXTRAS[byte] ?? String.fromCharCode(byte)).join("")
}
