import { connectLambda, getStore } from "@netlify/blobs"
import type { ConsultationConfig } from "./config"
import { RequestStore, STORE_NAME } from "./request-store"

/** What the endpoint reads of the event Netlify (or `netlify serve`) gives a Lambda-compatible function. */
export interface LambdaEventLike {
  /** The Blobs context, base64 JSON of the edge URL and a token, on the host and under `netlify serve`. */
  blobs?: string
  headers?: Record<string, string | undefined>
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
export function openStore(config: ConsultationConfig, event: LambdaEventLike | undefined): RequestStore | undefined {
  if (!event?.blobs) return undefined
  connectLambda({ blobs: event.blobs, headers: Object.fromEntries(Object.entries(event.headers ?? {}).map(([k, v]) => [k, v ?? ""])) })
  return new RequestStore(getStore(STORE_NAME), config.storeKey)
}
