// Reads a Netlify `_headers` file (what gatsby-adapter-netlify writes into public/) and answers
// which headers a path gets; the adapter wrapper, the tests, Playwright and the scripts share it.
import fs from "node:fs"

export interface HeaderRule {
  path: string
  headers: Record<string, string>
}

/** The rules in file order. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith("#")) continue
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} })
      continue
    }
    const rule = rules[rules.length - 1]
    if (!rule) throw new Error(`_headers: header line before any path: ${line}`)
    const colon = line.indexOf(":")
    rule.headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return rules
}

/** Netlify path patterns: "/*" matches the rest of the path, ":name" one segment, anything else itself. */
function matches(pattern: string, urlPath: string): boolean {
  const source = pattern
    .split("/")
    .map((part) => (part === "*" ? ".*" : part.startsWith(":") ? "[^/]+" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")))
    .join("/")
  return new RegExp(`^${source}/?$`).test(decodeURI(urlPath))
}

/** The headers of a response for `urlPath`: every matching rule in file order, a later value replacing an earlier one (as `netlify dev` does). */
export function headersFor(rules: readonly HeaderRule[], urlPath: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((rule) => matches(rule.path, urlPath)).map((rule) => rule.headers))
}

export function readHeadersFile(file: string): HeaderRule[] {
  return parseHeadersFile(fs.readFileSync(file, "utf8"))
}

/** The text of a `_headers` file with these rules (what `npm run cms` serves its editor page with). */
export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map(
      (rule) =>
        `${rule.path}\n${Object.entries(rule.headers)
          .map(([name, value]) => `  ${name}: ${value}\n`)
          .join("")}`,
    )
    .join("\n")
}
