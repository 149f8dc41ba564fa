/** @jest-environment node */
import { promises as fs } from "node:fs"
import os from "node:os"
import path from "node:path"
import { readConfig } from "../../src/lib/server/consultation/config"
import { mailWords } from "../../src/lib/server/consultation/copy"
import { createTransport, type Attempt, type StoredRequest, type Transport } from "../../src/lib/server/consultation/delivery"
import { createConsultationService, type ConsultationHttpRequest } from "../../src/lib/server/consultation/handler"
import { siteStore } from "../../src/lib/server/consultation/open-store"
import type { StoreFaultListener } from "../../src/lib/server/consultation/store-client"
import { RequestStore } from "../../src/lib/server/consultation/request-store"
import { retryWaiting } from "../../src/lib/server/consultation/retry"
import { retryPolicy, runRetry } from "../../src/lib/server/consultation/retry-job"
import { startBlobsServer } from "../../scripts/lib/blobs-test-server"
import { startSmtpFaultProxy, startStoreFaultProxy } from "../../scripts/lib/fault-proxy"
import { startSmtp } from "../../scripts/lib/smtp-test-server"
import { RECEIPT_KEY, STORE_KEY } from "../support/consultation-keys"
import { contactBody } from "../support/consultation-request"

/**
 * The endpoint and the retry with a real Blobs server (BlobsServer) behind a fault proxy, and a
 * real SMTP server behind another: what the patient is told and what the clinic gets when the store
 * errors, throttles, hangs or refuses, when a write lands but answers 500, and when the mail
 * server's answer is cut off after it took the mail. The deployed function under the same faults:
 * __tests__/built/function-faults.built.ts.
 */
const STORE_TIMEOUT_MS = 300
const quiet = () => undefined
const post = (body: object, headers: Record<string, string> = {}): ConsultationHttpRequest => ({
  method: "POST",
  headers: { "content-type": "application/json", accept: "application/json", ...headers },
  body,
  socketAddress: "127.0.0.1",
})

/** A mail server in memory that remembers every mail it accepted with its attempt. */
function fakeMail() {
  const sent: Array<{ stored: StoredRequest; attempt?: Attempt }> = []
  const transport: Transport = {
    kind: "smtp",
    async deliver(stored, attempt) {
      sent.push({ stored, attempt })
    },
    async alert() {},
  }
  return { transport, sent }
}

let dir: string
let server: Awaited<ReturnType<typeof startBlobsServer>>
let proxy: Awaited<ReturnType<typeof startStoreFaultProxy>>
const settings = () => ({
  CONSULTATION_RECEIPT_KEY: RECEIPT_KEY,
  CONSULTATION_STORE_KEY: STORE_KEY.toString("base64"),
  CONSULTATION_STORE_TIMEOUT_MS: String(STORE_TIMEOUT_MS),
  CONSULTATION_RATE_LIMIT: "0",
})
const config = (env: Record<string, string> = {}) => readConfig({ ...settings(), ...env }, dir)
/** The store as the function opens it (with its deadline), through the fault proxy. */
const throughProxy = (_event?: unknown, onFault?: StoreFaultListener) =>
  new RequestStore(siteStore(config().storeTimeoutMs, { siteID: "site", token: "test-token", edgeURL: proxy.url }, onFault), STORE_KEY)

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "store-faults-"))
  server = await startBlobsServer(path.join(dir, "blobs"))
  proxy = await startStoreFaultProxy(server.url)
}, 30_000)
afterEach(async () => {
  await proxy.close()
  await server.stop()
  await fs.rm(dir, { recursive: true, force: true })
}, 30_000)

/** The scheduled retry's runs, each a day later than the last (every backoff and lease passed), through the healthy store. */
async function retryRuns(transport: Transport, runs = 2) {
  for (let run = 1; run <= runs; run++) {
    const now = () => Date.now() + run * 24 * 60 * 60_000
    await retryWaiting(new RequestStore(server.blobs, STORE_KEY, now), transport, { ...retryPolicy(config()), now }, quiet, quiet)
  }
}

