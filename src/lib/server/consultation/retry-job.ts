import type { ConsultationConfig } from "./config"
import { mailWords } from "./copy"
import { createTransport } from "./delivery"
import type { BlobStore } from "./request-store"
import { RequestStore } from "./request-store"
import { retryWaiting, type RetryReport } from "./retry"

/** An attempt under way longer than the send timeout twice over, plus a minute, is taken as stopped. */
const leaseOf = (config: ConsultationConfig) => 2 * config.sendTimeoutMs + 60_000

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
  const report = await retryWaiting(
    new RequestStore(blobs, config.storeKey),
    transport,
    { retentionMs: config.retentionMs, alertAfterMs: config.alertAfterMs, leaseMs: leaseOf(config) },
    (line) => console.info(line),
  )
  const counts = Object.entries(report).map(([name, references]) => `${references.length} ${name}`)
  console.info(`[consultation retry] ${counts.join(", ")}`)
  return report
}
