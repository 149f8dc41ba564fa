import { spawn } from "node:child_process"
import path from "node:path"
import { getStore } from "@netlify/blobs"
import { STORE_NAME, type BlobStore } from "../../src/lib/server/consultation/request-store"

/**
 * Starts BlobsServer (from @netlify/blobs/server, what netlify-cli runs locally) on a directory in
 * a child process; resolves with the consultation store of a site on it and a stop function.
 */
export async function startBlobsServer(
  directory: string,
  siteID = "site",
): Promise<{ blobs: BlobStore; blobsOf: (site: string) => BlobStore; url: string; stop: () => Promise<void> }> {
  const token = "test-token"
  const child = spawn(process.execPath, [path.join(__dirname, "blobs-server-process.mjs"), directory, token], {
    stdio: ["ignore", "pipe", "inherit"],
  })
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once("data", (chunk: Buffer) => resolve(chunk.toString().trim()))
    child.once("exit", (code) => reject(new Error(`the Blobs server ended (${code})`)))
  })
  const url = `http://127.0.0.1:${port}`
  const blobsOf = (site: string) => getStore({ name: STORE_NAME, siteID: site, token, edgeURL: url })
  return {
    blobs: blobsOf(siteID),
    /** The consultation store of another site on the same server. */
    blobsOf,
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve())
        child.kill("SIGTERM")
      }),
  }
}
