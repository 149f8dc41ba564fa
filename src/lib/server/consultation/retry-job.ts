import type { ConsultationConfig } from "./config"
import { mailWords } from "./copy"
import { createTransport } from "./delivery"
import type { BlobStore } from "./request-store"
import { RequestStore } from "./request-store"
import { retryWaiting, type RetryPolicy, type RetryReport } from "./retry"

/** Netlify stops a scheduled function after 30 seconds. */
const SCHEDULED_FUNCTION_LIMIT_MS = 30_000
/** Time kept after the last attempt's send for its tombstone, the alert and the log. */
const CLOSING_MS = 5_000
/** Requests mailed at once: a few SMTP connections, well under what mail providers allow one client. */
const RETRY_CONCURRENCY = 4

/**
 * The retry's policy from the settings. An attempt under way longer than the send timeout twice
 * over, plus a minute, is taken as stopped; no attempt starts later than one send before the
 * function's time limit. A run stopped all the same leaves its attempt marked (deliverHeld), and
 * an alert or a deletion it did not reach is made by the next run.
 */
export function retryPolicy(config: ConsultationConfig): RetryPolicy {
  return {
    retentionMs: config.retentionMs,
    alertAfterMs: config.alertAfterMs,
    leaseMs: 2 * config.sendTimeoutMs + 60_000,
    concurrency: RETRY_CONCURRENCY,
    takeNewForMs: SCHEDULED_FUNCTION_LIMIT_MS - config.sendTimeoutMs - CLOSING_MS,
  }
}

/**
 * The scheduled retry (netlify/functions/retry-consultations.mts) with its settings: the same
 * configuration, keys and transport as the endpoint. A configuration error is logged at error
 * level and nothing is sent (the endpoint answers 503 then too, so nothing new is stored).
 */
export async function runRetry(config: ConsultationConfig, blobs: BlobStore): Promise<RetryReport | undefined> {
  if (config.configError) {
    console.error(`[consultation retry] CONFIGURATION ERROR: ${config.configError} Stored requests are NOT retried.`)
    return undefined
  }
  const transport = createTransport(config, mailWords, () => undefined)
  const report = await retryWaiting(new RequestStore(blobs, config.storeKey), transport, retryPolicy(config), (line) => console.info(line))
  const counts = Object.entries(report).map(([name, references]) => `${references.length} ${name}`)
  console.info(`[consultation retry] ${counts.join(", ")}`)
  return report
}
