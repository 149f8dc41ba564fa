#!/usr/bin/env node
// npm run bench: Lighthouse (mobile emulation, default simulated throttling) on every page of
// the already-built site, served on loopback by scripts/lib/static-server.ts with the headers and
// gzip a static host gives it, over HTTP/2 as Netlify serves it (`--http1` for HTTP/1.1).
// Builds nothing: run `npm run build` first. Fully offline: Debian's chromium through
// chrome-launcher, with the Chromium flags of playwright.config.ts (the host-resolver rule keeps
// every request on this machine).
// Prints the JavaScript each page of the build loads in every language (brotli, against the
// product's budgets; scripts/lib/script-bytes.ts), one table of scores and metrics and one of the
// gzipped HTML, CSS and JavaScript each page loads, then checks the budgets; exit status 1 when one fails.
// Each route is measured in every language asked for, beside its English (`--lang=es,fr`; all four by default).
// Usage: npm run bench [-- --runs=3] [-- --http1] [-- --bytes] [-- --lang=es] [-- /route /other-route]   (default: every page of the build, one run;
// with --runs=N each route is measured N times and the run with the median performance score is shown;
// --bytes checks the JavaScript's bytes only, without Lighthouse, in a second)
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { createRequire } from "node:module"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import { sitemapRoutes } from "../src/lib/build-time/hosting/built-pages.ts"
import { serveStatic, resolveFile } from "./lib/static-server.ts"
import { pageScripts, SCRIPT_BUDGETS } from "./lib/script-bytes.ts"
import { languageOfRoute, languagesAsked, routesToMeasure } from "./lib/bench-languages.ts"

const require = createRequire(import.meta.url)
const { benchChromiumArgs, protocolOf, table } = require("./lib/bench-report.js")
const { ORIGINS, gzippedBytesByOrigin } = require("./lib/js-breakdown.js")

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..")
const PUBLIC = path.join(ROOT, "public")
/** The not-found page (Lighthouse refuses to audit a 404 response, so it is measured at its own file). */
const NOT_FOUND_ROUTE = "/404.html"

const PROTOCOL = protocolOf(process.argv)
const RUNS = Number(/^--runs=(\d+)$/.exec(process.argv.find((arg) => arg.startsWith("--runs=")) ?? "")?.[1] ?? 1)

