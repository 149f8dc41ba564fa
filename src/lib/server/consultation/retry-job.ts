import type { ConsultationConfig } from "./config"
import { mailWords } from "./copy"
import { createTransport } from "./delivery"
import { errorName } from "./errors"
import type { BlobStore } from "./request-store"
import { RequestStore } from "./request-store"
import { retryWaiting, type RetryPolicy, type RetryReport } from "./retry"

/** Netlify stops a scheduled function after 30 seconds. */
const SCHEDULED_FUNCTION_LIMIT_MS = 30_000
/** Kept beyond the last attempt's send and its tombstone for the alert and the log. */
const MARGIN_MS = 2_000
/** Requests mailed at once: a few SMTP connections, well under what mail providers allow one client. */
const RETRY_CONCURRENCY = 4

/**
 * The retry's policy from the settings. An attempt under way longer than the send timeout twice
 * over, plus a minute, is taken as stopped; no attempt starts later than one send, one store call
 * (its tombstone) and a margin before the function's time limit, and no record's state is read
 * after half that time. A run stopped all the same leaves its attempt marked (deliverHeld), and an
 * alert or a deletion it did not reach is made by the next run.
 */
export function retryPolicy(config: ConsultationConfig): RetryPolicy {
  const takeNewForMs = Math.max(0, SCHEDULED_FUNCTION_LIMIT_MS - config.sendTimeoutMs - config.storeTimeoutMs - MARGIN_MS)
  return {
    retentionMs: config.retentionMs,
    alertAfterMs: config.alertAfterMs,
    leaseMs: 2 * config.sendTimeoutMs + 60_000,
    concurrency: RETRY_CONCURRENCY,
    takeNewForMs,
    scanForMs: takeNewForMs / 2,
  }
}

interface RetryRunOptions {
  /** The run's clock (a test's or a benchmark's, to stand for a later run). */
  now?: () => number
  log?: (line: string) => void
  logError?: (line: string) => void
}

/**
 * The scheduled retry (netlify/functions/retry-consultations.mts) with its settings: the same
 * configuration, keys and transport as the endpoint. A configuration error is logged at error
 * level and nothing is sent (the endpoint answers 503 then too, so nothing new is stored), but the
 * retention limit is kept all the same: it needs neither mail nor key. A store that cannot be read
 * is said at error level; undefined then.
 */
export async function runRetry(
  config: ConsultationConfig,
  blobs: BlobStore,
  { now = Date.now, log = console.info, logError = console.error }: RetryRunOptions = {},
): Promise<RetryReport | undefined> {
  if (config.configError)
    logError(
      `[consultation retry] CONFIGURATION ERROR: ${config.configError} Stored requests are NOT mailed; the retention limit still applies.`,
    )
  const transport = config.configError ? undefined : createTransport(config, mailWords, () => undefined)
  try {
    const report = await retryWaiting(
      new RequestStore(blobs, config.storeKey, now),
      transport,
      { ...retryPolicy(config), now },
      log,
      logError,
    )
    const counts = Object.entries(report).map(([name, references]) => `${references.length} ${name}`)
    log(`[consultation retry] ${counts.join(", ")}`)
    return report
  } catch (error) {
    logError(`[consultation retry] ERROR: could not read the store of waiting requests (${errorName(error)}): nothing retried this run.`)
    return undefined
  }
}