describe("the request path when the store fails and the mail works", () => {
  it.each([
    ["answers 500", 500 as const],
    ["throttles (429)", 429 as const],
    ["never answers", "hang" as const],
    ["refuses connections", "refuse" as const],
  ])("a store that %s: the request is mailed and answered at once, and the store asked no more than twice", async (_, fault) => {
    const mail = fakeMail()
    await proxy.setFault(fault)
    const handle = createConsultationService(config(), { transport: mail.transport, log: quiet, openStore: throughProxy })
    const started = Date.now()
    const reply = await handle(post(contactBody))
    // One store call's deadline (a hung store), and then the mail; never the Blobs client's own retries, 5 s apart.
    expect(Date.now() - started).toBeLessThan(STORE_TIMEOUT_MS + 2_000)
    expect(reply.status).toBe(200)
    const { reference } = JSON.parse(reply.body)
    expect(mail.sent.map((m) => m.stored.reference)).toEqual([reference])
    // No retry of its own and no loop over fresh references: the first failure decides.
    expect(proxy.counts.requests).toBeLessThanOrEqual(2)
    await proxy.setFault("none")
    await retryRuns(mail.transport)
    expect(mail.sent).toHaveLength(1)
  })

  it("a write that lands but answers 500: mailed at once under one reference; a later mail of the record is marked as a possible repeat", async () => {
    const mail = fakeMail()
    await proxy.setFault("land-then-500", ["PUT"])
    const handle = createConsultationService(config(), { transport: mail.transport, log: quiet, openStore: throughProxy })
    const reply = await handle(post(contactBody))
    expect(reply.status).toBe(200)
    const { reference } = JSON.parse(reply.body)
    await proxy.setFault("none")
    await retryRuns(mail.transport)
    expect(mail.sent.map((m) => m.stored.reference)).toEqual(mail.sent.map(() => reference))
    expect(mail.sent.slice(1).every((m) => m.attempt?.mayRepeat)).toBe(true)
    // Never left waiting for ever: the record, if it landed, is closed.
    const { blobs } = await server.blobs.list()
    for (const { key } of blobs) expect((await server.blobs.getMetadata(key))?.metadata).toMatchObject({ state: "delivered" })
  })

  it("the same filled-in form sent again (its answer was lost) is the request the clinic has, not a second one", async () => {
    const mail = fakeMail()
    const handle = createConsultationService(config(), { transport: mail.transport, log: quiet, openStore: throughProxy })
    const first = await handle(post({ ...contactBody, reference: "CR-ABCDEFGH" }))
    const again = await handle(post({ ...contactBody, reference: "CR-ABCDEFGH" }))
    expect(first.status).toBe(200)
    expect(again.status).toBeLessThan(300)
    expect(JSON.parse(again.body)).toMatchObject({ ok: true, reference: JSON.parse(first.body).reference })
    expect(mail.sent).toHaveLength(1)
    // Another patient's words under the same form reference: a request of its own, mailed.
    const other = await handle(post({ ...contactBody, firstName: "Bo", reference: "CR-ABCDEFGH" }))
    expect(JSON.parse(other.body).reference).not.toBe(JSON.parse(first.body).reference)
    expect(mail.sent).toHaveLength(2)
  })
})

describe("the mail server's faults, with the store working", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>
  let smtpProxy: Awaited<ReturnType<typeof startSmtpFaultProxy>>
  beforeEach(async () => {
    smtp = await startSmtp()
    smtpProxy = await startSmtpFaultProxy(smtp.port)
  })
  afterEach(async () => {
    await smtpProxy.close()
    await smtp.close()
  })
  const mailSettings = () => ({
    SMTP_URL: smtpProxy.url,
    CONSULTATION_SMTP_PLAINTEXT: "local",
    CONSULTATION_TO: "clinic@example.org",
    CONSULTATION_SEND_TIMEOUT_MS: "1000",
  })
  const text = (raw: string) => raw.replace(/=\r?\n/g, "")

  it.each([
    ["takes the whole mail and its answer is cut off", "cut-after-data" as const, true],
    ["accepts the connection and never greets", "hang" as const, false],
    ["refuses the connection", "refuse" as const, false],
  ])(
    "a mail server that %s: the patient is told the clinic has it; the retry's mail is marked as a possible repeat only if the first may have arrived",
    async (_, fault, mayHaveArrived) => {
      await smtpProxy.setFault(fault)
      const handle = createConsultationService(config(mailSettings()), { log: quiet, openStore: throughProxy })
      const reply = await handle(post(contactBody))
      expect(reply.status).toBe(202)
      expect(smtp.received).toHaveLength(mayHaveArrived ? 1 : 0)
      await smtpProxy.setFault("none")
      await retryRuns(createTransport(config(mailSettings()), mailWords, quiet))
      const mails = smtp.received.map((mail) => text(mail.raw))
      expect(mails).toHaveLength(mayHaveArrived ? 2 : 1)
      expect(mails.at(-1)!.includes("POSSIBLE REPEAT")).toBe(mayHaveArrived)
      expect(mails.slice(0, -1).every((mail) => !mail.includes("POSSIBLE REPEAT"))).toBe(true)
    },
    20_000,
  )
})

it("a mail server that takes the whole mail and never answers it: the send times out, and the retry's mail is marked as a possible repeat", async () => {
  // The mail's data is taken and its answer held back until the end of the test: the send times out after the data was handed over.
  const holding: Array<() => void> = []
  const smtp = await startSmtp({
    onData(stream, _session, callback) {
      stream.resume()
      stream.on("end", () => holding.push(() => callback()))
    },
  })
  try {
    const settingsOf = {
      SMTP_URL: smtp.url,
      CONSULTATION_SMTP_PLAINTEXT: "local",
      CONSULTATION_TO: "clinic@example.org",
      CONSULTATION_SEND_TIMEOUT_MS: "500",
    }
    const handle = createConsultationService(config(settingsOf), { log: quiet, openStore: throughProxy })
    expect((await handle(post(contactBody))).status).toBe(202)
    expect(holding).toHaveLength(1)
    const mail = fakeMail()
    await retryRuns(mail.transport)
    expect(mail.sent.map((m) => m.attempt)).toEqual([{ attempt: 2, mayRepeat: true }])
  } finally {
    for (const release of holding) release()
    await smtp.close()
  }
}, 20_000)

describe("the scheduled retry when the store fails", () => {
  it.each([
    ["never answers", "hang" as const],
    ["answers 500", 500 as const],
  ])("a store that %s: the run ends within seconds and says at error level that it could not read the store", async (_, fault) => {
    await proxy.setFault(fault)
    const errors: string[] = []
    const started = Date.now()
    const report = await runRetry(
      config(),
      siteStore(config().storeTimeoutMs, { siteID: "site", token: "test-token", edgeURL: proxy.url }),
      {
        log: quiet,
        logError: (line) => errors.push(line),
      },
    )
    expect(Date.now() - started).toBeLessThan(STORE_TIMEOUT_MS + 2_000)
    expect(report).toBeUndefined()
    expect(errors.join("\n")).toMatch(/could not read the store of waiting requests/)
  })
})
