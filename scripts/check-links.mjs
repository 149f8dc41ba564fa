#!/usr/bin/env node
// Every internal link and asset reference of the built site resolves: serves public/ on loopback
// (scripts/lib/static-server.ts), starts linkinator at every HTML page the build made (sitemap
// pages, the not-found page, the forwarding pages) and follows every same-site link, image,
// script, stylesheet and CSS url() it finds. Links to the site's public origin (canonical URLs,
// og:image) are rewritten to the local server, so they are checked too. Other hosts are not
// contacted (this machine is offline, and the check is about our own site).
// Usage: npx tsx scripts/check-links.mjs [publicDir]   Exit status 1 when anything is broken.
import path from "node:path"
import { LinkChecker } from "linkinator"
import { htmlPages, siteOrigin } from "../src/lib/build/built-pages.ts"
import { serveStatic } from "./lib/static-server.ts"

const publicDir = path.resolve(process.argv[2] || "public")
const pages = htmlPages(publicDir)
if (pages.length === 0) {
  console.error(`check-links: no HTML page in ${publicDir}; build first (npx gatsby build).`)
  process.exit(1)
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
    checkFragments: true,
    redirects: "allow",
    urlRewriteExpressions: origin
      ? [{ pattern: new RegExp(`^${origin.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`), replacement: server.url }]
      : [],
    linksToSkip: async (link) => !link.startsWith(server.url),
  })
  const local = (url) => (url ? url.replace(server.url, "").replace(/(.)\/$/, "$1") || "/" : "?")
  // A link found on a page that is itself missing (linkinator reads the not-found page served
  // there) is the same fault reported again: count each broken target once, from real pages.
  const brokenUrls = new Set(result.links.filter((link) => link.state === "BROKEN").map((link) => link.url))
  const broken = result.links.filter((link) => link.state === "BROKEN" && !brokenUrls.has(link.parent))
  const checked = result.links.filter((link) => link.state === "OK").length
  if (broken.length === 0) {
    console.log(`check-links: ${checked} links and assets checked from ${pages.length} pages, none broken.`)
  } else {
    const byTarget = new Map()
    for (const link of broken) {
      const key = `${local(link.url)} (${link.status || "no answer"})`
      byTarget.set(key, [...(byTarget.get(key) || []), local(link.parent)])
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
