#!/usr/bin/env node
// Compares two builds of the site page by page, for a change that must not alter what a visitor
// sees: each page's text, its markup (class names, the styles' rules and the scripts' file names
// aside, which a build may number differently) and its JSON-LD, in every language. Prints each page
// that differs and exits with status 1 if any does.
// Usage: node scripts/compare-built.mjs <before: a copy of public/> [<after: public/>]
import fs from "node:fs"
import path from "node:path"

const [before, after = "public"] = process.argv.slice(2)
if (!before) {
  console.error("Usage: node scripts/compare-built.mjs <before: a copy of public/> [<after: public/>]")
  process.exit(2)
}

/** Every HTML page under dir, as paths relative to it. */
function pages(dir, prefix = "") {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(prefix, entry.name)
    if (entry.isDirectory()) return ["admin", "page-data", "static", "_gatsby"].includes(relative) ? [] : pages(dir, relative)
    return entry.name.endsWith(".html") ? [relative] : []
  })
}

/** What a visitor and a search engine get from a page, without what a build may number differently. */
function seen(html) {
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) => match[1])
  const markup = html
    .replace(/<style[^>]*>.*?<\/style>/gs, "<style>")
    .replace(/<script\b[^>]*>.*?<\/script>/gs, (script) => (script.includes("application/ld+json") ? script : "<script>"))
    .replace(/\sclass="[^"]*"/g, "")
    .replace(/[\w-]+-[0-9a-f]{20}\.(js|css)/g, "[chunk].$1")
    .replace(/\/static\/[0-9a-f]{32}\//g, "/static/[hash]/")
  const text = markup
    .replace(/<script\b.*?<\/script>/gs, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim()
  return { text, markup, jsonLd: jsonLd.join("\n") }
}

const beforePages = new Set(pages(before))
const afterPages = new Set(pages(after))
const differences = []
for (const page of new Set([...beforePages, ...afterPages])) {
  if (!beforePages.has(page) || !afterPages.has(page)) {
    differences.push(`${page}: only in ${beforePages.has(page) ? before : after}`)
    continue
  }
  const [a, b] = [before, after].map((dir) => seen(fs.readFileSync(path.join(dir, page), "utf8")))
  for (const part of ["text", "markup", "jsonLd"]) {
    if (a[part] === b[part]) continue
    let at = 0
    while (a[part][at] === b[part][at]) at++
    differences.push(
      `${page}: its ${part} differs at "${a[part].slice(Math.max(0, at - 40), at + 80)}" / "${b[part].slice(Math.max(0, at - 40), at + 80)}"`,
    )
  }
}
const languages = new Set([...afterPages].map((page) => /^(es|fr|ht)\//.exec(page)?.[1] ?? "en"))
console.log(`${afterPages.size} pages compared (languages: ${[...languages].sort().join(", ")}): ${differences.length} differ`)
for (const difference of differences) console.log(`  ${difference}`)
process.exit(differences.length > 0 ? 1 : 0)
