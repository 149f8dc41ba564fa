#!/usr/bin/env node
// Every built HTML page validates, twice: the W3C Nu HTML Checker (vnu-jar, on Java), with no
// exception, and html-validate's recommended rules (which also check accessibility and style)
// with the exceptions below, on each page file the build wrote (sitemap pages, the not-found
// page, the forwarding pages). Usage: npx tsx scripts/check-html.mjs [publicDir]   Exit status 1 on any error.
import { spawnSync } from "node:child_process"
import path from "node:path"
import { createRequire } from "node:module"
import { HtmlValidate, formatterFactory } from "html-validate"
import { htmlPages } from "../src/lib/build-time/hosting/built-pages.ts"

const require = createRequire(import.meta.url)

/**
 * Rules turned off or relaxed, and why (everything else of html-validate:recommended applies):
 * - void-style, attr-case, attribute-empty-style: React's serialiser writes `<meta ... />`,
 *   `charSet` and `hidden=""`. All three are valid HTML; the rules only enforce one spelling.
 * - valid-id (relaxed): React's useId() makes ids such as ":R1:" and Gatsby's root is
 *   "___gatsby"; HTML5 allows any id without spaces, which is what `relaxed` checks.
 * - no-inline-style: Gatsby (route announcer, focus wrapper) writes style="" attributes we do
 *   not control; our own styles go through styled-components.
 * - tel-non-breaking: wants U+00A0 and U+2011 inside phone numbers. The number is shown as
 *   written in content/site.json (one source of truth, matched by tests and JSON-LD); the
 *   trade-off is that it may wrap at its space on a narrow screen (white-space: nowrap on
 *   the phone links would fix that without touching the text).
 * - long-title (raised to 160): the specification fixes every title as "Page | Clinic | Physician",
 *   and the site puts the profession beside the physician's name wherever it appears
 *   ("Dr. Jane Doe, MD, physical medicine and rehabilitation"), as New York requires. The page's
 *   own title comes first, so what a search result cuts off is the part repeated on every page.
 * - attribute-boolean-style: React writes boolean attributes as `required=""`, Gatsby writes its
 *   script tags' `async` bare; both spellings are valid HTML.
 */
export const HTML_VALIDATE_CONFIG = {
  extends: ["html-validate:recommended"],
  rules: {
    "attribute-boolean-style": "off",
    "void-style": "off",
    "attr-case": "off",
    "attribute-empty-style": "off",
    "valid-id": ["error", { relaxed: true }],
    "no-inline-style": "off",
    "tel-non-breaking": "off",
    "long-title": ["error", { maxlength: 160 }],
  },
}

const publicDir = path.resolve(process.argv[2] || "public")
const pages = htmlPages(publicDir)
if (pages.length === 0) {
  console.error(`check-html: no HTML page in ${publicDir}; build first (npx gatsby build).`)
  process.exit(1)
}
/** The Nu checker's errors, one line each, for every page at once (one Java start). */
function nuCheckerErrors(files) {
  const run = spawnSync("java", ["-jar", String(require("vnu-jar")), "--errors-only", "--format", "json", ...files], {
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  })
  if (run.error)
    throw new Error(`check-html: could not run the W3C Nu HTML Checker (is Java installed? scripts/ensure-java.sh): ${run.error.message}`)
  const { messages = [] } = JSON.parse(run.stderr || "{}")
  return messages
    .filter((message) => message.type === "error" || message.subType === "fatal")
    .map((message) => `${path.relative(publicDir, new URL(message.url).pathname)}:${message.lastLine ?? "?"}: ${message.message}`)
}

const nuErrors = nuCheckerErrors(pages.map((page) => page.file))
if (nuErrors.length > 0) {
  console.error(nuErrors.join("\n"))
  console.error(`check-html: the W3C Nu HTML Checker found ${nuErrors.length} error(s).`)
  process.exitCode = 1
} else console.log(`check-html: ${pages.length} pages pass the W3C Nu HTML Checker.`)

const validator = new HtmlValidate(HTML_VALIDATE_CONFIG)
const results = []
for (const { file } of pages) {
  const report = await validator.validateFile(file)
  results.push(...report.results)
}
const errors = results.reduce((sum, result) => sum + result.errorCount, 0)
if (errors === 0) {
  console.log(`check-html: ${pages.length} pages pass html-validate (${pages.map((page) => page.route).join(", ")}).`)
} else {
  console.error(formatterFactory("stylish")(results))
  console.error(`check-html: ${errors} error(s) in ${results.filter((result) => result.errorCount > 0).length} of ${pages.length} pages.`)
  process.exitCode = 1
}
