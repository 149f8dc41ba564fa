/**
 * Benchmark of the consultation function as the host deploys it (run `npm run build` first): the
 * adapter's handler from .netlify/functions-internal, loaded once with only its deployed files
 * (scripts/lib/deployed-function.ts) and called with Netlify's events, in this process.
 *
 *   npm run bench:api                      # 500 concurrent requests per scenario, 10,000 hostile payloads
 *   BENCH_REQUESTS=1000 BENCH_FUZZ=20000 BENCH_SEED=7 npm run bench:api
 *
 * Scenarios, each failing the script when its invariant breaks:
 *   outbox   every request at once to the local outbox: accepted = stored, no duplicate or torn line
 *   smtp     the same through a local SMTP server with STARTTLS: accepted = delivered, no duplicate
 *   failing  the mail server refuses every mail after the first half: every 2xx delivered, no 503 delivered
 *   fuzz     seeded hostile payloads: 0 no-answers, 0 5xx, 0 stored, 0 request text in the logs
 *   faults   a fresh instance of the function with a real Blobs server and a real SMTP server, each
 *            behind a fault proxy (scripts/lib/fault-rig.ts), then the scheduled retry: the mail
 *            refused while the requests come in; the store answering 500, 429, never answering,
 *            refusing connections, or taking a write and answering 500; the mail server's answer
 *            cut off after it took the mail; a mail server that never greets; two retry runs at
 *            once. Each: nothing lost, no repeat unmarked, and under a store fault every request
 *            answered within 15 s (BENCH_ONLY=faults runs these alone; BENCH_FAULT=<name> one)
 * All traffic stays on 127.0.0.1.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import {
  forgetConsultationService,
  hostEvent,
  loadDeployedFunctions,
  responseText,
  type DeployedFunction,
  type HostResponse,
} from "./lib/deployed-function"
import { hostileBodies, LOGGED_NEVER } from "./lib/hostile-payloads"
import type { ConsultationAnswer } from "../src/lib/shared/consultation/schema"
import type { StoredRequest } from "../src/lib/server/consultation/delivery"
import { selfSignedCertificate, startSmtp } from "./lib/smtp-test-server"
import { startFaultRig, type FaultScenario } from "./lib/fault-rig"

const root = path.join(__dirname, "..")
const REQUESTS = Number(process.env.BENCH_REQUESTS || 500)
const FUZZ = Number(process.env.BENCH_FUZZ || 10_000)
const SEED = Number(process.env.BENCH_SEED || 20261124)
/** An invocation without an answer after this long counts as a no-answer. */
const ANSWER_TIMEOUT_MS = 30_000

const work = fs.mkdtempSync(path.join(os.tmpdir(), "bench-api-"))
const { functions, cleanUp } = loadDeployedFunctions(root)
const consultation = functions.find((fn) => fn.includedFiles.some((file) => file.endsWith("consultation.js"))) as DeployedFunction

// The function's log lines, kept to check that none carries what a patient typed.
const logs: string[] = []
for (const level of ["info", "log", "warn", "error"] as const)
  console[level] = (...args: unknown[]) => void logs.push(args.map(String).join(" "))
const print = (line: string) => process.stdout.write(`${line}\n`)

/** One function instance with these settings (the service is made from the environment of its first request). */
function configure(env: Record<string, string>) {
  for (const name of Object.keys(process.env))
    if (name.startsWith("CONSULTATION_") || name === "SMTP_URL" || name === "NETLIFY") delete process.env[name]
  Object.assign(process.env, { CONSULTATION_RATE_LIMIT: "5", ...env })
  forgetConsultationService()
}

function validBody(i: number): string {
  return JSON.stringify({
    form: "home",
    name: `Bench Patient ${String.fromCharCode(97 + (i % 26))}`,
    phone: "(212) 555-0100",
    condition: "knee",
    fillMs: 10_000,
  })
}

