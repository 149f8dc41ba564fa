/** @jest-environment node */
import { promises as fs } from "node:fs"
import os from "node:os"
import path from "node:path"
import forms from "../../content/forms.json"
import site from "../../content/site.json"
import { readConfig } from "../../src/lib/server/consultation/config"
import type { Attempt, StoredRequest, Transport } from "../../src/lib/server/consultation/delivery"
import { createConsultationService, type ConsultationHttpRequest } from "../../src/lib/server/consultation/handler"
import { RequestStore, type BlobStore } from "../../src/lib/server/consultation/request-store"
import { startBlobsServer } from "../../scripts/lib/blobs-test-server"
import { retryWaiting } from "../../src/lib/server/consultation/retry"
import { runRetry } from "../../src/lib/server/consultation/retry-job"
import { OTHER_STORE_KEY, RECEIPT_KEY, STORE_KEY } from "../support/consultation-keys"
import { contactBody } from "../support/consultation-request"
import { pageHeading } from "../support/result-page"

const post = (body: object, headers: Record<string, string> = {}): ConsultationHttpRequest => ({
  method: "POST",
  headers: { "content-type": "application/json", accept: "application/json", ...headers },
  body,
  socketAddress: "127.0.0.1",
})
const asForm = { "content-type": "application/x-www-form-urlencoded", accept: "text/html" }

/** A mail server in memory that can be down, and remembers every mail it accepted with its attempt. */
function fakeMail() {
  const sent: Array<{ stored: StoredRequest; attempt?: Attempt }> = []
  const alerts: string[] = []
  const state = { down: false }
  const transport: Transport = {
    kind: "smtp",
    async deliver(stored, attempt) {
      if (state.down) throw Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" })
      sent.push({ stored, attempt })
    },
    async alert(text) {
      if (state.down) throw new Error("down")
      alerts.push(text)
    },
  }
  return { transport, sent, alerts, state }
}

let server: Awaited<ReturnType<typeof startBlobsServer>>
let dir: string
let blobs: BlobStore
const key = STORE_KEY
const config = () => readConfig({ CONSULTATION_RECEIPT_KEY: RECEIPT_KEY, CONSULTATION_STORE_KEY: key.toString("base64") }, dir)
const quiet = () => undefined

// Each test starts a Blobs server process: on a loaded machine that outlasts jest's 5 s, and a
// hook that times out leaves its server running and jest waiting for it.
const SERVER_MS = 30_000
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "durable-"))
  server = await startBlobsServer(dir)
  blobs = server.blobs
}, SERVER_MS)
afterEach(async () => {
  await server.stop()
  await fs.rm(dir, { recursive: true, force: true })
}, SERVER_MS)

function service(transport: Transport, store: BlobStore = blobs) {
  return createConsultationService(config(), { transport, log: quiet, openStore: () => new RequestStore(store, key) })
}

/** The store's methods bound to it, to be overridden one by one. */
function bound(store: BlobStore): BlobStore {
  return {
    set: store.set.bind(store),
    getWithMetadata: store.getWithMetadata.bind(store),
    getMetadata: store.getMetadata.bind(store),
    delete: store.delete.bind(store),
    list: store.list.bind(store),
  }
}

async function records() {
  const { blobs: list } = await blobs.list()
  return Promise.all(list.map(async ({ key: reference }) => ({ reference, ...(await blobs.getWithMetadata(reference))! })))
}

