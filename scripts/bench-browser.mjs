#!/usr/bin/env node
// npm run bench:browser: what a visitor on a slow phone sees in a real browser, where
// `npm run bench` gives Lighthouse's simulated estimate. Debian's chromium (through Playwright)
// loads each page of the already-built site, served on loopback with the host's headers and gzip
// over HTTP/2 as Netlify serves it (`--http1` for HTTP/1.1),
// under the throttling Lighthouse itself applies through DevTools for its mobile preset (its
// "devtools" method: 562.5 ms request latency, 1.44 Mbit/s down, 4x slower CPU, the same phone
// screen), and reports the median over the runs of:
//   first contentful paint, largest contentful paint, and when React has hydrated the whole
//   page (its form, tabs and carousel controls work from then on; a page without a widget loads
//   no script, src/render/replace-renderer.tsx, and shows "no scripts"),
//   and, on a first visit, how long the main thread was blocked after the first paint (the sum of
//   each long task's time over 50 ms, as Lighthouse's Total Blocking Time, but measured, until
//   half a second after hydration) and the longest task: a tap on the page waits that long,
// on a first visit (empty cache) and on a return visit (scripts, fonts and images cached, the
// HTML fetched again as its no-cache header asks). Each route is measured in every language asked
// for, beside its English (`--lang=es,fr`; all four by default: `-- /` measures /, /es, /fr, /ht).
// Budgets (exit status 1 when one is missed), first visit: a largest contentful paint of at most
// 1.2 s on every route; each language's home page painted within 0.9 s, blocked at most 80 ms, no
// task over 100 ms, hydrated within 2.6 s; no page painting more than 0.05 s after its English one.
// Usage: npm run bench:browser [-- --runs=5] [-- --http1] [-- --lang=es] [-- /route /other-route]   (default: every page of the sitemap, 3 runs)
import fs from "node:fs"
import path from "node:path"
import { createRequire } from "node:module"
import { chromium } from "playwright"
import { sitemapRoutes } from "../src/lib/build-time/hosting/built-pages.ts"
import { serveStatic } from "./lib/static-server.ts"
import { recordPaintAndHydration, SLOW_PHONE } from "./lib/slow-phone.mjs"
import { englishRoute } from "../src/lib/shared/page-language.ts"
import { languagesAsked, MAX_FIRST_PAINT_BEHIND_ENGLISH_MS, pagesBehindEnglish, routesToMeasure } from "./lib/bench-languages.ts"

const require = createRequire(import.meta.url)
const { benchChromiumArgs, protocolOf, table } = require("./lib/bench-report.js")

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..")
const PUBLIC = path.join(ROOT, "public")
const PROTOCOL = protocolOf(process.argv)
const RUNS = Number(/^--runs=(\d+)$/.exec(process.argv.find((arg) => arg.startsWith("--runs=")) ?? "")?.[1] ?? 3)

/** Runs in the page once it has hydrated: its paints, hydration and the main thread's long tasks after the first paint. */
function readFigures() {
  const firstContentfulPaint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN
  const afterFirstPaint = window.measured.longTasks.filter((task) => task.start + task.duration > firstContentfulPaint)
  return {
    firstContentfulPaint,
    largestContentfulPaint: window.measured.largestContentfulPaint,
    hydrated: window.measured.hydrated,
    // A task under way at the first paint counts from then on, as in Lighthouse's Total Blocking Time.
    blocking: afterFirstPaint.reduce(
      (sum, task) => sum + Math.max(0, task.start + task.duration - Math.max(task.start, firstContentfulPaint) - 50),
      0,
    ),
    longestTask: Math.max(0, ...afterFirstPaint.map((task) => task.duration)),
  }
}

/**
 * Evaluates an expression in the page through the DevTools protocol. Playwright's own
 * waitForFunction and evaluate would first install its injected script in the page: a task of
 * 40-100 ms at 4x slowdown on the page's main thread, between the scripts' evaluation and
 * hydration, which the long-task observer counted as the page's (traced with scripts/trace.mjs).
 */
async function inPage(devtools, expression) {
  const { result, exceptionDetails } = await devtools.send("Runtime.evaluate", { expression, awaitPromise: true, returnByValue: true })
  if (exceptionDetails) throw new Error(`bench:browser: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`)
  return result.value
}

/** Until the page has hydrated (or turned out to load no script), at most a minute. */
function whenMeasured(devtools) {
  return inPage(
    devtools,
    "Promise.race([window.measured.whenDone, new Promise((_, fail) => setTimeout(() => fail(new Error('not hydrated within 60 s')), 60000))])",
  )
}

