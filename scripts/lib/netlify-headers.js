// Reads a Netlify `_headers` file (what gatsby-adapter-netlify writes into public/) and answers
// which headers a path gets. Plain CommonJS so the bench script, jest and Playwright share it.
"use strict"
const fs = require("node:fs")

/** [{ path, headers: { name: value } }] in file order. */
function parseHeadersFile(text) {
  const rules = []
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
function matches(pattern, urlPath) {
  const source = pattern
    .split("/")
    .map((part) => (part === "*" ? ".*" : part.startsWith(":") ? "[^/]+" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")))
    .join("/")
  return new RegExp(`^${source}/?$`).test(decodeURI(urlPath))
}

/** The headers of a response for `urlPath`: every matching rule in file order, a later value replacing an earlier one (as `netlify dev` does). */
function headersFor(rules, urlPath) {
  return Object.assign({}, ...rules.filter((rule) => matches(rule.path, urlPath)).map((rule) => rule.headers))
}

function readHeadersFile(file) {
  return parseHeadersFile(fs.readFileSync(file, "utf8"))
}

module.exports = { parseHeadersFile, readHeadersFile, headersFor, matches }
