#!/usr/bin/env node
/**
 * Load benchmark of the consultation endpoint: a bounded burst of concurrent valid submissions
 * against `gatsby serve` on loopback (run `npm run build` first). Prints requests per second,
 * p50/p99 latency, and how many requests were accepted (200 with a reference) versus stored in
 * the outbox: the two must be equal, or the script fails.
 *
 *   npm run bench:api            # 150 requests, 10 at a time
 *   BENCH_REQUESTS=1000 BENCH_CONCURRENCY=32 npm run bench:api
 *
 * Traffic goes only to 127.0.0.1; the burst is bounded in count and in time (BENCH_MAX_SECONDS).
 */
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..")
const REQUESTS = Math.min(Number(process.env.BENCH_REQUESTS || 150), 5000)
const CONCURRENCY = Math.min(Number(process.env.BENCH_CONCURRENCY || 10), 128)
const MAX_SECONDS = Number(process.env.BENCH_MAX_SECONDS || 120)
const PORT = Number(process.env.BENCH_PORT || 9190)
const BASE = `http://127.0.0.1:${PORT}`

if (!fs.existsSync(path.join(root, "public", "index.html"))) {
  console.error("bench:api needs a built site: run `npm run build` first.")
  process.exit(1)
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-api-"))
const outbox = path.join(dir, "consultations.jsonl")
const server = spawn(path.join(root, "node_modules", ".bin", "gatsby"), ["serve", "--port", String(PORT), "--host", "127.0.0.1"], {
  cwd: root,
  env: {
    ...process.env,
    GATSBY_TELEMETRY_DISABLED: "1",
    SMTP_URL: "",
    CONSULTATION_OUTBOX: outbox,
    // A benchmark is one address sending hundreds of requests at once: the bot and rate checks
    // would (rightly) stop it, so they are off here; jest proves they work.
    CONSULTATION_MIN_FILL_MS: "0",
    CONSULTATION_RATE_LIMIT: "0",
  },
  stdio: ["ignore", "ignore", "inherit"],
})

function stop(code) {
  server.kill("SIGTERM")
  fs.rmSync(dir, { recursive: true, force: true })
  process.exit(code)
}
const deadline = setTimeout(() => {
  console.error(`bench:api stopped after ${MAX_SECONDS}s`)
  stop(1)
}, MAX_SECONDS * 1000)

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${BASE}/`)).ok) return
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error("gatsby serve did not start")
}

/** 0 -> "a", 27 -> "bb": names take letters only. */
function letters(i) {
  let text = ""
  do {
    text += String.fromCharCode(97 + (i % 26))
    i = Math.floor(i / 26)
  } while (i > 0)
  return text
}

function body(i) {
  return JSON.stringify({
    form: i % 2 ? "home" : "contact",
    firstName: "Bench",
    lastName: `Patient ${letters(i + 1)}`,
    name: `Bench Patient ${letters(i + 1)}`,
    email: `bench${i}@example.com`,
    phone: "(212) 555-0100",
    condition: "knee",
    message: `Benchmark request ${i}`,
    consent: true,
    fillMs: 10000,
  })
}

async function send(i) {
  const started = performance.now()
  const response = await fetch(`${BASE}/api/consultation`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: body(i),
  })
  const json = await response.json().catch(() => ({}))
  return { ms: performance.now() - started, status: response.status, reference: json.reference }
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

try {
  await waitForServer()
  // Warm up: the first call compiles nothing but loads the function bundle.
  await send(-1)
  const results = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        const i = next++
        results.push(await send(i).catch(() => ({ ms: NaN, status: 0 })))
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  const latencies = results.map((r) => r.ms).filter(Number.isFinite).sort((a, b) => a - b)
  const accepted = new Set(results.filter((r) => r.status === 200 && r.reference).map((r) => r.reference))
  const stored = new Set(
    (fs.existsSync(outbox) ? fs.readFileSync(outbox, "utf8") : "").split("\n").filter(Boolean).map((line) => JSON.parse(line).reference),
  )
  const storedOfBurst = [...accepted].filter((ref) => stored.has(ref)).length
  const statuses = results.reduce((acc, r) => ({ ...acc, [r.status]: (acc[r.status] || 0) + 1 }), {})

  console.log(`consultation endpoint, ${REQUESTS} requests, ${CONCURRENCY} concurrent, gatsby serve on 127.0.0.1`)
  console.log(`  throughput  ${(REQUESTS / seconds).toFixed(1)} req/s (${seconds.toFixed(2)} s)`)
  console.log(`  latency     p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${latencies.at(-1).toFixed(1)} ms`)
  console.log(`  statuses    ${JSON.stringify(statuses)}`)
  console.log(`  accepted    ${accepted.size}`)
  console.log(`  stored      ${storedOfBurst} (outbox lines besides the warm-up request: ${stored.size - 1})`)
  const ok = accepted.size === REQUESTS && storedOfBurst === accepted.size && stored.size === accepted.size + 1
  console.log(ok ? "  OK: every accepted request was stored" : "  FAIL: accepted and stored differ")
  clearTimeout(deadline)
  stop(ok ? 0 : 1)
} catch (error) {
  console.error(error)
  stop(1)
}
