import type { Transport } from "./delivery"
import { deliverHeld } from "./durable-delivery"
import { errorName } from "./errors"
import type { RecordState, RequestStore } from "./request-store"

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
  now?: () => number
}

export interface RetryReport {
  delivered: string[]
  waiting: string[]
  /** Waited past the alert limit and alerted now. */
  overdue: string[]
  /** Waited past the retention limit: alerted and deleted unsent. */
  expired: string[]
  /** Due, but left stored for the next run: the pass ran out of time before taking them. */
  postponed: string[]
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

/** The alert's text: references and ages only, never what a patient wrote. */
function alertText(overdue: Array<[string, number]>, expired: Array<[string, number]>, policy: RetryPolicy): string {
  const lines = ["Consultation requests from the website are waiting: the clinic's mail has not accepted them.", ""]
  if (overdue.length) {
    lines.push(`Waiting longer than ${minutes(policy.alertAfterMs)} minutes (still retried):`)
    for (const [reference, age] of overdue) lines.push(`  ${reference}, received ${minutes(age)} minutes ago`)
  }
  if (expired.length) {
    lines.push(`Deleted unsent after the ${Math.round(policy.retentionMs / 86_400_000)}-day limit (the patient is waiting for an answer):`)
    for (const [reference, age] of expired) lines.push(`  ${reference}, received ${minutes(age)} minutes ago`)
  }
  lines.push("", "List them with `npm run consultations:waiting`; check SMTP_URL and the mail provider.")
  return lines.join("\n")
}

/**
 * One pass of the scheduled retry: the waiting requests whose backoff has passed are mailed, oldest
 * first, `concurrency` at a time, until `takeNewForMs` (deliverHeld: marker, mail, tombstone);
 * tombstones and requests past the retention limit are deleted, and the staff are alerted about
 * requests waiting too long: by mail, or, when the mail fails too, by a log line at error level.
 */
export async function retryWaiting(
  requests: RequestStore,
  transport: Transport,
  policy: RetryPolicy,
  log: (line: string) => void,
  logError: (line: string) => void = console.error,
): Promise<RetryReport> {
  const now = policy.now ?? Date.now
  const started = now()
  const report: RetryReport = { delivered: [], waiting: [], overdue: [], expired: [], postponed: [] }
  const overdue: Array<[string, number]> = []
  const expired: Array<[string, number]> = []
  const due: string[] = []
  const records = await requests.list()
  records.sort((a, b) => Date.parse(a.meta.receivedAt) - Date.parse(b.meta.receivedAt))
  for (const { reference, meta } of records) {
    const age = now() - Date.parse(meta.receivedAt)
    if (meta.state === "delivered") {
      if (age > policy.retentionMs) await requests.remove(reference)
      continue
    }
    if (age > policy.retentionMs) {
      expired.push([reference, age])
      continue
    }
    if (age > policy.alertAfterMs && !meta.alertedAt) overdue.push([reference, age])
    if (now() >= nextAttemptAt(meta, policy.leaseMs)) due.push(reference)
    else report.waiting.push(reference)
  }

  let taken = 0
  const inTime = () => now() - started < policy.takeNewForMs
  // Taken, but not attempted: still due, for the next run.
  const putBack = new Set<string>()
  const worker = async () => {
    while (taken < due.length && (taken < policy.concurrency || inTime())) {
      const mayStart = taken < policy.concurrency ? () => true : inTime
      const reference = due[taken++]
      let outcome: Awaited<ReturnType<typeof deliverHeld>>
      try {
        const held = await requests.read(reference)
        outcome = held ? await deliverHeld(requests, transport, held, log, mayStart) : "waiting"
      } catch (error) {
        log(`[consultation] ${reference} could not be read (${errorName(error)}): left for the next run`)
        outcome = "postponed"
      }
      if (outcome === "postponed") putBack.add(reference)
      else report[outcome].push(reference)
    }
  }
  await Promise.all(Array.from({ length: Math.min(policy.concurrency, due.length) }, worker))
  report.postponed = due.filter((reference, i) => i >= taken || putBack.has(reference))

  const stillOverdue = overdue.filter(([reference]) => !report.delivered.includes(reference))
  if (stillOverdue.length || expired.length) {
    const text = alertText(stillOverdue, expired, policy)
    try {
      await transport.alert(text)
    } catch (error) {
      logError(`[consultation] ALERT, and the alert mail failed too (${errorName(error)}):\n${text}`)
    }
    for (const [reference] of stillOverdue) {
      // Not marked when unreadable: the next run alerts about it again.
      const held = await requests.read(reference).catch(() => undefined)
      if (held) await requests.alerted(held)
      report.overdue.push(reference)
    }
    for (const [reference] of expired) {
      await requests.remove(reference)
      report.expired.push(reference)
    }
  }
  return report
}
