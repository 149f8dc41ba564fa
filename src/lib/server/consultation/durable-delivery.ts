import type { Transport } from "./delivery"
import { errorName } from "./errors"
import type { Held, RequestStore } from "./request-store"

/** Whether a failed send may nevertheless have reached the mail server (it timed out or was cut off). */
function outcomeUnknown(error: unknown): boolean {
  const name = errorName(error)
  return /Timeout|Abort|ETIMEDOUT|ECONNRESET|EPIPE/.test(name)
}

/**
 * One attempt to mail a stored request, each step written before the next so that the function
 * may stop between any two: the marker (attempt counted, "sending"), the mail, the tombstone. If
 * it stops after the marker, the next attempt mails it marked as a possible repeat with the same
 * Message-ID; if it stops after the tombstone, nothing is left to send. `mayStart` is asked just
 * before the marker and again just before the mail (writing the marker takes time too): when it
 * says no, nothing is sent and the marker, if written, is taken back ("postponed").
 */
export async function deliverHeld(
  requests: RequestStore,
  transport: Transport,
  held: Held,
  log: (line: string) => void,
  mayStart: () => boolean = () => true,
): Promise<"delivered" | "waiting" | "postponed"> {
  const reference = held.stored.reference
  if (!mayStart()) return "postponed"
  let claimed: Held | undefined
  try {
    claimed = await requests.claim(held)
  } catch (error) {
    log(`[consultation] ${reference} stored, but its attempt could not be marked (${errorName(error)}): left for the retry`)
    return "waiting"
  }
  if (!claimed) return "waiting"
  if (!mayStart()) {
    const released = await requests.release(claimed, held.meta).catch(() => undefined)
    // A marker not taken back holds the request until its lease ends; it is then mailed, marked as a possible repeat.
    return released ? "postponed" : "waiting"
  }
  try {
    await transport.deliver(held.stored, { attempt: claimed.meta.attempts, mayRepeat: held.meta.sending === true })
  } catch (error) {
    log(`[consultation] ${reference} delivery by ${transport.kind} failed: ${errorName(error)}; kept for the retry`)
    await requests.failed(claimed, errorName(error), outcomeUnknown(error)).catch(() => undefined)
    return "waiting"
  }
  try {
    await requests.delivered(claimed)
  } catch (error) {
    log(
      `[consultation] ${reference} delivered, but its record could not be closed (${errorName(error)}): a retry may mail it again, marked`,
    )
  }
  return "delivered"
}
