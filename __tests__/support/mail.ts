/** The subject and text of a raw mail as a mail program shows them: encoded words (RFC 2047) and quoted-printable or base64 decoded. */
export function readMail(raw: string): { subject: string; text: string } {
  const split = raw.search(/\r?\n\r?\n/)
  const headers = raw.slice(0, split).replace(/\r?\n[ \t]+/g, " ")
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, "")
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, "im").exec(headers)?.[1].trim() ?? ""
  const subject = header("Subject")
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : quotedPrintable(text.replace(/_/g, " ")),
    )
  const encoding = header("Content-Transfer-Encoding").toLowerCase()
  const text =
    encoding === "quoted-printable"
      ? quotedPrintable(body.replace(/=\r?\n/g, ""))
      : encoding === "base64"
        ? Buffer.from(body, "base64").toString("utf8")
        : body
  return { subject, text: text.replace(/\r\n/g, "\n") }
}

function quotedPrintable(text: string): string {
  const bytes: number[] = []
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "=" && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16))
      i += 2
    } else bytes.push(...Buffer.from(text[i], "utf8"))
  }
  return Buffer.from(bytes).toString("utf8")
}