describe("stored, then delivered", () => {
  it("mails a request at once and leaves only a tombstone without content under its reference", async () => {
    const mail = fakeMail()
    const reply = await service(mail.transport)(post(contactBody))
    expect(reply.status).toBe(200)
    const { reference } = JSON.parse(reply.body)
    expect(mail.sent.map((m) => m.stored.reference)).toEqual([reference])
    const [record] = await records()
    expect(record.reference).toBe(reference)
    expect(record.data).toBe("")
    expect(record.metadata).toMatchObject({ state: "delivered", attempts: 1 })
  })

  it("keeps a request the mail server refused, encrypted, and tells the patient the clinic has it (JSON 202)", async () => {
    const mail = fakeMail()
    mail.state.down = true
    const reply = await service(mail.transport)(post(contactBody))
    expect(reply.status).toBe(202)
    const body = JSON.parse(reply.body)
    expect(body).toMatchObject({ ok: true, held: true })
    const [record] = await records()
    expect(record.reference).toBe(body.reference)
    expect(record.metadata).toMatchObject({ state: "waiting", attempts: 1, lastError: "Error (ECONNREFUSED)" })
    // Nothing the patient typed is readable in the store, in the data or in the metadata.
    const raw = JSON.stringify(record)
    for (const value of ["Ana", "Pierre", "ana@example.com", "555-0147", "Torn ACL"]) expect(raw).not.toContain(value)
    // Nor on the local server's disk.
    const files = (await fs.readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile())
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) expect(await fs.readFile(path.join(file.parentPath, file.name), "utf8")).not.toContain("Torn ACL")
  })

  it("without JavaScript, sends the patient to a page that says the clinic has the request, which a changed link does not", async () => {
    const mail = fakeMail()
    mail.state.down = true
    const handle = service(mail.transport)
    const posted = await handle(post({ ...contactBody, consent: "on", fillMs: "" }, asForm))
    expect(posted.status).toBe(303)
    const link = Object.fromEntries(new URL(posted.headers.Location, "https://clinic.example.org").searchParams)
    const page = await handle({ method: "GET", headers: { accept: "text/html" }, query: link })
    expect(page.status).toBe(200)
    expect(pageHeading(page.body)).toBe(forms.held.title)
    expect(page.body).toContain(link.reference)
    // The same receipt without the "held" mark must not confirm a delivery, and the reverse.
    const asDelivered = await handle({ method: "GET", headers: { accept: "text/html" }, query: { ...link, held: "0" } })
    expect(asDelivered.status).toBe(404)
  })

  it("answers 503 with the phone when the store fails and the mail fails too, and delivers when only the store fails", async () => {
    const broken: BlobStore = {
      ...blobs,
      set: () => Promise.reject(new TypeError("fetch failed")),
    } as BlobStore
    const mail = fakeMail()
    mail.state.down = true
    const failed = await service(mail.transport, broken)(post(contactBody))
    expect(failed.status).toBe(503)
    expect(JSON.parse(failed.body).message).toContain(site.phone)
    mail.state.down = false
    const delivered = await service(mail.transport, broken)(post(contactBody))
    expect(delivered.status).toBe(200)
    expect(mail.sent).toHaveLength(1)
  })
})

