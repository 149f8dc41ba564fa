/**
 * npm run consultations:waiting: the consultation requests the website stored because the clinic's
 * mail did not take them, and that are still waiting: reference, age, attempts and the last error.
 * Never what a patient wrote (it stays encrypted).
 *
 * The host's store: NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN (a personal access token of someone on
 * the site's team). Without them: the local store of `netlify serve` (.netlify/blobs-serve).
 */
import { existsSync, readdirSync } from "node:fs"
import path from "node:path"
import { getStore } from "@netlify/blobs"
import { RequestStore, STORE_NAME, type BlobStore } from "../src/lib/server/consultation/request-store"
import { startBlobsServer } from "./lib/blobs-test-server"

async function listWaiting(blobs: BlobStore, label: string) {
  // Only the records' metadata is read, so no key is needed.
  const records = (await new RequestStore(blobs, Buffer.alloc(32)).list()).filter((record) => record.meta.state === "waiting")
  console.log(`${label}: ${records.length} waiting`)
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
  await listWaiting(getStore({ name: STORE_NAME, siteID, token }), `The host's store (site ${siteID})`)
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
