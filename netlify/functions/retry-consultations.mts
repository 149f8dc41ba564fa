import { readConfig } from "../../src/lib/server/consultation/config"
import { siteStore } from "../../src/lib/server/consultation/open-store"
import { runRetry } from "../../src/lib/server/consultation/retry-job"

/**
 * Every five minutes, mails the consultation requests the endpoint stored when the mail failed
 * (src/lib/server/consultation/retry.ts). A Netlify Function of its own beside the adapter's: it
 * gets its Blobs context from the host directly (no event to connect), and the same environment.
 */
export default async function retryConsultations(): Promise<void> {
  const config = readConfig(process.env)
  await runRetry(config, siteStore(config.storeTimeoutMs))
}

export const config = { schedule: "*/5 * * * *" }