/** Request i comes from its own address pair: two requests per address, under the limit of five. */
const addressOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`

async function invoke(body: string, address: string): Promise<{ ms: number; response?: HostResponse }> {
  const started = performance.now()
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ANSWER_TIMEOUT_MS)))
  const event = hostEvent({
    headers: { "content-type": "application/json", accept: "application/json", "x-nf-client-connection-ip": address },
    body,
  })
  const response = await Promise.race([consultation.invoke(event), timeout])
  clearTimeout(timer)
  return { ms: performance.now() - started, response }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

const referenceOf = (response?: HostResponse) =>
  response && (response.statusCode === 200 || response.statusCode === 202)
    ? (JSON.parse(responseText(response)) as ConsultationAnswer).reference
    : undefined

async function burst(label: string) {
  await invoke(validBody(0), "10.255.255.255") // loads the function; not counted
  const started = performance.now()
  const results = await Promise.all(Array.from({ length: REQUESTS }, (_, i) => invoke(validBody(i), addressOf(i >> 1))))
  const seconds = (performance.now() - started) / 1000
  const latencies = results.map((r) => r.ms).sort((a, b) => a - b)
  const statuses: Record<string, number> = {}
  for (const { response } of results)
    statuses[response?.statusCode ?? "no answer"] = (statuses[response?.statusCode ?? "no answer"] ?? 0) + 1
  print(`\n${label}: ${REQUESTS} concurrent requests`)
  print(`  throughput  ${(REQUESTS / seconds).toFixed(0)} req/s (${seconds.toFixed(2)} s)`)
  print(`  latency     p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`)
  print(`  statuses    ${JSON.stringify(statuses)}`)
  return results.map((r) => ({ status: r.response?.statusCode, reference: referenceOf(r.response) }))
}

/** The reference in a mail's Message-ID, <CR-XXXXXXXX.digest@domain>. */
const messageId = (raw: string) => /^Message-ID: <(CR-[A-Z2-9]{8})[.@]/im.exec(raw)?.[1]

const failures: string[] = []
function check(ok: boolean, text: string) {
  print(`  ${ok ? "ok  " : "FAIL"}  ${text}`)
  if (!ok) failures.push(text)
}

async function outboxScenario() {
  const outbox = path.join(work, "outbox.jsonl")
  configure({ CONSULTATION_OUTBOX: outbox })
  const results = await burst("outbox")
  const lines = fs.readFileSync(outbox, "utf8").split("\n").filter(Boolean)
  const parsed = lines.map((line) => {
    try {
      return JSON.parse(line) as StoredRequest
    } catch {
      return undefined
    }
  })
  const accepted = results.filter((r) => r.reference).map((r) => r.reference!)
  const stored = new Set(parsed.map((p) => p?.reference))
  check(accepted.length === REQUESTS, `accepted ${accepted.length} of ${REQUESTS}`)
  check(
    accepted.every((ref) => stored.has(ref)) && lines.length === accepted.length + 1,
    `stored ${lines.length - 1} (accepted ${accepted.length})`,
  )
  check(parsed.every(Boolean), `torn lines ${parsed.filter((p) => !p).length}`)
  check(stored.size === lines.length, `duplicate lines ${lines.length - stored.size}`)
}

async function smtpScenarios() {
  const certificate = selfSignedCertificate()
  const env = (url: string) => ({
    SMTP_URL: url,
    CONSULTATION_TO: "clinic@example.org",
    CONSULTATION_FROM: "Website <web@clinic.example.org>",
    CONSULTATION_SMTP_CA_FILE: certificate.certFile,
  })
  try {
    const smtp = await startSmtp({ disabledCommands: [], key: certificate.key, cert: certificate.cert, size: 1_000_000 })
    configure(env(smtp.url))
    const results = await burst("smtp (STARTTLS, one connection per mail)")
    const accepted = results.filter((r) => r.reference).map((r) => r.reference!)
    const delivered = smtp.received.map((mail) => messageId(mail.raw))
    check(accepted.length === REQUESTS, `accepted ${accepted.length} of ${REQUESTS}`)
    check(
      accepted.every((ref) => delivered.includes(ref)) && delivered.length === accepted.length + 1,
      `delivered ${delivered.length - 1} (accepted ${accepted.length})`,
    )
    check(new Set(delivered).size === delivered.length, `duplicate mails ${delivered.length - new Set(delivered).size}`)
    check(
      smtp.received.every((mail) => mail.secure),
      "every mail sent over TLS",
    )
    await smtp.close()

    let taken = 0
    const failing = await startSmtp({
      disabledCommands: [],
      key: certificate.key,
      cert: certificate.cert,
      onData(stream, session, callback) {
        let raw = ""
        stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")))
        stream.on("end", () => {
          if (taken++ > REQUESTS / 2) return callback(Object.assign(new Error("mailbox full"), { responseCode: 452 }))
          failing.received.push({ from: "", to: session.envelope.rcptTo.map((r) => r.address), raw, secure: session.secure })
          callback()
        })
      },
    })
    configure(env(failing.url))
    const partial = await burst("smtp, the server refuses every mail after the first half")
    const deliveredRefs = new Set(failing.received.map((mail) => messageId(mail.raw)))
    const ok = partial.filter((r) => r.status === 200).map((r) => r.reference!)
    const unavailable = partial.filter((r) => r.status === 503).length
    check(
      ok.every((ref) => deliveredRefs.has(ref)),
      `every 2xx delivered (${ok.length} accepted, ${unavailable} answered 503)`,
    )
    check(deliveredRefs.size === ok.length + 1, `no 503 delivered (delivered ${deliveredRefs.size - 1})`)
    await failing.close()
  } finally {
    certificate.cleanUp()
  }
}

async function fuzzScenario() {
  const outbox = path.join(work, "fuzz-outbox.jsonl")
  configure({ CONSULTATION_OUTBOX: outbox, CONSULTATION_RATE_LIMIT: "0", CONSULTATION_MAX_BODY_BYTES: "100000" })
  const bodies = hostileBodies(FUZZ, SEED)
  logs.length = 0
  const statuses: Record<string, number> = {}
  let slowest = 0
  const started = performance.now()
  for (let i = 0; i < bodies.length; i += 100) {
    const results = await Promise.all(bodies.slice(i, i + 100).map((body, j) => invoke(body, addressOf(i + j))))
    for (const { ms, response } of results) {
      const key = response ? String(response.statusCode) : "no answer"
      statuses[key] = (statuses[key] ?? 0) + 1
      slowest = Math.max(slowest, ms)
    }
  }
  const seconds = (performance.now() - started) / 1000
  const stored = fs.existsSync(outbox) ? fs.readFileSync(outbox, "utf8").split("\n").filter(Boolean).length : 0
  const fiveHundreds = Object.entries(statuses)
    .filter(([status]) => status.startsWith("5"))
    .reduce((sum, [, n]) => sum + n, 0)
  print(
    `\nfuzz: ${bodies.length} seeded hostile payloads (seed ${SEED}), 100 at a time, ${seconds.toFixed(1)} s, slowest answer ${slowest.toFixed(1)} ms`,
  )
  print(`  statuses    ${JSON.stringify(statuses)}`)
  check(!statuses["no answer"], `no-answers ${statuses["no answer"] ?? 0}`)
  check(fiveHundreds === 0, `5xx ${fiveHundreds}`)
  check(stored === 0, `hostile payloads stored ${stored}`)
  const leaked = logs.filter((line) => LOGGED_NEVER.test(line)).length
  check(leaked === 0, `log lines with request text ${leaked} (of ${logs.length})`)
}

/** The faults, as docs/endpoint.md's table names them. */
const FAULTS: Array<[string, FaultScenario, { answeredWithin15s?: boolean }]> = [
  ["mail refused while the requests come in", { smtp: "refuse" }, {}],
  ["store answers 500", { store: 500 }, { answeredWithin15s: true }],
  ["store answers 429", { store: 429 }, { answeredWithin15s: true }],
  ["store never answers", { store: "hang" }, { answeredWithin15s: true }],
  ["store refuses connections", { store: "refuse" }, { answeredWithin15s: true }],
  ["store takes each write and answers 500", { store: "land-then-500", storeMethods: ["PUT"] }, { answeredWithin15s: true }],
  ["mail server's answer cut off after the mail", { smtp: "cut-after-data" }, {}],
  ["mail server never greets", { smtp: "hang" }, {}],
  ["two retry runs at once (mail refused first)", { smtp: "refuse", retries: 2 }, {}],
]

async function faultScenarios() {
  const rig = await startFaultRig(consultation, { answerLimitMs: ANSWER_TIMEOUT_MS })
  const only = process.env.BENCH_FAULT
  try {
    print(`\nfaults: ${REQUESTS} concurrent requests each (half with JavaScript, half without), then the scheduled retry`)
    print(
      "  scenario | accepted (kept) | 503 | no answer | stored | delivered | repeats marked / unmarked | lost | answer p50 / max | retry runs",
    )
    for (const [name, scenario, { answeredWithin15s }] of FAULTS) {
      if (only && !name.includes(only)) continue
      const f = await rig.run(scenario, REQUESTS)
      print(
        `  ${name} | ${f.accepted} (${f.held}) | ${f.unavailable} | ${f.noAnswer} | ${f.stored} | ${f.delivered} | ${f.duplicatesMarked} / ${f.duplicatesUnmarked} | ${f.lost} | ${(f.answerMs.p50 / 1000).toFixed(1)} / ${(f.answerMs.max / 1000).toFixed(1)} s | ${f.retryRuns}`,
      )
      check(f.noAnswer === 0, `${name}: every request answered`)
      check(f.lost === 0, `${name}: none accepted and lost (${f.lost})`)
      check(f.duplicatesUnmarked === 0 && f.falselyMarked === 0, `${name}: no repeat unmarked, no first mail marked as one`)
      check(f.referencesPerRequest <= 1, `${name}: one reference per request`)
      if (answeredWithin15s) check(f.answerMs.max < 15_000 && f.accepted === REQUESTS, `${name}: all accepted, each within 15 s`)
    }
  } finally {
    await rig.stop()
  }
}

async function main() {
  try {
    if (process.env.BENCH_ONLY !== "faults") {
      await outboxScenario()
      await smtpScenarios()
      await fuzzScenario()
    }
    await faultScenarios()
  } finally {
    cleanUp()
    fs.rmSync(work, { recursive: true, force: true })
  }
  print(failures.length ? `\nFAIL: ${failures.length} check(s) failed` : "\nOK: every check passed")
  process.exit(failures.length ? 1 : 0)
}

void main()
