import { randomBytes } from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { readConfig } from "../../src/lib/server/consultation/config"
import { siteStore } from "../../src/lib/server/consultation/open-store"
import { runRetry } from "../../src/lib/server/consultation/retry-job"
import { startBlobsServer } from "./blobs-test-server"
import { hostEvent, responseText, startInstance, type DeployedFunction, type HostResponse } from "./deployed-function"
import { startSmtpFaultProxy, startStoreFaultProxy, type SmtpFault, type StoreFault } from "./fault-proxy"
import { startSmtp } from "./smtp-test-server"
import type { ConsultationAnswer } from "../../src/lib/shared/consultation/schema"

/**
 * The consultation function as the host deploys it (a fresh instance in a process of its own), a
 * real Blobs server (BlobsServer, what netlify-cli runs) and a real SMTP server, each behind a fault
 * proxy (fault-proxy.ts), and the scheduled retry (retry-job.ts, as netlify/functions runs it):
 * `run` sends a burst of requests while the store or the mail fails in one way, then lets the
 * retry deliver what waits, and counts what reached the clinic's inbox. Used by
 * __tests__/built/function-faults.built.ts and `npm run bench:api`.
 */

export interface FaultScenario {
  /** The store's fault while the requests come in, for every request or for the methods named. */
  store?: StoreFault
  storeMethods?: string[]
  /** The mail server's fault while the requests come in. */
  smtp?: SmtpFault
  /** Retry runs at once, after the burst, once store and mail work again. */
  retries?: number
}

export interface FaultFigures {
  requests: number
  /** Answered 2xx, or 303 to a confirmation page: the patient was told the clinic has it. */
  accepted: number
  /** Of those, kept for the retry (202, or a confirmation of a kept request). */
  held: number
  /** Answered 503 with the phone number. */
  unavailable: number
  /** No answer within the limit. */
  noAnswer: number
  /** Records the store holds for the burst's requests after it (waiting or delivered). */
  stored: number
  /** Requests that reached the clinic's inbox, once or more. */
  delivered: number
  /** Mails beyond the first of one request, marked "POSSIBLE REPEAT" and not. */
  duplicatesMarked: number
  duplicatesUnmarked: number
  /** Requests whose first mail says "POSSIBLE REPEAT" although nothing of theirs had reached the inbox. */
  falselyMarked: number
  /** The most references one request's mails carried (1: however many mails, the clinic sees one request). */
  referencesPerRequest: number
  /** Accepted and never delivered. */
  lost: number
  /** Answered 503 and delivered all the same (the patient, told to call, may send it again). */
  refusedButDelivered: number
  retryRuns: number
  answerMs: { p50: number; max: number }
  /** Every line the function's instance logged at error level during the scenario. */
  errorLines: string[]
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]

/** A request's own word in the mail: the patient's name ends with it, so every mail is traced to its request whatever its reference. */
function token(run: number, i: number): string {
  let text = ""
  for (let n = run * 100_000 + i; text.length < 6; n = Math.floor(n / 26)) text += String.fromCharCode(97 + (n % 26))
  return `Rig${text}`
}

