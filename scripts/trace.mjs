#!/usr/bin/env node
// npm run trace: a Chromium performance trace of a first visit to each route, under the throttling
// of npm run bench:browser (Lighthouse's DevTools mobile preset), and where the main thread's time
// goes. For each route it writes the raw trace (open it in DevTools' Performance panel or
// https://ui.perfetto.dev) and prints:
//   - paints, hydration, and the network waterfall (each request's start, end and bytes);
//   - the console's messages (a hydration mismatch shows there);
//   - every main-thread task over 50 ms: its start and length, split into parsing HTML, style and
//     layout, script compilation and evaluation, garbage collection and other work, and the
//     functions that took its time (self time from the CPU profile's samples, by function and script).
// Usage: npm run trace -- [--public=public] [--out=trace-output] [--runs=1] /route [/other-route]
import fs from "node:fs"
import path from "node:path"
import { createRequire } from "node:module"
import { chromium } from "playwright"
import { serveStatic } from "./lib/static-server.ts"
import { recordPaintAndHydration, SLOW_PHONE } from "./lib/slow-phone.mjs"

const require = createRequire(import.meta.url)
const { benchChromiumArgs } = require("./lib/bench-report.js")

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..")
const option = (name, fallback) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback
const PUBLIC = path.resolve(option("public", path.join(ROOT, "public")))
const OUT = path.resolve(option("out", path.join(ROOT, "trace-output")))
const RUNS = Number(option("runs", "1"))
const LABEL = option("label", path.basename(path.dirname(PUBLIC)))
/** --no-network: CPU throttling only (the scripts are there at once), to compare the main thread's work with less noise. */
const NO_NETWORK = process.argv.includes("--no-network")
/** --cpu=N: the CPU slowdown (default Lighthouse's mobile 4x). */
const CPU_SLOWDOWN = Number(option("cpu", String(SLOW_PHONE.cpuSlowdown)))
const CATEGORIES = [
  "devtools.timeline",
  "v8.execute",
  "v8",
  "blink.user_timing",
  "loading",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.frame",
  "disabled-by-default-v8.cpu_profiler",
]

async function traceVisit(browser, url) {
  const context = await browser.newContext({
    viewport: SLOW_PHONE.viewport,
    deviceScaleFactor: SLOW_PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  })
  try {
    const page = await context.newPage()
    const console_ = []
    page.on("console", (message) => console_.push(`${message.type()}: ${message.text().slice(0, 300)}`))
    page.on("pageerror", (error) => console_.push(`pageerror: ${error.message.slice(0, 300)}`))
    await page.addInitScript(recordPaintAndHydration)
    const devtools = await context.newCDPSession(page)
    await devtools.send("Network.enable")
    await devtools.send("Network.setCacheDisabled", { cacheDisabled: true })
    if (!NO_NETWORK) await devtools.send("Network.emulateNetworkConditions", SLOW_PHONE.network)
    await devtools.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN })
    const events = []
    devtools.on("Tracing.dataCollected", ({ value }) => events.push(...value))
    const complete = new Promise((resolve) => devtools.once("Tracing.tracingComplete", resolve))
    await devtools.send("Tracing.start", { traceConfig: { includedCategories: CATEGORIES }, transferMode: "ReportEvents" })
    await page.goto(url, { waitUntil: "load" })
    // Waited for through the DevTools protocol: Playwright's waitForFunction would first evaluate its
    // injected script (selector engines and all) in the page, a long task of 40-100 ms at 4x of the
    // benchmark's own, on the main thread between the scripts' evaluation and hydration.
    await devtools.send("Runtime.evaluate", { expression: "window.measured.whenDone", awaitPromise: true })
    await page.waitForTimeout(1000)
    const marks = await page.evaluate(() => ({
      timeOrigin: performance.timeOrigin,
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
      hydrated: window.measured.hydrated,
      resources: [
        {
          name: location.href,
          startTime: 0,
          ...(() => {
            const n = performance.getEntriesByType("navigation")[0]
            return {
              responseEnd: n.responseEnd,
              transferSize: n.transferSize,
              decodedBodySize: n.decodedBodySize,
              domInteractive: n.domInteractive,
              domContentLoaded: n.domContentLoadedEventEnd,
            }
          })(),
        },
        ...performance.getEntriesByType("resource").map((r) => ({
          name: r.name,
          startTime: r.startTime,
          responseEnd: r.responseEnd,
          transferSize: r.transferSize,
          decodedBodySize: r.decodedBodySize,
          initiatorType: r.initiatorType,
        })),
      ],
    }))
    const finalUrl = page.url()
    await devtools.send("Tracing.end")
    await complete
    return { events, marks, finalUrl, console: console_ }
  } finally {
    await context.close()
  }
}