describe("the retry: nothing lost and nothing mailed twice, wherever the function stops", () => {
  const MINUTE = 60_000
  const DAY = 24 * 60 * MINUTE
  const { retentionMs, alertAfterMs } = readConfig({})
  const policy = (now: number) => ({ retentionMs, alertAfterMs, leaseMs: 2 * MINUTE, concurrency: 4, takeNewForMs: MINUTE, now: () => now })
  const stored = (reference: string, receivedAt = 0): StoredRequest => ({
    reference,
    receivedAt: new Date(receivedAt).toISOString(),
    request: { form: "contact", firstName: "Ana", lastName: "Pierre", email: "ana@example.com", consent: true } as StoredRequest["request"],
  })
  /** A request whose first attempt the mail server refused, long ago: waiting, its backoff passed. */
  async function storeWaiting(request: StoredRequest) {
    const requests = new RequestStore(blobs, key, () => 0)
    await requests.failed((await requests.add(request))!, "Error (ECONNREFUSED)", false)
  }

  /** The steps the endpoint makes, stopped after `steps` of them: store (with the marker), mail, tombstone. */
  async function stopAfter(steps: number, mail: ReturnType<typeof fakeMail>) {
    const requests = new RequestStore(blobs, key, () => 0)
    const held = steps >= 1 ? await requests.add(stored("CR-ABCDEFGH")) : undefined
    if (steps >= 2 && held) await mail.transport.deliver(held.stored, { attempt: 1, mayRepeat: false })
    if (steps >= 3 && held) await requests.delivered(held)
    return requests
  }

  it.each([
    ["after storing (the attempt marked), before the mail: mailed after the lease, marked", 1, [{ attempt: 2, mayRepeat: true }]],
    [
      "after the mail, before the tombstone: mailed again, marked, with the same reference",
      2,
      [
        { attempt: 1, mayRepeat: false },
        { attempt: 2, mayRepeat: true },
      ],
    ],
    ["after the tombstone", 3, [{ attempt: 1, mayRepeat: false }]],
  ])("stopped %s, the request reaches the clinic and the store is left empty of content", async (_, steps, attempts) => {
    const mail = fakeMail()
    const requests = await stopAfter(steps, mail)
    await retryWaiting(requests, mail.transport, policy(5 * MINUTE), quiet)
    // A second pass (the next schedule) sends nothing more.
    await retryWaiting(requests, mail.transport, policy(60 * MINUTE), quiet)
    expect(mail.sent.map((m) => m.attempt)).toEqual(attempts)
    expect(mail.sent.every((m) => m.stored.request.firstName === "Ana")).toBe(true)
    const [record] = await records()
    expect(record).toMatchObject({ data: "", metadata: { state: "delivered" } })
  })

  it("does not take an attempt under way before its lease ends (another instance is sending it)", async () => {
    const mail = fakeMail()
    const requests = await stopAfter(1, mail)
    const report = await retryWaiting(requests, mail.transport, policy(MINUTE), quiet)
    expect(report.waiting).toEqual(["CR-ABCDEFGH"])
    expect(mail.sent).toEqual([])
  })

  it("lets only one of two instances retrying at once mail a request", async () => {
    const mail = fakeMail()
    await stopAfter(1, mail)
    // Both instances read the waiting request before either writes; then the first takes the
    // attempt and the second's write, made against the version it read, must be refused. The
    // steps are ordered by hand: the local BlobsServer checks a version and writes in two steps,
    // which the host's store does at once, so a real race would test the server, not this code.
    let secondHasRead!: () => void
    const secondRead = new Promise<void>((resolve) => (secondHasRead = resolve))
    let firstIsDone!: () => void
    const firstDone = new Promise<void>((resolve) => (firstIsDone = resolve))
    const first: BlobStore = { ...bound(blobs), set: async (...args) => (await secondRead, blobs.set(...args)) }
    const second: BlobStore = {
      ...bound(blobs),
      getWithMetadata: (async (...args: Parameters<BlobStore["getWithMetadata"]>) => {
        const entry = await blobs.getWithMetadata(...args)
        secondHasRead()
        return entry
      }) as BlobStore["getWithMetadata"],
      set: async (...args) => (await firstDone, blobs.set(...args)),
    }
    await Promise.all([
      retryWaiting(new RequestStore(first, key, () => 5 * MINUTE), mail.transport, policy(5 * MINUTE), quiet).finally(firstIsDone),
      retryWaiting(new RequestStore(second, key, () => 5 * MINUTE), mail.transport, policy(5 * MINUTE), quiet),
    ])
    expect(mail.sent).toHaveLength(1)
    const [record] = await records()
    expect(record).toMatchObject({ data: "", metadata: { state: "delivered" } })
  })

  it("backs off after a failure: five minutes, then twice as long after each", async () => {
    const mail = fakeMail()
    mail.state.down = true
    const at = (now: number) => new RequestStore(blobs, key, () => now)
    const held = await at(0).add(stored("CR-ABCDEFGH"))
    await at(0).failed(held!, "Error (ECONNREFUSED)", false)
    // Two minutes later is inside the five-minute backoff: no attempt.
    await retryWaiting(at(2 * MINUTE), mail.transport, policy(2 * MINUTE), quiet, quiet)
    expect((await records())[0].metadata).toMatchObject({ attempts: 1 })
    await retryWaiting(at(5 * MINUTE), mail.transport, policy(5 * MINUTE), quiet, quiet)
    expect((await records())[0].metadata).toMatchObject({ attempts: 2 })
    // The second failure waits ten minutes.
    await retryWaiting(at(14 * MINUTE), mail.transport, policy(14 * MINUTE), quiet, quiet)
    expect((await records())[0].metadata).toMatchObject({ attempts: 2 })
    await retryWaiting(at(15 * MINUTE), mail.transport, policy(15 * MINUTE), quiet, quiet)
    expect((await records())[0].metadata).toMatchObject({ attempts: 3 })
  })

  it("deletes a request past the retention limit after alerting the staff, and old tombstones", async () => {
    const mail = fakeMail()
    const requests = new RequestStore(blobs, key, () => 0)
    await requests.add(stored("CR-ABCDEFGH"))
    mail.state.down = true
    await retryWaiting(requests, mail.transport, policy(0), quiet, quiet)
    mail.state.down = false
    const report = await retryWaiting(requests, mail.transport, policy(retentionMs + DAY), quiet)
    expect(report.expired).toEqual(["CR-ABCDEFGH"])
    expect(mail.alerts.join("\n")).toContain("CR-ABCDEFGH")
    expect(await records()).toEqual([])
  })

  describe("a scheduled run, limited in time", () => {
    // Twelve waiting requests, their references in another order than their age (the store lists by name).
    const ages = [7, 3, 11, 0, 9, 5, 1, 10, 4, 8, 2, 6]
    const references = ages.map((_, i) => `CR-${String.fromCharCode(65 + i).repeat(8)}`)
    const oldestFirst = [...references].sort((a, b) => ages[references.indexOf(b)] - ages[references.indexOf(a)])
    const clock = { now: DAY }

    /**
     * A mail server that takes `sendMs` of the run's clock per mail and counts the mails under way at
     * once. It holds each mail until `gather` are under way (or 250 ms have passed), so that mails
     * begun together meet however long each one's reads and marker took.
     */
    function slowMail(sendMs: number, gather = 1) {
      const mail = fakeMail()
      const counts = { inFlight: 0, most: 0, startedAt: [] as number[] }
      const held: Array<() => void> = []
      const deliver = mail.transport.deliver.bind(mail.transport)
      mail.transport.deliver = async (...args) => {
        counts.most = Math.max(counts.most, ++counts.inFlight)
        counts.startedAt.push(clock.now - DAY)
        if (counts.inFlight >= gather) for (const release of held.splice(0)) release()
        else await new Promise<void>((resolve) => (held.push(resolve), setTimeout(resolve, 250)))
        await new Promise((resolve) => setTimeout(resolve, 5))
        clock.now += sendMs
        await deliver(...args)
        counts.inFlight--
      }
      return { ...mail, counts }
    }

    /** Stores the twelve requests; the retry then uses `store` (the local server, or one of its steps changed). */
    async function storeAll(store: BlobStore = blobs) {
      for (const [i, reference] of references.entries()) await storeWaiting(stored(reference, DAY - ages[i] * MINUTE))
      return new RequestStore(store, key, () => clock.now)
    }

    /** Runs of the schedule, one after another, while a run leaves requests for the next one. */
    async function runsUntilNothingPostponed(requests: RequestStore, transport: Transport, concurrency: number) {
      const reports = []
      do reports.push(await retryWaiting(requests, transport, { ...policy(0), concurrency, now: () => clock.now }, quiet))
      while (reports.at(-1)!.postponed.length && reports.length < 10)
      return reports
    }

    it("mails the oldest first, several at once and never more than the bound at a time", async () => {
      clock.now = DAY
      const mail = slowMail(0, 3)
      const requests = await storeAll()
      const report = await retryWaiting(requests, mail.transport, { ...policy(0), concurrency: 3, now: () => clock.now }, quiet)
      expect(report.delivered).toHaveLength(12)
      expect(mail.counts.most).toBe(3)
      // Begun in order of age: each of the first three mails is among the three oldest, and so on.
      const sent = mail.sent.map((m) => m.stored.reference)
      for (let round = 0; round < 4; round++)
        expect(new Set(sent.slice(round * 3, round * 3 + 3))).toEqual(new Set(oldestFirst.slice(round * 3, round * 3 + 3)))
    })

    it("takes no new request once its time is up, leaving the rest stored, untouched, for the next run", async () => {
      clock.now = DAY
      const mail = slowMail(10_000)
      const requests = await storeAll()
      const report = await retryWaiting(
        requests,
        mail.transport,
        { ...policy(0), concurrency: 2, takeNewForMs: 25_000, now: () => clock.now },
        quiet,
      )
      // Two at once, each mail ten seconds of the run's clock: more than the first two, never all twelve.
      const sent = mail.sent.map((m) => m.stored.reference)
      expect(sent.length).toBeGreaterThan(2)
      expect(sent.length).toBeLessThan(12)
      expect(mail.counts.startedAt.every((at) => at < 25_000)).toBe(true)
      expect(new Set(sent)).toEqual(new Set(oldestFirst.slice(0, sent.length)))
      expect(report.postponed).toEqual(oldestFirst.slice(sent.length))
      const left = (await records()).filter((record) => report.postponed.includes(record.reference))
      expect(left).toHaveLength(12 - sent.length)
      for (const record of left) {
        expect(record.metadata).toMatchObject({ state: "waiting", attempts: 1 })
        expect(record.metadata.sending).toBeFalsy()
        expect(record.data).not.toBe("")
      }
      // The next run (given the time) delivers them, once each.
      const next = await retryWaiting(
        requests,
        mail.transport,
        { ...policy(0), concurrency: 2, takeNewForMs: Infinity, now: () => clock.now },
        quiet,
      )
      expect(new Set(next.delivered)).toEqual(new Set(report.postponed))
      expect(mail.sent.map((m) => m.stored.reference).sort()).toEqual([...references].sort())
    })

    it("starts no mail past its time even when the time runs out while an attempt is being marked, and takes the marker back", async () => {
      clock.now = DAY
      const mail = slowMail(0)
      // The second attempt's marker is written as the run's time runs out (a slow store: the
      // Blobs client waits 5 s before each of its own retries).
      const second = oldestFirst[1]
      const store: BlobStore = {
        ...bound(blobs),
        set: async (reference, data, options) => {
          if (reference === second && (options?.metadata as { sending?: boolean } | undefined)?.sending) clock.now = DAY + 26_000
          return blobs.set(reference, data, options)
        },
      }
      const requests = await storeAll(store)
      const report = await retryWaiting(
        requests,
        mail.transport,
        { ...policy(0), concurrency: 1, takeNewForMs: 25_000, now: () => clock.now },
        quiet,
      )
      expect(mail.counts.startedAt.every((at) => at < 25_000)).toBe(true)
      expect(mail.sent.map((m) => m.stored.reference)).toEqual([oldestFirst[0]])
      expect(report.postponed).toEqual(oldestFirst.slice(1))
      const marked = (await records()).find((record) => record.reference === second)!
      expect(marked.metadata).toMatchObject({ state: "waiting", attempts: 1 })
      expect(marked.metadata.sending).toBeFalsy()
      // The next run mails it once, not as a possible repeat.
      await runsUntilNothingPostponed(requests, mail.transport, 4)
      expect(mail.sent.filter((m) => m.stored.reference === second).map((m) => m.attempt)).toEqual([{ attempt: 2, mayRepeat: false }])
    })

    // netlify-cli's local Blobs server (BlobsServer) lists a store by reading its folder and then each
    // file in turn; when a write to another record renames its temporary file meanwhile, the listing
    // ends early without an error, and a read then finds a request it cannot see in the listing.
    const dropFromListings = (reference: string, times: number): BlobStore => {
      let dropped = 0
      return {
        ...bound(blobs),
        list: (async (options?: { prefix?: string }) => {
          const listing = await blobs.list(options)
          if (options?.prefix !== reference || dropped >= times) return listing
          dropped++
          return { ...listing, blobs: listing.blobs.filter((blob) => blob.key !== reference) }
        }) as BlobStore["list"],
      }
    }

    it("mails a request in the run that takes it even when a listing misses it while other records are written", async () => {
      clock.now = DAY
      const mail = fakeMail()
      const requests = await storeAll(dropFromListings(oldestFirst[5], 1))
      const report = await retryWaiting(requests, mail.transport, { ...policy(0), concurrency: 4, now: () => clock.now }, quiet)
      expect(report.delivered.sort()).toEqual([...references].sort())
      expect(mail.sent.map((m) => m.stored.reference).sort()).toEqual([...references].sort())
    })

    it("leaves a request whose version cannot be read for the next run, untouched, never counted as attempted", async () => {
      clock.now = DAY
      const mail = fakeMail()
      const missed = oldestFirst[5]
      const requests = await storeAll(dropFromListings(missed, Infinity))
      const report = await retryWaiting(requests, mail.transport, { ...policy(0), concurrency: 4, now: () => clock.now }, quiet)
      expect(report.postponed).toEqual([missed])
      expect(report.waiting).toEqual([])
      expect((await records()).find((record) => record.reference === missed)!.metadata).toMatchObject({ state: "waiting", attempts: 1 })
      // Once the listings see it again, the next run mails it.
      const next = await retryWaiting(
        new RequestStore(blobs, key, () => clock.now),
        mail.transport,
        { ...policy(0), now: () => clock.now },
        quiet,
      )
      expect(next.delivered).toEqual([missed])
      expect(mail.sent.map((m) => m.stored.reference).sort()).toEqual([...references].sort())
    })

    it(
      "delivers a backlog exactly once each over the schedule's runs, eight at a time on the local Blobs server",
      async () => {
        clock.now = DAY
        const mail = fakeMail()
        // No step changed: the local server's own listings, under eight writers at once.
        const requests = await storeAll()
        for (let i = 0; i < 28; i++)
          await storeWaiting(stored(`CR-YYYYYY${String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26))}`, DAY - (20 + i) * MINUTE))
        const all = (await records()).map((record) => record.reference)
        await runsUntilNothingPostponed(requests, mail.transport, 8)
        expect(mail.sent.map((m) => m.stored.reference).sort()).toEqual(all.sort())
        expect((await records()).every((record) => record.data === "" && record.metadata.state === "delivered")).toBe(true)
      },
      SERVER_MS,
    )
  })
})

