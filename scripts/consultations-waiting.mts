/**
 * npm run consultations:waiting: the consultation requests the website stored because the clinic's
 * mail did not take them, and that are still waiting: how many and since when, then each one's
 * reference, age, attempts and last error. Never what a patient wrote (it stays encrypted). Exits
 * with status 1 while a request waits longer than the alert threshold (CONSULTATION_ALERT_AFTER_MINUTES),
 * so that a scheduled job running it fails, and its failure reaches someone when the mail is down.
 *
 * The host's store: NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN (a personal access token of someone on
 * the site's team). Without them: the local store of `netlify serve` (.netlify/blobs-serve).
 */
import { existsSync, readdirSync } from "node:fs"
import path from "node:path"
import { ALERT_AFTER_MINUTES } from "../src/lib/server/consultation/config"
import { siteStore } from "../src/lib/server/consultation/open-store"
import { RequestStore, type BlobStore } from "../src/lib/server/consultation/request-store"
import { summarizeWaiting, waitingSentence } from "../src/lib/server/consultation/waiting"
import { startBlobsServer } from "./lib/blobs-test-server"

/** A store slower than this for one call (a listing page, a record's state) has failed. */
const STORE_TIMEOUT_MS = 15_000
const alertAfterMs = (Number(process.env.CONSULTATION_ALERT_AFTER_MINUTES) || ALERT_AFTER_MINUTES) * 60_000
let overdue = false

async function listWaiting(blobs: BlobStore, label: string) {
  // Only the records' metadata is read, so no key is needed.
  const records = (await new RequestStore(blobs, Buffer.alloc(32)).list()).filter((record) => record.meta.state === "waiting")
  const summary = summarizeWaiting(records, Date.now())
  console.log(`${label}: ${summary ? waitingSentence(summary) : "nothing waiting"}`)
  if (summary && summary.oldestMs > alertAfterMs) overdue = true
  records.sort((a, b) => a.meta.receivedAt.localeCompare(b.meta.receivedAt))
  for (const { reference, meta } of records) {
    const minutes = Math.round((Date.now() - Date.parse(meta.receivedAt)) / 60_000)
    const sending = meta.sending ? ", an attempt under way or cut off" : ""
    const alerted = meta.alertedAt ? `, staff alerted ${meta.alertedAt}` : ""
    console.log(
      `  ${reference}  received ${minutes} min ago  ${meta.attempts} attempt(s)  last error: ${meta.lastError ?? "none"}${sending}${alerted}`,
    )
  }
}

const { NETLIFY_SITE_ID: siteID, NETLIFY_AUTH_TOKEN: token } = process.env
if (siteID && token) {
  await listWaiting(siteStore(STORE_TIMEOUT_MS, { siteID, token }), `The host's store (site ${siteID})`)
} else {
  const directory = path.resolve(".netlify", "blobs-serve")
  const sites = existsSync(path.join(directory, "entries")) ? readdirSync(path.join(directory, "entries")) : []
  if (sites.length === 0)
    console.log("No local store (.netlify/blobs-serve): set NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN to read the host's.")
  for (const site of sites) {
    const server = await startBlobsServer(directory, site)
    try {
      await listWaiting(server.blobs, `The local store of netlify serve (site ${site})`)
    } finally {
      await server.stop()
    }
  }
}
if (overdue) {
  console.log(`Requests have waited longer than ${alertAfterMs / 60_000} minutes: the clinic's mail is not taking them.`)
  process.exitCode = 1
}