/**
 * The renderer main thread of the page and its navigation's start: the last main-frame
 * navigationStart of the page's final address (the trace is browser-wide: other renderers show too).
 */
function mainThread(events, finalUrl) {
  const starts = events.filter(
    (e) => e.name === "navigationStart" && e.args?.data?.isOutermostMainFrame && e.args.data.documentLoaderURL === finalUrl,
  )
  const start = starts.at(-1)
  if (!start) throw new Error(`trace: no navigationStart of ${finalUrl}`)
  return { pid: start.pid, tid: start.tid, t0: start.ts }
}

const CATEGORY_OF = {
  ParseHTML: "parse HTML",
  ParseAuthorStyleSheet: "parse CSS",
  UpdateLayoutTree: "style",
  RecalculateStyles: "style",
  Layout: "layout",
  PrePaint: "paint",
  Paint: "paint",
  Layerize: "paint",
  UpdateLayer: "paint",
  CompositeLayers: "paint",
  EvaluateScript: "script",
  "v8.compile": "compile",
  "v8.compileModule": "compile",
  "V8.CompileCode": "compile",
  "v8.parseOnBackground": "compile",
  "v8.produceCache": "compile",
  FunctionCall: "script",
  EventDispatch: "script",
  TimerFire: "script",
  FireAnimationFrame: "script",
  RunMicrotasks: "script",
  "V8.GCScavenger": "GC",
  MajorGC: "GC",
  MinorGC: "GC",
  "BlinkGC.AtomicPhase": "GC",
  "V8.GC_MC_BACKGROUND_EVACUATE_COPY": "GC",
  ResourceReceivedData: "network",
  "v8.run": "script",
}

/** Self time of each slice on the thread by category: a slice's time less its children's. */
function selfTimeByCategory(slices, start, end, key = "dur") {
  const inTask = slices.filter((e) => e.ts >= start && e.ts + e.dur <= end).sort((a, b) => a.ts - b.ts || b.dur - a.dur)
  const totals = {}
  const stack = []
  const close = (e) => {
    const category = CATEGORY_OF[e.name] ?? (e.name === "RunTask" ? "task (no slice)" : `other (${e.name})`)
    totals[category] = (totals[category] ?? 0) + Math.max(0, (e[key] ?? 0) - e.childTime)
  }
  for (const e of inTask) {
    const slice = { ...e, childTime: 0 }
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= slice.ts) close(stack.pop())
    if (stack.length) stack.at(-1).childTime += slice[key] ?? 0
    stack.push(slice)
  }
  while (stack.length) close(stack.pop())
  return totals
}

/** The CPU profile's samples on the main thread: [{ ts, node }], with the profile's nodes by id. */
function cpuSamples(events, { pid, tid }) {
  const nodes = new Map()
  const samples = []
  const chunks = events.filter((e) => e.pid === pid && (e.name === "ProfileChunk" || e.name === "Profile"))
  const profileIds = new Set(chunks.filter((e) => e.name === "Profile" && e.tid === tid).map((e) => e.id))
  // The profile's chunks come from the sampling thread; they name the profile by id.
  const start = chunks.find((e) => e.name === "Profile" && profileIds.has(e.id))
  let ts = start?.args?.data?.startTime ?? 0
  for (const e of chunks) {
    if (e.name !== "ProfileChunk" || (profileIds.size && !profileIds.has(e.id))) continue
    const data = e.args.data
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node)
    const ids = data.cpuProfile?.samples ?? []
    const deltas = data.timeDeltas ?? []
    for (let i = 0; i < ids.length; i++) {
      ts += deltas[i] ?? 0
      samples.push({ ts, id: ids[i] })
    }
  }
  return { nodes, samples }
}

const short = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, "").replace(/-[0-9a-f]{20}\.js$/, ".js") : "")