export const BUDGETS = {
  minPerformance: 95,
  minOtherScores: 100, // Accessibility, Best Practices, SEO
  maxLcpMs: 1800,
  maxCls: 0,
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

/**
 * Gzipped bytes of the page's own HTML, CSS and JavaScript (what it executes; prefetches for other
 * pages excluded), and its JavaScript by origin (React, Gatsby and webpack, styled-components, site code).
 */
function gzippedBytes(requests, origin) {
  const totals = { html: 0, css: 0, js: 0 }
  const kinds = { Document: "html", Stylesheet: "css", Script: "js" }
  const scripts = []
  for (const request of requests) {
    const kind = kinds[request.resourceType]
    if (!kind || !request.url.startsWith(origin)) continue
    const file = resolveFile(PUBLIC, new URL(request.url).pathname) ?? path.join(PUBLIC, "404.html")
    totals[kind] += zlib.gzipSync(fs.readFileSync(file)).length
    if (kind === "js") scripts.push(file)
  }
  return { ...totals, jsByOrigin: gzippedBytesByOrigin(scripts) }
}

async function main() {
  if (!fs.existsSync(path.join(PUBLIC, "index.html"))) {
    console.error("bench: public/ holds no built site; run `npm run build` first.")
    process.exit(1)
  }
  const requested = process.argv.slice(2).filter((arg) => arg.startsWith("/"))
  const languages = languagesAsked(process.argv)
  const sitemap = sitemapRoutes(PUBLIC)
  const measured = routesToMeasure(requested, languages, sitemap)
  const failures = checkScriptBytes(requested.length > 0 ? measured.routes : undefined, languages)
  if (process.argv.includes("--bytes")) return report(failures, "the JavaScript's bytes")
  if (measured.missing.length > 0) console.log(`Not built (the translation is not published): ${measured.missing.join(", ")}\n`)
  const routes = requested.length > 0 ? measured.routes : [...measured.routes, NOT_FOUND_ROUTE]
  const server = await serveStatic(PUBLIC, { withHeaders: true, http2: PROTOCOL === "HTTP/2" })
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    chromeFlags: ["--headless=new", ...benchChromiumArgs(ROOT, server)],
  })
  const results = []
  try {
    for (const route of routes) {
      const runs = []
      for (let run = 0; run < RUNS; run++) {
        process.stderr.write(`bench: ${route}${RUNS > 1 ? ` (run ${run + 1} of ${RUNS})` : ""} ... `)
        const runner = await lighthouse(`${server.url}${route}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        })
        const { lhr } = runner
        if (process.env.BENCH_SAVE_DIR)
          fs.writeFileSync(path.join(process.env.BENCH_SAVE_DIR, `${route.replace(/\W+/g, "_") || "home"}.json`), runner.report)
        if (lhr.runtimeError) throw new Error(`${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
        // Pages kept out of search engines on purpose (the not-found page: noindex) would lose SEO
        // points for exactly that; their SEO score is computed without the is-crawlable audit.
        const noindexOnPurpose = !sitemap.includes(route)
        const score = (id) => {
          const category = lhr.categories[id]
          if (id !== "seo" || !noindexOnPurpose) return Math.round((category.score ?? 0) * 100)
          const refs = category.auditRefs.filter((ref) => ref.weight > 0 && ref.id !== "is-crawlable" && lhr.audits[ref.id].score !== null)
          return Math.round(
            (100 * refs.reduce((sum, ref) => sum + ref.weight * lhr.audits[ref.id].score, 0)) /
              refs.reduce((sum, ref) => sum + ref.weight, 0),
          )
        }
        const audit = (id) => lhr.audits[id]
        const requests = audit("network-requests").details?.items ?? []
        const result = {
          route,
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          seo: score("seo"),
          lcp: audit("largest-contentful-paint").numericValue,
          tbt: audit("total-blocking-time").numericValue,
          cls: audit("cumulative-layout-shift").numericValue,
          transferred: audit("total-byte-weight").numericValue,
          gzip: gzippedBytes(requests, server.url),
          failedAudits: Object.values(lhr.categories).flatMap((category) =>
            category.auditRefs
              .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
              .filter((ref) => !(noindexOnPurpose && ref.id === "is-crawlable"))
              .map((ref) => `${category.id}/${ref.id} (${lhr.audits[ref.id].displayValue || lhr.audits[ref.id].score})`),
          ),
        }
        runs.push(result)
        process.stderr.write(`${result.performance}/${result.accessibility}/${result.bestPractices}/${result.seo}\n`)
      }
      // The run with the median performance score stands for the route (as Lighthouse advises).
      results.push(runs.sort((a, b) => a.performance - b.performance)[Math.floor((runs.length - 1) / 2)])
    }
  } finally {
    chrome.kill()
    await server.close()
  }

  const date = new Date().toISOString().slice(0, 10)
  console.log(
    `\nLighthouse ${lighthouseVersion()} (mobile, simulated throttling), served over ${PROTOCOL}, ${date}${RUNS > 1 ? `, median of ${RUNS} runs` : ""}\n`,
  )
  console.log(
    table(
      ["Route", "Perf", "A11y", "Best Pr.", "SEO", "LCP", "TBT", "CLS", "Transferred"],
      results.map((r) => [
        r.route,
        r.performance,
        r.accessibility,
        r.bestPractices,
        r.seo,
        `${(r.lcp / 1000).toFixed(2)} s`,
        `${Math.round(r.tbt)} ms`,
        r.cls.toFixed(3),
        kb(r.transferred),
      ]),
    ),
  )
  if (results.some((r) => !sitemap.includes(r.route))) {
    console.log("\nPages outside the sitemap (the not-found page) are noindex on purpose: their SEO score leaves out is-crawlable.")
  }
  console.log("\nGzipped bytes each page loads (its document, stylesheets and scripts; Gatsby inlines the global CSS into the HTML):\n")
  console.log(
    table(
      ["Route", "HTML", "CSS", "JS"],
      results.map((r) => [r.route, kb(r.gzip.html), kb(r.gzip.css), kb(r.gzip.js)]),
    ),
  )
  console.log(
    "\nWhere each page's gzipped JavaScript comes from (each script shared out by the minified bytes its source map attributes;" +
      " a build without source maps, the default, counts it all as Gatsby's: build with SOURCE_MAPS=1 for the breakdown):\n",
  )
  console.log(
    table(
      ["Route", ...ORIGINS, "JS"],
      results.map((r) => [r.route, ...ORIGINS.map((o) => kb(r.gzip.jsByOrigin[o])), kb(r.gzip.js)]),
    ),
  )

  for (const r of results) {
    if (r.performance < BUDGETS.minPerformance) failures.push(`${r.route}: Performance ${r.performance} < ${BUDGETS.minPerformance}`)
    for (const [name, value] of [
      ["Accessibility", r.accessibility],
      ["Best Practices", r.bestPractices],
      ["SEO", r.seo],
    ]) {
      if (value < BUDGETS.minOtherScores) failures.push(`${r.route}: ${name} ${value} < ${BUDGETS.minOtherScores}`)
    }
    if (r.lcp >= BUDGETS.maxLcpMs) failures.push(`${r.route}: LCP ${(r.lcp / 1000).toFixed(2)} s >= ${BUDGETS.maxLcpMs / 1000} s`)
    if (r.cls > BUDGETS.maxCls) failures.push(`${r.route}: CLS ${r.cls.toFixed(4)} > ${BUDGETS.maxCls}`)
  }
  const belowFull = results.flatMap((r) => r.failedAudits.map((audit) => `${r.route}: ${audit}`))
  if (belowFull.length > 0) console.log(`\nAudits short of a full score:\n  ${belowFull.join("\n  ")}`)
  console.log(
    `\nBudgets: Performance >= ${BUDGETS.minPerformance}, the other scores ${BUDGETS.minOtherScores}, LCP < ${BUDGETS.maxLcpMs / 1000} s, CLS ${BUDGETS.maxCls}, ` +
      `and the JavaScript's bytes above`,
  )
  report(failures, `all ${results.length} routes`)
}

/**
 * The JavaScript each page loads (the routes asked for, or every page of the languages asked for),
 * in brotli bytes against its budget: a table of the pages that load any, and a failure for each
 * page over its budget.
 */
function checkScriptBytes(routes, languages) {
  const pages = pageScripts(PUBLIC).filter((page) =>
    routes ? routes.includes(page.route) : languages.includes(languageOfRoute(page.route)),
  )
  const loading = pages.filter((page) => page.bytes > 0)
  console.log(
    `JavaScript each page loads, brotli (quality 11), against its budget (${SCRIPT_BUDGETS.form} B with a form, ` +
      `${SCRIPT_BUDGETS.widget} B with a widget, none elsewhere); ${pages.length - loading.length} of ${pages.length} pages load none:\n`,
  )
  console.log(
    table(
      ["Route", "Kind", "JavaScript", "Budget", "Left"],
      loading.map((page) => [page.route, page.kind, `${page.bytes} B`, `${page.budget} B`, `${page.budget - page.bytes} B`]),
    ),
  )
  console.log("")
  return pages
    .filter((page) => page.bytes > page.budget)
    .map(
      (page) =>
        `${page.route}: ${page.bytes} B of JavaScript (brotli) > ${page.budget} B, its budget as a page ${page.kind === "none" ? "without a form or widget" : `with a ${page.kind}`}`,
    )
}

function report(failures, what) {
  if (failures.length > 0) {
    console.error(`FAILED on ${failures.length} point(s):\n  ${failures.join("\n  ")}`)
    process.exitCode = 1
  } else {
    console.log(`All budgets hold on ${what}.`)
  }
}

function lighthouseVersion() {
  return require("lighthouse/package.json").version
}

await main()
