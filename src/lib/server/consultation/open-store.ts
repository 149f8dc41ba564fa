import { connectLambda, getStore } from "@netlify/blobs"
import type { ConsultationConfig } from "./config"
import { RequestStore, STORE_NAME, type BlobStore } from "./request-store"
import { boundedFetch, type StoreFaultListener } from "./store-client"
import type { LambdaEventLike } from "./lambda-event"

/** Where a store is, when not from the environment the host gives a function (a script, a test). */
export interface StoreContext {
  siteID: string
  token: string
  edgeURL?: string
}

/**
 * The site's store of waiting requests, from the host's environment or the context given, each of
 * its calls bounded by the store's deadline and never retried by the Blobs client (store-client.ts).
 */
export function siteStore(timeoutMs: number, context?: StoreContext, onFault?: StoreFaultListener): BlobStore {
  return getStore({ name: STORE_NAME, ...context, fetch: boundedFetch(timeoutMs, onFault) })
}

/**
 * The store of waiting requests for one invocation. The adapter's handler passes Netlify's event as
 * `req.netlifyFunctionParams.event`; connectLambda turns its `blobs` field into the context
 * getStore reads. Without an event carrying one (`gatsby serve`, `npm start`, a test), there is no
 * store: the request is only delivered (to the outbox or by SMTP), as before.
 *
 * That context names no uncached edge URL, so reads are eventually consistent: the endpoint reads
 * nothing before it writes, and every write is conditional (request-store.ts), which holds whatever
 * a read saw.
 */
export function openStore(
  config: ConsultationConfig,
  event: LambdaEventLike | undefined,
  onFault?: StoreFaultListener,
): RequestStore | undefined {
  const blobs = eventStore(event, config.storeTimeoutMs, onFault)
  return blobs && new RequestStore(blobs, config.storeKey)
}

/** The site's store from the Blobs context of a function's event (connectLambda), or undefined when the event carries none. */
export function eventStore(event: LambdaEventLike | undefined, timeoutMs: number, onFault?: StoreFaultListener): BlobStore | undefined {
  if (!event?.blobs) return undefined
  connectLambda({ blobs: event.blobs, headers: Object.fromEntries(Object.entries(event.headers ?? {}).map(([k, v]) => [k, v ?? ""])) })
  return siteStore(timeoutMs, undefined, onFault)
}