function functionsIn({ nodes, samples }, start, end) {
  const inTask = samples.filter((s) => s.ts >= start && s.ts < end)
  const bySelf = new Map()
  const byScript = new Map()
  for (let i = 0; i < inTask.length; i++) {
    const next = inTask[i + 1]?.ts ?? Math.min(end, inTask[i].ts + 100)
    const dt = Math.max(0, next - inTask[i].ts)
    const node = nodes.get(inTask[i].id)
    if (!node) continue
    const frame = node.callFrame
    const name = `${frame.functionName || "(anonymous)"} ${short(frame.url)}${frame.url ? `:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : ""}`
    bySelf.set(name, (bySelf.get(name) ?? 0) + dt)
    // The script that holds the deepest frame with a URL: whose code ran.
    let scriptNode = node
    while (scriptNode && !scriptNode.callFrame.url && scriptNode.parent !== undefined) scriptNode = nodes.get(scriptNode.parent)
    const script = short(scriptNode?.callFrame.url) || `(${frame.functionName || "native"})`
    byScript.set(script, (byScript.get(script) ?? 0) + dt)
  }
  const top = (map, n) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, n)
  return { self: top(bySelf, 12), scripts: top(byScript, 8) }
}

/** The top-level frames of the task: which JS entry points (a stack's outermost frame with a URL) ran. */
function entryPoints({ nodes, samples }, start, end) {
  const parentOf = new Map()
  for (const node of nodes.values()) for (const child of node.children ?? []) parentOf.set(child, node.id)
  for (const node of nodes.values()) if (node.parent !== undefined) parentOf.set(node.id, node.parent)
  const inTask = samples.filter((s) => s.ts >= start && s.ts < end)
  const byEntry = new Map()
  for (let i = 0; i < inTask.length; i++) {
    const dt = Math.max(0, (inTask[i + 1]?.ts ?? inTask[i].ts) - inTask[i].ts)
    const path = []
    for (let id = inTask[i].id; id !== undefined; id = parentOf.get(id)) path.push(nodes.get(id))
    const names = path
      .reverse()
      .filter((n) => n && n.callFrame.url)
      .slice(0, 3)
      .map((n) => `${n.callFrame.functionName || "(anon)"}@${short(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`)
    const key = names.join(" > ") || "(no JS)"
    byEntry.set(key, (byEntry.get(key) ?? 0) + dt)
  }
  return [...byEntry.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6)
}

function summarise(route, { events, marks, finalUrl, console: messages }) {
  const thread = mainThread(events, finalUrl)
  const onThread = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === "X" && typeof e.dur === "number")
  const t0 = thread.t0
  const ms = (us) => (us / 1000).toFixed(1)
  const lines = []
  lines.push(`## ${route}`)
  lines.push(`first contentful paint ${marks.fcp.toFixed(0)} ms, hydrated ${marks.hydrated.toFixed(0)} ms`)
  lines.push(`network (ms from navigation start, bytes transferred/decoded):`)
  for (const r of marks.resources.sort((a, b) => a.startTime - b.startTime)) {
    lines.push(
      `  ${r.startTime.toFixed(0).padStart(5)} -> ${r.responseEnd.toFixed(0).padStart(5)}  ${String(r.transferSize).padStart(7)}/${String(r.decodedBodySize).padStart(7)}  ${short(r.name)}${r.domInteractive ? `  (domInteractive ${r.domInteractive.toFixed(0)}, DCL ${r.domContentLoaded.toFixed(0)})` : ""}`,
    )
  }
  lines.push(`console: ${messages.length ? "" : "(nothing)"}`)
  for (const m of messages) lines.push(`  ${m}`)
  const tasks = onThread.filter((e) => (e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask") && e.dur > 50_000)
  const profile = cpuSamples(events, thread)
  let blocked = 0
  lines.push(`tasks over 50 ms on the main thread (${tasks.length}):`)
  for (const task of tasks) {
    const start = task.ts
    const end = task.ts + task.dur
    const startMs = (start - t0) / 1000
    if (startMs + task.dur / 1000 > marks.fcp) blocked += Math.max(0, end / 1000 - t0 / 1000 - Math.max(startMs, marks.fcp) - 50)
    const totals = selfTimeByCategory(
      onThread.filter((e) => e !== task),
      start,
      end,
    )
    const split = Object.entries(totals)
      .filter(([, us]) => us >= 1000)
      .sort((a, b) => b[1] - a[1])
      .map(([category, us]) => `${category} ${ms(us)}`)
      .join(", ")
    const kinds = onThread
      .filter(
        (e) =>
          e.ts >= start &&
          e.ts + e.dur <= end &&
          ["EvaluateScript", "FunctionCall", "ParseHTML", "TimerFire", "RunMicrotasks"].includes(e.name),
      )
      .slice(0, 40)
      .map(
        (e) =>
          `${e.name}${e.args?.data?.url ? ` ${short(e.args.data.url)}` : ""}${e.args?.data?.functionName ? ` ${e.args.data.functionName}` : ""} ${ms(e.dur)}`,
      )
    const uniqueKinds = [...new Set(kinds)].slice(0, 8)
    lines.push(`- at ${startMs.toFixed(0)} ms, ${ms(task.dur)} ms (thread CPU ${ms(task.tdur ?? 0)} ms): ${split}`)
    lines.push(`    slices: ${uniqueKinds.join(" | ")}`)
    const { self, scripts } = functionsIn(profile, start, end)
    lines.push(`    by script (sampled): ${scripts.map(([s, us]) => `${s} ${ms(us)}`).join(", ")}`)
    lines.push(`    top self time:`)
    for (const [name, us] of self) lines.push(`      ${ms(us).padStart(6)}  ${name}`)
    lines.push(`    entry points:`)
    for (const [name, us] of entryPoints(profile, start, end)) lines.push(`      ${ms(us).padStart(6)}  ${name}`)
  }
  // The whole load, navigation to hydration: the main thread's CPU time (thread time, which neither
  // the 4x throttling's pauses nor other processes' load count) by category, and the functions.
  const hydratedAt = t0 + (marks.hydrated > 0 ? marks.hydrated : marks.fcp) * 1000
  const all = onThread.filter((e) => e.ts >= t0 && e.ts <= hydratedAt)
  const cpu = selfTimeByCategory(all, t0, hydratedAt + 1e6, "tdur")
  const wall = selfTimeByCategory(all, t0, hydratedAt + 1e6, "dur")
  const cpuTotal = Object.values(cpu).reduce((a, b) => a + b, 0)
  const order = Object.keys(wall)
    .sort((a, b) => wall[b] - wall[a])
    .filter((k) => wall[k] >= 2000)
  lines.push(
    `main thread, navigation to hydration: CPU ${ms(cpuTotal)} ms; by kind (wall ms / CPU ms): ${order.map((k) => `${k} ${ms(wall[k])}/${ms(cpu[k] ?? 0)}`).join(", ")}`,
  )
  const whole = functionsIn(profile, t0, hydratedAt)
  lines.push(`  sampled, by script: ${whole.scripts.map(([s, us]) => `${s} ${ms(us)}`).join(", ")}`)
  lines.push(
    `  sampled, top self time: ${whole.self
      .slice(0, 10)
      .map(([s, us]) => `${s} ${ms(us)}`)
      .join("; ")}`,
  )
  lines.push(
    `blocked after first paint (sum over 50 ms): ${blocked.toFixed(0)} ms; longest task ${Math.max(0, ...tasks.map((t) => t.dur / 1000)).toFixed(0)} ms`,
  )
  return lines.join("\n")
}

async function main() {
  const routes = process.argv.slice(2).filter((arg) => arg.startsWith("/"))
  if (routes.length === 0) routes.push("/")
  fs.mkdirSync(OUT, { recursive: true })
  const server = await serveStatic(PUBLIC, { withHeaders: true, http2: true })
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: benchChromiumArgs(ROOT, server),
  })
  try {
    for (const route of routes) {
      for (let run = 1; run <= RUNS; run++) {
        const result = await traceVisit(browser, `${server.url}${route}`)
        const name = `${LABEL}${route.replace(/\/$/, "").replace(/\//g, "_") || "_home"}-${run}`
        fs.writeFileSync(path.join(OUT, `${name}.trace.json`), JSON.stringify({ traceEvents: result.events }))
        const summary = summarise(route, result)
        fs.writeFileSync(path.join(OUT, `${name}.txt`), summary + "\n")
        console.log(`# ${LABEL} run ${run}\n${summary}\n`)
      }
    }
  } finally {
    await browser.close()
    await server.close()
  }
}

await main()
