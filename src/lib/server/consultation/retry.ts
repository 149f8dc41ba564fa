import type { Transport } from "./delivery"
import { deliverHeld, type AttemptOutcome } from "./durable-delivery"
import { errorName } from "./errors"
import { StoreKeyError, type RecordState, type RequestStore, type StoredRecord } from "./request-store"
import { waitingSentence, type WaitingSummary } from "./waiting"

export interface RetryPolicy {
  /** A request still waiting after this long is deleted, after an alert. */
  retentionMs: number
  /** The staff are alerted once about a request waiting longer than this. */
  alertAfterMs: number
  /** An attempt under way (its marker written) longer than this is taken as stopped, and made again. */
  leaseMs: number
  /** How many requests are mailed at once. */
  concurrency: number
  /**
   * No new attempt starts this long after the pass began (the scheduled function's time limit less
   * what the attempts under way may still take): the requests not taken wait for the next run. The
   * first `concurrency` attempts start whatever this is, so that a long send timeout slows the
   * retry but never stops it.
   */
  takeNewForMs: number
  /**
   * No record's state is read this long after the pass began: a store holding more records than a
   * run can read leaves the rest for the next run, which starts reading at another place of the
   * listing. Unbounded when not given.
   */
  scanForMs?: number
  now?: () => number
  /** Where in the listing the reading starts (a test's choice); a random place otherwise. */
  startAt?: number
}

export interface RetryReport {
  delivered: string[]
  waiting: string[]
  /** Waited past the alert limit and alerted now. */
  overdue: string[]
  /** Waited past the retention limit: alerted and deleted unsent. */
  expired: string[]
  /** Due, but left stored for the next run: the pass ran out of time before taking them, or could not read them. */
  postponed: string[]
  /** Waiting, and the store key cannot open them (CONSULTATION_STORE_KEY changed while they waited). */
  unreadable: string[]
}

const FIRST_BACKOFF_MS = 5 * 60_000
const LONGEST_BACKOFF_MS = 6 * 60 * 60_000

/** When a waiting request may be tried again: after a failure, 5 minutes doubling to 6 hours; an attempt under way, after its lease. */
function nextAttemptAt(meta: RecordState, leaseMs: number): number {
  if (!meta.lastAttemptAt) return 0
  const last = Date.parse(meta.lastAttemptAt)
  if (meta.sending) return last + leaseMs
  return last + Math.min(FIRST_BACKOFF_MS * 2 ** Math.max(0, meta.attempts - 1), LONGEST_BACKOFF_MS)
}

const minutes = (ms: number) => Math.round(ms / 60_000)

interface Waiting {
  reference: string
  age: number
  meta: RecordState
}

/** The alert's text: references, ages and causes only, never what a patient wrote. */
function alertText(groups: { overdue: Waiting[]; unreadable: Waiting[]; expired: Waiting[] }, policy: RetryPolicy): string {
  const lines = ["Consultation requests from the website are waiting: the clinic has not received them.", ""]
  const list = (items: Waiting[]) =>
    items.map(
      ({ reference, age, meta }) =>
        `  ${reference}, received ${minutes(age)} minutes ago${meta.lastError ? `, last error: ${meta.lastError}` : ""}`,
    )
  if (groups.overdue.length) {
    lines.push(`Waiting longer than ${minutes(policy.alertAfterMs)} minutes: the clinic's mail has not accepted them (still retried).`)
    lines.push(...list(groups.overdue), "Check SMTP_URL, CONSULTATION_TO and the mail provider.", "")
  }
  if (groups.unreadable.length) {
    lines.push(
      "Waiting, and CONSULTATION_STORE_KEY cannot open them: the key was changed while they waited. The mail is not the cause.",
      ...list(groups.unreadable),
      "Set the previous key back until they are delivered (then change it), or they are deleted unread after the retention limit.",
      "",
    )
  }
  if (groups.expired.length) {
    lines.push(`Deleted unsent after the ${Math.round(policy.retentionMs / 86_400_000)}-day limit (the patient is waiting for an answer):`)
    lines.push(...list(groups.expired), "")
  }
  lines.push("List them with `npm run consultations:waiting`.")
  return lines.join("\n")
}

/**
 * One pass of the scheduled retry: the waiting requests whose backoff has passed are mailed, oldest
 * first, `concurrency` at a time, until `takeNewForMs` (deliverHeld: marker, check, mail,
 * tombstone); tombstones and requests past the retention limit are deleted, and the staff are
 * alerted about requests waiting too long or that the store key cannot open: by mail, recorded on
 * each record only once the mail took it. While requests wait past the alert limit, every pass
 * says so at error level ("CONSULTATION REQUESTS WAITING"), whether the alert mail went or not: the
 * line the host's log alert watches for. Without a transport (a configuration error), nothing is
 * mailed: retention still runs, and everything is said at error level.
 */
