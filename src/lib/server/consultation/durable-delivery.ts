import { mayHaveArrived, type Transport } from "./delivery"
import { errorName } from "./errors"
import type { Held, RequestStore } from "./request-store"

export type AttemptOutcome = "delivered" | "waiting" | "postponed"

/**
 * The mail of a stored request already marked as being sent by this attempt (its marker written:
 * `RequestStore.add` for the endpoint's first attempt, `claim` for the retry's), then the tombstone.
 * `mayRepeat`: an earlier attempt may have reached the clinic, so the mail says so. A failed send
 * is recorded with whether it may have arrived all the same (mayHaveArrived), which the next
 * attempt's mail then says.
 */
export async function mailMarked(
  requests: RequestStore,
  transport: Transport,
  claimed: Held,
  mayRepeat: boolean,
  log: (line: string) => void,
): Promise<"delivered" | "waiting"> {
  const { reference } = claimed
  try {
    await transport.deliver(claimed.stored, { attempt: claimed.meta.attempts, mayRepeat })
  } catch (error) {
    const unknown = mayHaveArrived(error)
    log(
      `[consultation] ${reference} delivery by ${transport.kind} failed: ${errorName(error)}${unknown ? " after the mail was handed over (it may have arrived)" : ""}; kept for the retry`,
    )
    await requests.failed(claimed, errorName(error), unknown).catch(() => undefined)
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

/**
 * One attempt of the retry to mail a stored request, each step written before the next so that the
 * function may stop between any two: the marker (attempt counted, "sending", under a claim of its
 * own), a check that the record still holds that claim, the mail, the tombstone. If it stops after
 * the marker, the next attempt mails it marked as a possible repeat with the same Message-ID; if it
 * stops after the tombstone, nothing is left to send. `mayStart` is asked just before the marker
 * and again just before the mail (writing the marker takes time too): when it says no, nothing is
 * sent and the marker, if written, is taken back ("postponed").
 */
export async function deliverHeld(
  requests: RequestStore,
  transport: Transport,
  held: Held,
  log: (line: string) => void,
  mayStart: () => boolean = () => true,
): Promise<AttemptOutcome> {
  const { reference } = held
  if (!mayStart()) return "postponed"
  let claimed: Held | undefined
  try {
    claimed = await requests.claim(held)
  } catch (error) {
    log(`[consultation] ${reference} stored, but its attempt could not be marked (${errorName(error)}): left for the retry`)
    return "waiting"
  }
  if (!claimed) return "waiting"
  if (!(await requests.stillClaimed(claimed))) {
    log(`[consultation] ${reference} was claimed by another run at the same time: left to it`)
    return "waiting"
  }
  if (!mayStart()) {
    const released = await requests.release(claimed, held.meta).catch(() => undefined)
    // A marker not taken back holds the request until its lease ends; it is then mailed, marked as a possible repeat.
    return released ? "postponed" : "waiting"
  }
  return mailMarked(requests, transport, claimed, held.meta.sending === true, log)
}