export async function startFaultRig(
  fn: DeployedFunction,
  settings: { storeTimeoutMs?: number; sendTimeoutMs?: number; answerLimitMs?: number } = {},
) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "fault-rig-"))
  const blobs = await startBlobsServer(path.join(work, "blobs"))
  const storeProxy = await startStoreFaultProxy(blobs.url)
  const mails: string[] = []
  const smtp = await startSmtp({
    onData(stream, _session, callback) {
      let raw = ""
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")))
      stream.on("end", () => {
        mails.push(raw.replace(/=\r?\n/g, ""))
        callback()
      })
    },
  })
  const smtpProxy = await startSmtpFaultProxy(smtp.port)
  const env: Record<string, string> = {
    SITE_ID: "rig-site",
    SMTP_URL: smtpProxy.url,
    CONSULTATION_SMTP_PLAINTEXT: "local",
    CONSULTATION_TO: "clinic@example.org",
    CONSULTATION_FROM: "Website <web@clinic.example.org>",
    CONSULTATION_RECEIPT_KEY: randomBytes(32).toString("hex"),
    CONSULTATION_STORE_KEY: randomBytes(32).toString("base64"),
    CONSULTATION_RATE_LIMIT: "0",
    ...(settings.storeTimeoutMs ? { CONSULTATION_STORE_TIMEOUT_MS: String(settings.storeTimeoutMs) } : {}),
    ...(settings.sendTimeoutMs ? { CONSULTATION_SEND_TIMEOUT_MS: String(settings.sendTimeoutMs) } : {}),
  }
  const instance = await startInstance(fn, { PATH: process.env.PATH, ...env })
  const config = readConfig(env)
  const answerLimitMs = settings.answerLimitMs ?? 15_000
  let runs = 0

  async function run(scenario: FaultScenario, requests: number): Promise<FaultFigures> {
    const runNumber = ++runs
    // A site of its own on the Blobs server: no record of another run in its listings.
    const siteID = `site${runNumber}`
    const context = Buffer.from(JSON.stringify({ url: storeProxy.url, token: "test-token" })).toString("base64")
    const logStart = instance.log.length
    const mailStart = mails.length
    await storeProxy.setFault(scenario.store ?? "none", scenario.storeMethods)
    await smtpProxy.setFault(scenario.smtp ?? "none")

    const results = await Promise.all(
      Array.from({ length: requests }, async (_, i) => {
        const name = `Patient ${token(runNumber, i)}`
        const withScript = i % 2 === 0
        const event = withScript
          ? hostEvent({
              headers: { "content-type": "application/json", accept: "application/json" },
              body: JSON.stringify({ form: "home", name, phone: "(212) 555-0100", condition: "knee", fillMs: 10_000 }),
            })
          : hostEvent({
              headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
              body: new URLSearchParams({
                form: "home",
                name,
                phone: "(212) 555-0100",
                condition: "knee",
                fillMs: "",
                website: "",
              }).toString(),
            })
        Object.assign(event.headers, {
          "x-nf-client-connection-ip": `10.9.${runNumber % 256}.${i % 256}`,
          "x-nf-site-id": siteID,
          "x-nf-deploy-id": "rig",
        })
        const started = performance.now()
        const response = await instance.invoke({ ...event, blobs: context } as typeof event, answerLimitMs)
        return { token: token(runNumber, i), ms: performance.now() - started, ...outcome(response) }
      }),
    )

    // Store and mail work again; the scheduled retry delivers what waits, its runs five minutes apart (or more: every backoff passed).
    await storeProxy.setFault("none")
    await smtpProxy.setFault("none")
    const blobsOfSite = siteStore(config.storeTimeoutMs, { siteID, token: "test-token", edgeURL: blobs.url })
    let retryRuns = 0
    for (let round = 1; round <= 12; round++) {
      const now = () => Date.now() + round * 7 * 60 * 60_000
      const reports = await Promise.all(
        Array.from({ length: scenario.retries ?? 1 }, () =>
          runRetry(config, blobsOfSite, { now, log: () => undefined, logError: () => undefined }),
        ),
      )
      retryRuns += reports.length
      const left = reports.some((report) => !report || report.postponed.length > 0 || report.waiting.length > 0)
      if (!left) break
    }

    const { blobs: listed } = await blobs.blobsOf(siteID).list()
    const scenarioMails = mails.slice(mailStart)
    const accepted = results.filter((r) => r.accepted)
    const mailsOf = (word: string) => scenarioMails.filter((mail) => mail.includes(word))
    let duplicatesMarked = 0
    let duplicatesUnmarked = 0
    for (const { token: word } of results) {
      const [, ...again] = mailsOf(word)
      for (const mail of again) {
        if (mail.includes("POSSIBLE REPEAT")) duplicatesMarked++
        else duplicatesUnmarked++
      }
    }
    const referenceOf = (mail: string) => /^Message-ID: <(CR-[A-Z2-9]{8})[.@]/im.exec(mail)?.[1]
    const latencies = results.map((r) => r.ms).sort((a, b) => a - b)
    return {
      requests,
      accepted: accepted.length,
      held: accepted.filter((r) => r.held).length,
      unavailable: results.filter((r) => r.status === 503).length,
      noAnswer: results.filter((r) => r.status === undefined).length,
      stored: listed.length,
      delivered: results.filter((r) => mailsOf(r.token).length > 0).length,
      duplicatesMarked,
      duplicatesUnmarked,
      falselyMarked: results.filter((r) => mailsOf(r.token)[0]?.includes("POSSIBLE REPEAT")).length,
      referencesPerRequest: Math.max(0, ...results.map((r) => new Set(mailsOf(r.token).map(referenceOf)).size)),
      lost: accepted.filter((r) => mailsOf(r.token).length === 0).length,
      refusedButDelivered: results.filter((r) => r.status === 503 && mailsOf(r.token).length > 0).length,
      retryRuns,
      answerMs: { p50: Math.round(percentile(latencies, 50)), max: Math.round(latencies.at(-1) ?? 0) },
      errorLines: instance.log.slice(logStart).filter((line) => /ERROR|ALERT/.test(line)),
    }
  }

  return {
    run,
    /** The function's log since it started. */
    log: instance.log,
    async stop() {
      await instance.stop()
      await storeProxy.close()
      await smtpProxy.close()
      await smtp.close()
      await blobs.stop()
      fs.rmSync(work, { recursive: true, force: true })
    },
  }
}

/** What the patient was told: accepted (and whether kept for later), or the status. */
function outcome(response: HostResponse | undefined): { status?: number; accepted: boolean; held: boolean } {
  if (!response) return { accepted: false, held: false }
  const status = response.statusCode
  if (status === 303) {
    const location = response.multiValueHeaders?.location?.[0] ?? ""
    return { status, accepted: /[?&]receipt=/.test(location), held: /[?&]held=1/.test(location) }
  }
  if (status === 200 || status === 202) {
    const body = JSON.parse(responseText(response)) as ConsultationAnswer
    return { status, accepted: body.ok === true, held: body.held === true }
  }
  return { status, accepted: false, held: false }
}