describe("two runs of the retry at once: a claim one run made is respected by the other", () => {
  const MINUTE = 60_000
  const { retentionMs, alertAfterMs } = readConfig({})
  const DAY = 24 * 60 * MINUTE
  const policy = { retentionMs, alertAfterMs, leaseMs: 2 * MINUTE, concurrency: 4, takeNewForMs: MINUTE, now: () => DAY }
  const request: StoredRequest = {
    reference: "CR-ABCDEFGH",
    receivedAt: new Date(0).toISOString(),
    request: { form: "contact", firstName: "Ana", lastName: "Pierre", email: "ana@example.com", consent: true } as StoredRequest["request"],
  }
  /** A request whose first attempt failed cleanly (the mail server refused it): waiting, due again. */
  async function waitingRequest() {
    const requests = new RequestStore(blobs, key, () => 0)
    const held = await requests.add(request)
    await requests.failed(held!, "Error (ECONNREFUSED)", false)
  }
  const signal = () => {
    let done!: () => void
    const promise = new Promise<void>((resolve) => (done = resolve))
    return { promise, done }
  }

  it("a run that reads a request after another run claimed it leaves it to that run", async () => {
    const mail = fakeMail()
    await waitingRequest()
    const bListed = signal()
    const aClaimed = signal()
    const bDone = signal()
    // B lists the request as due, then reads it only once A has claimed it; A sends only once B's run is over.
    const a: BlobStore = {
      ...bound(blobs),
      list: (async (...args: Parameters<BlobStore["list"]>) => (await bListed.promise, blobs.list(...args))) as BlobStore["list"],
      set: async (...args) => {
        const result = await blobs.set(...args)
        if ((args[2]?.metadata as { sending?: boolean } | undefined)?.sending) {
          aClaimed.done()
          await bDone.promise
        }
        return result
      },
    }
    let listedOnce = false
    const b: BlobStore = {
      ...bound(blobs),
      list: (async (...args: Parameters<BlobStore["list"]>) => {
        const listing = await blobs.list(...args)
        if (!listedOnce) {
          listedOnce = true
          bListed.done()
        }
        return listing
      }) as BlobStore["list"],
      getWithMetadata: (async (...args: Parameters<BlobStore["getWithMetadata"]>) => {
        await aClaimed.promise
        return blobs.getWithMetadata(...args)
      }) as BlobStore["getWithMetadata"],
    }
    await Promise.all([
      retryWaiting(new RequestStore(a, key, () => DAY), mail.transport, policy, quiet, quiet),
      retryWaiting(new RequestStore(b, key, () => DAY), mail.transport, policy, quiet, quiet).finally(bDone.done),
    ])
    expect(mail.sent).toHaveLength(1)
    expect((await records())[0]).toMatchObject({ data: "", metadata: { state: "delivered" } })
  })

  it("of two claims made from the same version (a store that checks a version and writes in two steps, as netlify-cli's does), only the one the record holds sends", async () => {
    const mail = fakeMail()
    await waitingRequest()
    const bothRead = { a: signal(), b: signal() }
    const aClaimed = signal()
    const bClaimed = signal()
    let aHasClaimed = false
    const claims = (options: unknown) => Boolean((options as { metadata?: { sending?: boolean } } | undefined)?.metadata?.sending)
    const reading = (name: "a" | "b") =>
      (async (...args: Parameters<BlobStore["getWithMetadata"]>) => {
        const entry = await blobs.getWithMetadata(...args)
        bothRead[name].done()
        await Promise.all([bothRead.a.promise, bothRead.b.promise])
        return entry
      }) as BlobStore["getWithMetadata"]
    const a: BlobStore = {
      ...bound(blobs),
      getWithMetadata: reading("a"),
      set: async (reference, data, options) => {
        const result = await blobs.set(reference, data, options)
        if (claims(options)) {
          aHasClaimed = true
          aClaimed.done()
        }
        return result
      },
      // A's check before sending comes after B's claim has overwritten A's.
      getMetadata: (async (...args: Parameters<BlobStore["getMetadata"]>) => {
        if (aHasClaimed) await bClaimed.promise
        return blobs.getMetadata(...args)
      }) as BlobStore["getMetadata"],
    }
    const b: BlobStore = {
      ...bound(blobs),
      getWithMetadata: reading("b"),
      set: async (reference, data, options) => {
        if (!claims(options)) return blobs.set(reference, data, options)
        await aClaimed.promise
        // The version check passed before A's write landed: B's write lands over A's.
        const { onlyIfMatch: _checked, ...unconditional } = options as { onlyIfMatch?: string }
        const result = await blobs.set(reference, data, unconditional)
        bClaimed.done()
        return { ...result, modified: true }
      },
    }
    await Promise.all([
      retryWaiting(new RequestStore(a, key, () => DAY), mail.transport, policy, quiet, quiet),
      retryWaiting(new RequestStore(b, key, () => DAY), mail.transport, policy, quiet, quiet),
    ])
    expect(mail.sent).toHaveLength(1)
  })
})

