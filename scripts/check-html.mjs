#!/usr/bin/env node
// Every built HTML page validates: html-validate's recommended rules on each page file the build
// wrote (sitemap pages, the not-found page, the forwarding pages), with the exceptions below.
// Usage: node scripts/check-html.mjs [publicDir]   Exit status 1 on any error.
import path from "node:path"
import { createRequire } from "node:module"
import { HtmlValidate, Rule, formatterFactory } from "html-validate"

const require = createRequire(import.meta.url)
const { htmlPages } = require("./lib/built-pages.js")

/**
 * Rules turned off or relaxed, and why (everything else of html-validate:recommended applies):
 * - void-style, attr-case, attribute-empty-style: React's serialiser writes `<meta ... />`,
 *   `charSet` and `hidden=""`. All three are valid HTML; the rules only enforce one spelling.
 * - valid-id (relaxed): React's useId() makes ids such as ":R1:" and Gatsby's root is
 *   "___gatsby"; HTML5 allows any id without spaces, which is what `relaxed` checks.
 * - no-inline-style: Gatsby (route announcer, focus wrapper) and gatsby-plugin-image write
 *   style="" attributes we do not control; our own styles go through styled-components.
 * - tel-non-breaking: wants U+00A0 and U+2011 inside phone numbers. The number is shown as
 *   written in content/site.json (one source of truth, matched by tests and JSON-LD); the
 *   trade-off is that it may wrap at its space on a narrow screen (white-space: nowrap on
 *   the phone links would fix that without touching the text).
 * - long-title (raised to 160): the specification fixes every title as "Page | Clinic | Physician",
 *   and DECISIONS.md puts the profession beside the physician's name wherever it appears
 *   ("Dr. Jane Doe, MD, physical medicine and rehabilitation"), as New York requires. The page's
 *   own title comes first, so what a search result cuts off is the part repeated on every page.
 * - attribute-boolean-style: React writes boolean attributes as `required=""`, Gatsby writes its
 *   script tags' `async` bare; both spellings are valid HTML.
 * - <img> src not required, replaced by clinic/image-has-source: gatsby-plugin-image writes a
 *   below-the-fold image with `data-src`; its inline script moves that to `src` as the page
 *   loads, and a <noscript> copy with `src` covers browsers without JavaScript.
 */
class ImageHasSource extends Rule {
  documentation() {
    return { description: "An <img> needs src, or data-src when gatsby-plugin-image loads it lazily." }
  }

  setup() {
    this.on("dom:ready", ({ document }) => {
      for (const image of document.getElementsByTagName("img")) {
        const source = image.getAttributeValue("src") || image.getAttributeValue("data-src")
        if (!source) this.report(image, "<img> has neither src nor data-src")
      }
    })
  }
}

export const HTML_VALIDATE_CONFIG = {
  extends: ["html-validate:recommended"],
  plugins: [{ name: "clinic", rules: { "clinic/image-has-source": ImageHasSource } }],
  elements: ["html5", { img: { attributes: { src: { required: false } } } }],
  rules: {
    "clinic/image-has-source": "error",
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
const validator = new HtmlValidate(HTML_VALIDATE_CONFIG)
const results = []
for (const { file } of pages) {
  const report = await validator.validateFile(file)
  results.push(...report.results)
}
const errors = results.reduce((sum, result) => sum + result.errorCount, 0)
if (errors === 0) {
  console.log(`check-html: ${pages.length} pages valid (${pages.map((page) => page.route).join(", ")}).`)
} else {
  console.error(formatterFactory("stylish")(results))
  console.error(`check-html: ${errors} error(s) in ${results.filter((result) => result.errorCount > 0).length} of ${pages.length} pages.`)
  process.exitCode = 1
}
