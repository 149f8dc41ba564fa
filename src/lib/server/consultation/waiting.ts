import type { RecordState } from "./request-store"

/** How many requests wait for the clinic's mail, and for how long: what the staff are shown, never a word a patient wrote. */
export interface WaitingSummary {
  count: number
  /** How long the oldest has waited. */
  oldestMs: number
  /** Why the last attempt at the oldest failed (an error's name), if one was made. */
  lastError?: string
}

/** The waiting requests among records' states, at a time: undefined when none waits. */
export function summarizeWaiting(records: ReadonlyArray<{ meta: RecordState }>, now: number): WaitingSummary | undefined {
  const waiting = records.filter(({ meta }) => meta.state === "waiting").sort((a, b) => a.meta.receivedAt.localeCompare(b.meta.receivedAt))
  if (!waiting.length) return undefined
  const [oldest] = waiting
  return { count: waiting.length, oldestMs: now - Date.parse(oldest.meta.receivedAt), lastError: oldest.meta.lastError }
}

/** "2 requests waiting, the oldest received 180 minutes ago (last error: Error (ECONNREFUSED))": one wording for the log, the command and the editor's page. */
export function waitingSentence({ count, oldestMs, lastError }: WaitingSummary): string {
  const minutes = Math.round(oldestMs / 60_000)
  return `${count} request${count === 1 ? "" : "s"} waiting, the oldest received ${minutes} minute${minutes === 1 ? "" : "s"} ago${lastError ? ` (last error: ${lastError})` : ""}`
}