describe("the alert reaches someone", () => {
  const MINUTE = 60_000
  const { retentionMs, alertAfterMs } = readConfig({})
  const policyAt = (now: number) => ({
    retentionMs,
    alertAfterMs,
    leaseMs: 2 * MINUTE,
    concurrency: 4,
    takeNewForMs: MINUTE,
    now: () => now,
  })
  const request = (reference: string): StoredRequest => ({
    reference,
    receivedAt: new Date(0).toISOString(),
    request: { form: "contact", firstName: "Ana", lastName: "Pierre", email: "ana@example.com", consent: true } as StoredRequest["request"],
  })
  /** A mail server whose patient mails and alerts can fail apart. */
  function mailOf(state: { deliver: boolean; alert: boolean }) {
    const mail = fakeMail()
    const alerts: string[] = []
    mail.transport.deliver = async (stored, attempt) => {
      if (!state.deliver) throw Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" })
      mail.sent.push({ stored, attempt })
    }
    mail.transport.alert = async (text) => {
      if (!state.alert) throw Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" })
      alerts.push(text)
    }
    return { ...mail, alerts }
  }
  async function waiting(reference: string, storeKey = key) {
    const requests = new RequestStore(blobs, storeKey, () => 0)
    const held = await requests.add(request(reference))
    await requests.failed(held!, "Error (ECONNREFUSED)", false)
  }

  it("records an alert as sent only once the mail took it; while mail is down every run logs the count and the age at error level, with a fixed phrase", async () => {
    await waiting("CR-ABCDEFGH")
    const state = { deliver: false, alert: false }
    const mail = mailOf(state)
    const errors: string[] = []
    const run = (at: number) =>
      retryWaiting(new RequestStore(blobs, key, () => at), mail.transport, policyAt(at), quiet, (l) => errors.push(l))
    await run(alertAfterMs + 10 * MINUTE)
    await run(alertAfterMs + 20 * MINUTE)
    const waitingLines = errors.filter((line) => line.includes("CONSULTATION REQUESTS WAITING"))
    expect(waitingLines).toHaveLength(2)
    expect(waitingLines[1]).toMatch(/1 request waiting, the oldest received 80 minutes ago/)
    expect(waitingLines.join("\n")).not.toContain("Ana")
    expect((await records())[0].metadata).not.toHaveProperty("alertedAt")
    // The alert goes once the mail takes it (the patient's mail still refused), and only once.
    state.alert = true
    await run(alertAfterMs + 30 * MINUTE)
    await run(alertAfterMs + 40 * MINUTE)
    expect(mail.alerts).toHaveLength(1)
    expect(mail.alerts[0]).toContain("CR-ABCDEFGH")
    expect((await records())[0].metadata).toHaveProperty("alertedAt")
  })

  it("names a store key that cannot open the records as the cause, at once and once, not the mail", async () => {
    await waiting("CR-ABCDEFGH", OTHER_STORE_KEY)
    const mail = mailOf({ deliver: true, alert: true })
    const errors: string[] = []
    const run = (at: number) =>
      retryWaiting(new RequestStore(blobs, key, () => at), mail.transport, policyAt(at), quiet, (l) => errors.push(l))
    await run(10 * MINUTE)
    await run(20 * MINUTE)
    expect(mail.sent).toEqual([])
    expect(mail.alerts).toHaveLength(1)
    expect(mail.alerts[0]).toContain("CONSULTATION_STORE_KEY")
    expect(mail.alerts[0]).toContain("CR-ABCDEFGH")
    expect(mail.alerts[0]).not.toContain("SMTP_URL")
    expect(errors.join("\n")).toContain("CONSULTATION_STORE_KEY")
    // Still kept, for the key that opens it.
    expect((await records())[0].metadata).toMatchObject({ state: "waiting" })
  })

  it("keeps deleting what passed the retention limit while the configuration is broken, and says so at error level", async () => {
    const DAY = 24 * 60 * MINUTE
    await waiting("CR-ABCDEFGH")
    const tombstone = await new RequestStore(blobs, key, () => 0).add(request("CR-BBBBBBBB"))
    await new RequestStore(blobs, key, () => 0).delivered(tombstone!)
    const broken = readConfig({ SITE_ID: "site", CONSULTATION_RECEIPT_KEY: RECEIPT_KEY, CONSULTATION_STORE_KEY: key.toString("base64") })
    expect(broken.configError).toBeDefined()
    const errors: string[] = []
    await runRetry(broken, blobs, { now: () => retentionMs + DAY, log: quiet, logError: (l) => errors.push(l) })
    expect(await records()).toEqual([])
    expect(errors.join("\n")).toContain("CONFIGURATION ERROR")
    expect(errors.join("\n")).toContain("CR-ABCDEFGH")
  })
})

