#!/usr/bin/env node
// Every internal link and asset reference of the built site resolves: serves public/ on loopback
// (scripts/lib/static-server.ts), starts linkinator at every HTML page the build made (sitemap
// pages, the not-found page, the forwarding pages) and follows every same-site link, image,
// script, stylesheet and CSS url() it finds. Links to the site's public origin (canonical URLs,
// og:image) are rewritten to the local server, so they are checked too. Other hosts are not
// contacted (this machine is offline, and the check is about our own site). Every link to a
// fragment (/page#id, #id) must name an id of its target page: read from the built files, because
// linkinator checks a fragment only when it meets the link before it fetches the target, which
// depends on timing.
// Usage: npx tsx scripts/check-links.mjs [publicDir]   Exit status 1 when anything is broken.
import fs from "node:fs"
import path from "node:path"
import { LinkChecker } from "linkinator"
import { htmlPages, siteOrigin } from "../src/lib/build-time/hosting/built-pages.ts"
import { routeOf } from "../src/lib/shared/routes.ts"
import { serveStatic } from "./lib/static-server.ts"

const publicDir = path.resolve(process.argv[2] || "public")
const pages = htmlPages(publicDir)
if (pages.length === 0) {
  console.error(`check-links: no HTML page in ${publicDir}; build first (npx gatsby build).`)
  process.exit(1)
}

/** Links from the built pages to a fragment that their target page does not have, as { target, parent }. */
function missingFragments(origin) {
  const html = new Map(pages.map(({ route, file }) => [route, fs.readFileSync(file, "utf8")]))
  // A fragment names an element's id, or the name of an <a> (not of a <meta> or a form field).
  const targets = (text) => [...text.matchAll(/\sid="([^"]+)"/g), ...text.matchAll(/<a\s[^>]*\bname="([^"]+)"/g)].map((m) => m[1])
  const ids = new Map([...html].map(([route, text]) => [route, new Set(targets(text))]))
  const missing = []
  for (const [parent, text] of html) {
    for (const [, attribute] of text.matchAll(/\shref="([^"]*#[^"]*)"/g)) {
      let href = attribute.replace(/&amp;/g, "&")
      if (origin && href.startsWith(origin)) href = href.slice(origin.length) || "/"
      if (!(href.startsWith("#") || (href.startsWith("/") && !href.startsWith("//")))) continue
      const [address, fragment] = href.split("#", 2)
      if (!fragment) continue
      const route = address === "" ? parent : routeOf(address)
      // A link to a page the build did not make is reported by linkinator as missing.
      if (ids.has(route) && !ids.get(route).has(decodeURIComponent(fragment))) missing.push({ target: `${route}#${fragment}`, parent })
    }
  }
  return missing
}

const server = await serveStatic(publicDir)
const origin = siteOrigin(publicDir)
try {
  const checker = new LinkChecker()
  const result = await checker.check({
    path: pages.map(({ route }) => `${server.url}${route}`),
    recurse: true,
    concurrency: 8,
    timeout: 10_000,
    checkCss: true,
    redirects: "allow",
    urlRewriteExpressions: origin
      ? [{ pattern: new RegExp(`^${origin.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`), replacement: server.url }]
      : [],
    // Asked of a link both before and after the rewrite above, so a public-origin link is kept too.
    linksToSkip: async (link) => !link.startsWith(server.url) && !(origin && link.startsWith(origin)),
  })
  const local = (url) => (url ? url.replace(server.url, "").replace(/(.)\/$/, "$1") || "/" : "?")
  // A link found on a page that is itself missing (linkinator reads the not-found page served
  // there) is the same fault reported again: count each broken target once, from real pages.
  const brokenUrls = new Set(result.links.filter((link) => link.state === "BROKEN").map((link) => link.url))
  const broken = result.links.filter((link) => link.state === "BROKEN" && !brokenUrls.has(link.parent))
  const checked = result.links.filter((link) => link.state === "OK").length
  const fragments = missingFragments(origin)
  if (broken.length === 0 && fragments.length === 0) {
    console.log(`check-links: ${checked} links and assets checked from ${pages.length} pages, none broken.`)
  } else {
    const byTarget = new Map()
    for (const link of broken) {
      const key = `${local(link.url)} (${link.status || "no answer"})`
      byTarget.set(key, [...(byTarget.get(key) || []), local(link.parent)])
    }
    for (const { target, parent } of fragments) {
      const key = `${target} (no such id on the page)`
      byTarget.set(key, [...(byTarget.get(key) || []), parent])
    }
    console.error(`check-links: ${byTarget.size} broken link target(s) found from ${pages.length} pages:`)
    for (const [target, parents] of [...byTarget].sort()) {
      const unique = [...new Set(parents)].sort()
      console.error(
        `  ${target}\n      linked from ${unique.slice(0, 6).join(", ")}${unique.length > 6 ? ` and ${unique.length - 6} more` : ""}`,
      )
    }
    process.exitCode = 1
  }
} finally {
  await server.close()
}