export async function retryWaiting(
  requests: RequestStore,
  transport: Transport | undefined,
  policy: RetryPolicy,
  log: (line: string) => void,
  logError: (line: string) => void = console.error,
): Promise<RetryReport> {
  const now = policy.now ?? Date.now
  const started = now()
  const report: RetryReport = { delivered: [], waiting: [], overdue: [], expired: [], postponed: [], unreadable: [] }
  const overdue: Waiting[] = []
  const expired: Waiting[] = []
  const unreadable: StoredRecord[] = []
  const due: string[] = []
  const listed = await requests.references()
  // Each run reads from another place of the listing, so that a run that cannot read them all leaves different ones.
  const start = listed.length ? (policy.startAt ?? Math.floor(Math.random() * listed.length)) % listed.length : 0
  const scanning = () => now() - started < (policy.scanForMs ?? Infinity)
  const { records, unread } = await requests.states([...listed.slice(start), ...listed.slice(0, start)], scanning)
  records.sort((a, b) => Date.parse(a.meta.receivedAt) - Date.parse(b.meta.receivedAt))
  const waitingRecords: Waiting[] = []
  for (const { reference, meta } of records) {
    const age = now() - Date.parse(meta.receivedAt)
    if (meta.state === "delivered") {
      if (age > policy.retentionMs) await requests.remove(reference).catch(() => undefined)
      continue
    }
    if (age > policy.retentionMs) {
      expired.push({ reference, age, meta })
      continue
    }
    waitingRecords.push({ reference, age, meta })
    if (age > policy.alertAfterMs && !meta.alertedAt) overdue.push({ reference, age, meta })
    if (transport && now() >= nextAttemptAt(meta, policy.leaseMs)) due.push(reference)
    else report.waiting.push(reference)
  }

  let taken = 0
  const inTime = () => now() - started < policy.takeNewForMs
  // Taken, but not attempted: still due, for the next run.
  const putBack = new Set<string>()
  const worker = async () => {
    while (transport && taken < due.length && (taken < policy.concurrency || inTime())) {
      const mayStart = taken < policy.concurrency ? () => true : inTime
      const reference = due[taken++]
      let outcome: AttemptOutcome | "unreadable"
      try {
        const record = await requests.record(reference)
        // Read again just now: another run may have claimed it since the listing.
        if (!record || now() < nextAttemptAt(record.meta, policy.leaseMs)) outcome = "waiting"
        else outcome = await deliverHeld(requests, transport, requests.open(record), log, mayStart)
      } catch (error) {
        if (error instanceof StoreKeyError) {
          const record = await requests.record(reference).catch(() => undefined)
          if (record) unreadable.push(record)
          outcome = "unreadable"
        } else {
          log(`[consultation] ${reference} could not be read (${errorName(error)}): left for the next run`)
          outcome = "postponed"
        }
      }
      if (outcome === "postponed") putBack.add(reference)
      else if (outcome === "unreadable") report.unreadable.push(reference)
      else report[outcome].push(reference)
    }
  }
  await Promise.all(Array.from({ length: Math.min(policy.concurrency, due.length) }, worker))
  report.postponed = [...due.filter((reference, i) => i >= taken || putBack.has(reference)), ...unread]

  const stillWaiting = waitingRecords.filter(({ reference }) => !report.delivered.includes(reference))
  const age = (reference: string) => stillWaiting.find((w) => w.reference === reference)?.age ?? 0
  const groups = {
    overdue: overdue.filter(
      ({ reference }) => stillWaiting.some((w) => w.reference === reference) && !report.unreadable.includes(reference),
    ),
    unreadable: unreadable
      .filter((record) => !record.meta.alertedAt)
      .map(({ reference, meta }) => ({ reference, age: age(reference), meta })),
    expired,
  }
  const oldest = stillWaiting[0]
  if (oldest && oldest.age > policy.alertAfterMs) {
    const summary: WaitingSummary = { count: stillWaiting.length, oldestMs: oldest.age, lastError: oldest.meta.lastError }
    const keyNote = report.unreadable.length ? `; ${report.unreadable.length} of them CONSULTATION_STORE_KEY cannot open` : ""
    logError(
      `[consultation] CONSULTATION REQUESTS WAITING: ${waitingSentence(summary)}${keyNote}. List them with npm run consultations:waiting.`,
    )
  }
  if (groups.overdue.length || groups.unreadable.length || groups.expired.length) {
    const text = alertText(groups, policy)
    let sent = false
    if (transport) {
      try {
        await transport.alert(text)
        sent = true
      } catch (error) {
        logError(`[consultation] ALERT, and the alert mail failed too (${errorName(error)}):\n${text}`)
      }
    } else logError(`[consultation] ALERT, not mailed (the configuration is broken):\n${text}`)
    if (sent) {
      // Recorded once the mail took it; a record that cannot be marked is alerted about again by the next run.
      for (const { reference } of groups.overdue) {
        const record = await requests.record(reference).catch(() => undefined)
        if (record) await requests.alerted(record).catch(() => undefined)
        report.overdue.push(reference)
      }
      for (const record of unreadable.filter((r) => !r.meta.alertedAt)) await requests.alerted(record).catch(() => undefined)
    }
    if (groups.unreadable.length)
      logError(`[consultation] CONSULTATION_STORE_KEY cannot open ${groups.unreadable.map((w) => w.reference).join(", ")}`)
    for (const { reference } of expired) {
      await requests.remove(reference).catch(() => undefined)
      report.expired.push(reference)
    }
  }
  return report
}