async function measure(browser, url, returnVisit) {
  const context = await browser.newContext({
    viewport: SLOW_PHONE.viewport,
    deviceScaleFactor: SLOW_PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  })
  try {
    const page = await context.newPage()
    await page.addInitScript(recordPaintAndHydration)
    const devtools = await context.newCDPSession(page)
    await devtools.send("Network.enable")
    if (returnVisit) {
      await page.goto(url, { waitUntil: "load" })
      await whenMeasured(devtools)
    } else {
      await devtools.send("Network.setCacheDisabled", { cacheDisabled: true })
    }
    await devtools.send("Network.emulateNetworkConditions", SLOW_PHONE.network)
    await devtools.send("Emulation.setCPUThrottlingRate", { rate: SLOW_PHONE.cpuSlowdown })
    const response = await page.goto(url, { waitUntil: "load" })
    await whenMeasured(devtools)
    // An address the host redirects ("/es/" -> "/es", trailingSlash "never") costs the visitor one
    // more round trip before the page's HTML: its figures are not the page's own.
    const redirectedTo = response?.request().redirectedFrom() ? new URL(page.url()).pathname : undefined
    // LCP is final once the page has stopped painting new content; the hero image is the last.
    await page.waitForTimeout(500)
    const figures = await inPage(devtools, `(${readFigures})()`)
    return { ...figures, redirectedTo }
  } finally {
    await context.close()
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]
const seconds = (ms) => (ms < 0 ? "no scripts" : `${(ms / 1000).toFixed(2)} s`)

export const BROWSER_BUDGETS = { maxLcpMs: 1200 }
/** The budgets of each language's home page (first visit, medians). */
export const HOME_BUDGETS = { maxFirstPaintMs: 900, maxBlockingMs: 80, maxLongestTaskMs: 100, maxHydratedMs: 2600 }

/** What a home page (`route`, in any language) misses of HOME_BUDGETS, given its first visits' median of a metric. */
function homeBudgetsMissed(route, firstMedian) {
  const checks = [
    ["first paint", firstMedian("firstContentfulPaint"), HOME_BUDGETS.maxFirstPaintMs, seconds],
    ["blocked", firstMedian("blocking"), HOME_BUDGETS.maxBlockingMs, (ms) => `${Math.round(ms)} ms`],
    ["longest task", firstMedian("longestTask"), HOME_BUDGETS.maxLongestTaskMs, (ms) => `${Math.round(ms)} ms`],
    ["hydrated", firstMedian("hydrated"), HOME_BUDGETS.maxHydratedMs, seconds],
  ]
  return checks
    .filter(([, value, limit]) => value > limit)
    .map(([name, value, limit, shown]) => `${route}: ${name} ${shown(value)} > ${shown(limit)} on a first visit`)
}

async function main() {
  if (!fs.existsSync(path.join(PUBLIC, "index.html"))) {
    console.error("bench:browser: public/ holds no built site; run `npm run build` first.")
    process.exit(1)
  }
  const requested = process.argv.slice(2).filter((arg) => arg.startsWith("/"))
  const { routes, missing } = routesToMeasure(requested, languagesAsked(process.argv), sitemapRoutes(PUBLIC))
  const server = await serveStatic(PUBLIC, { withHeaders: true, http2: PROTOCOL === "HTTP/2" })
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: benchChromiumArgs(ROOT, server),
  })
  const rows = []
  const failures = []
  const redirects = []
  const firstPaints = new Map()
  try {
    for (const route of routes) {
      const visits = { first: [], return: [] }
      for (let run = 0; run < RUNS; run++) {
        process.stderr.write(`bench:browser: ${route} (run ${run + 1} of ${RUNS})\n`)
        visits.first.push(await measure(browser, `${server.url}${route}`, false))
        visits.return.push(await measure(browser, `${server.url}${route}`, true))
      }
      const redirectedTo = visits.first[0].redirectedTo
      if (redirectedTo) redirects.push(`${route} redirects to ${redirectedTo}: its figures include that redirect's round trip`)
      const cells = (runs) =>
        ["firstContentfulPaint", "largestContentfulPaint", "hydrated"].map((metric) => seconds(median(runs.map((r) => r[metric]))))
      const milliseconds = (metric) => `${Math.round(median(visits.first.map((r) => r[metric])))} ms`
      rows.push([route, ...cells(visits.first), milliseconds("blocking"), milliseconds("longestTask"), ...cells(visits.return)])
      const firstMedian = (metric) => median(visits.first.map((r) => r[metric]))
      firstPaints.set(route, firstMedian("firstContentfulPaint"))
      if (firstMedian("largestContentfulPaint") > BROWSER_BUDGETS.maxLcpMs)
        failures.push(
          `${route}: LCP ${seconds(firstMedian("largestContentfulPaint"))} > ${seconds(BROWSER_BUDGETS.maxLcpMs)} on a first visit`,
        )
      if (englishRoute(route) === "/") failures.push(...homeBudgetsMissed(route, firstMedian))
    }
    failures.push(...pagesBehindEnglish(firstPaints))
  } finally {
    await browser.close()
    await server.close()
  }
  const date = new Date().toISOString().slice(0, 10)
  console.log(
    `\nChromium under Lighthouse's DevTools throttling (mobile, slow 4G), served over ${PROTOCOL}, ${date}, median of ${RUNS} runs\n`,
  )
  console.log(
    table(["Route", "First visit: FCP", "LCP", "Hydrated", "Blocked", "Longest task", "Return visit: FCP", "LCP", "Hydrated"], rows),
  )
  if (redirects.length > 0) console.log(`\nNot the page's own address:\n  ${redirects.join("\n  ")}`)
  if (missing.length > 0) console.log(`\nNot built (the translation is not published): ${missing.join(", ")}`)
  console.log(
    `\nBudgets (first visit): LCP <= ${seconds(BROWSER_BUDGETS.maxLcpMs)} on every route; each home page painted within ${seconds(HOME_BUDGETS.maxFirstPaintMs)}, ` +
      `blocked <= ${HOME_BUDGETS.maxBlockingMs} ms, longest task <= ${HOME_BUDGETS.maxLongestTaskMs} ms, hydrated within ${seconds(HOME_BUDGETS.maxHydratedMs)}; ` +
      `no page painted more than ${MAX_FIRST_PAINT_BEHIND_ENGLISH_MS} ms after its English one`,
  )
  if (failures.length > 0) {
    console.error(`FAILED on ${failures.length} point(s):\n  ${failures.join("\n  ")}`)
    process.exitCode = 1
  } else console.log("All browser budgets hold.")
}

await main()