// The bound is the run's own clock; the real local store behind it is slow on a loaded machine, hence the longer timeout.
it("bounds a run in time however many records the store holds: the ones it did not reach wait, untouched, for the next run", async () => {
  const MINUTE = 60_000
  const { retentionMs, alertAfterMs } = readConfig({})
  const clock = { now: 0 }
  // More records than the run's clock lets it read (a second each, for 8 s).
  const RECORDS = 16
  const adding = new RequestStore(blobs, key, () => 0)
  for (let i = 0; i < RECORDS; i++) {
    const held = await adding.add({
      reference: `CR-ZZZZZZ${String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26))}`,
      receivedAt: new Date(0).toISOString(),
      request: { form: "home", name: "Ana Pierre", phone: "(212) 555-0147" } as StoredRequest["request"],
    })
    await adding.failed(held!, "Error (ECONNREFUSED)", false)
  }
  // Every read of a record's state takes a second of the run's clock (a slow store).
  const slow: BlobStore = {
    ...bound(blobs),
    getMetadata: (async (...args: Parameters<BlobStore["getMetadata"]>) => {
      clock.now += 1_000
      return blobs.getMetadata(...args)
    }) as BlobStore["getMetadata"],
  }
  const mail = fakeMail()
  const DAY = 24 * 60 * MINUTE
  const policy = {
    retentionMs,
    alertAfterMs,
    leaseMs: 2 * MINUTE,
    concurrency: 4,
    takeNewForMs: 10_000,
    scanForMs: 8_000,
    now: () => DAY + clock.now,
  }
  const report = await retryWaiting(new RequestStore(slow, key, () => DAY + clock.now), mail.transport, policy, quiet, quiet)
  expect(clock.now).toBeLessThan(20_000)
  expect(mail.sent.length).toBeGreaterThan(0)
  expect(mail.sent.length).toBeLessThan(RECORDS)
  expect(report.postponed.length).toBe(RECORDS - mail.sent.length)
  for (const record of (await records()).filter((r) => report.postponed.includes(r.reference)))
    expect(record.metadata).toMatchObject({ state: "waiting", attempts: 1 })
  // Runs given the time deliver the rest, once each.
  await retryWaiting(
    new RequestStore(blobs, key, () => DAY),
    mail.transport,
    { ...policy, scanForMs: Infinity, now: () => DAY },
    quiet,
    quiet,
  )
  expect(new Set(mail.sent.map((m) => m.stored.reference)).size).toBe(RECORDS)
  expect(mail.sent).toHaveLength(RECORDS)
}, 30_000)
