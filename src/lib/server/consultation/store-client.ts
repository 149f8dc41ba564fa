import { errorName } from "./errors"

/** Hears each failed call to the store: the method and its cause ("PUT answered 500"), and whether it had no answer in time. */
export type StoreFaultListener = (fault: string, timedOut: boolean) => void

/**
 * The status this client answers the Blobs client with when the store failed: a call that had no
 * answer in time, could not connect, or was answered 429, 403 or 5xx. (499: the client gave up, as
 * a proxy logs it; any status but those the Blobs client retries or reads as an answer would do.)
 */
const GAVE_UP = 499

/**
 * The `fetch` the store's Blobs client calls (getStore's `fetch` option), with a deadline on each
 * call and no retry. @netlify/blobs (11.1, retry.ts in its source) retries a call that failed to connect
 * or was answered 429, 403 or 5xx five times, 5 s apart, whatever the caller needs, and takes no
 * signal: 25 to 100 seconds before the endpoint would hear of a failure, past the host's time
 * limit, and a request never answered while a store accepts connections and never answers. So each
 * call is aborted after `timeoutMs` (its body included), and whatever it would retry is answered
 * at once with a status it neither retries nor takes for success: `set` with a condition then
 * gives an empty ETag (request-store.ts takes that for a failed write), every other call throws.
 * The store's own answer is kept in the `x-nf-error` header, which its error message quotes.
 * `onFault` hears each failure (method and cause, nothing stored), for the log.
 */
export function boundedFetch(timeoutMs: number, onFault: StoreFaultListener = () => undefined): typeof globalThis.fetch {
  return async (input, init) => {
    const method = (init?.method ?? "GET").toUpperCase()
    const gaveUp = (cause: string, timedOut = false) => {
      onFault(`${method} ${cause}`, timedOut)
      return new Response(null, { status: GAVE_UP, headers: { "x-nf-error": `the store ${cause}` } })
    }
    const deadline = AbortSignal.timeout(timeoutMs)
    try {
      const response = await globalThis.fetch(input, {
        ...init,
        signal: init?.signal ? AbortSignal.any([init.signal, deadline]) : deadline,
      })
      if (response.status === 429 || response.status === 403 || response.status >= 500) {
        await response.body?.cancel().catch(() => undefined)
        return gaveUp(`answered ${response.status}`)
      }
      return response
    } catch (error) {
      const cause = (error as { cause?: unknown }).cause
      if (deadline.aborted) return gaveUp(`did not answer within ${timeoutMs} ms`, true)
      return gaveUp(`could not be reached (${errorName(cause ?? error)})`)
    }
  }
}
