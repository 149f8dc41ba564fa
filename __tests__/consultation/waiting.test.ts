/** @jest-environment node */
import { execFile } from "node:child_process"
import { promises as fs } from "node:fs"
import os from "node:os"
import path from "node:path"
import type { StoredRequest } from "../../src/lib/server/consultation/delivery"
import { RequestStore } from "../../src/lib/server/consultation/request-store"
import { startBlobsServer } from "../../scripts/lib/blobs-test-server"
import { callAdmin } from "../support/admin-function"
import { STORE_KEY } from "../support/consultation-keys"

/**
 * Where the staff see requests waiting while the clinic's mail does not take them: the command
 * `npm run consultations:waiting` and the editor's page (/admin). (The function log's error line:
 * __tests__/consultation/durable-requests.test.ts.)
 */
const ROOT = path.join(__dirname, "..", "..")
const MINUTE = 60_000
let dir: string
let server: Awaited<ReturnType<typeof startBlobsServer>>

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "waiting-"))
  // Where netlify-cli keeps its local store, in a project of its own.
  server = await startBlobsServer(path.join(dir, ".netlify", "blobs-serve"), "local-site")
}, 30_000)
afterEach(async () => {
  await server.stop()
  await fs.rm(dir, { recursive: true, force: true })
}, 30_000)

/** Two requests the mail refused, received 2 and 3 hours ago, and one delivered. */
async function storeRequests() {
  const at = (minutesAgo: number) => () => Date.now() - minutesAgo * MINUTE
  for (const [reference, minutesAgo] of [
    ["CR-AAAAAAAA", 120],
    ["CR-BBBBBBBB", 180],
    ["CR-CCCCCCCC", 30],
  ] as const) {
    const requests = new RequestStore(server.blobsOf("local-site"), STORE_KEY, at(minutesAgo))
    const stored: StoredRequest = {
      reference,
      receivedAt: new Date(at(minutesAgo)()).toISOString(),
      request: { form: "home", name: "Ana Pierre", phone: "(212) 555-0147" } as StoredRequest["request"],
    }
    const held = await requests.add(stored)
    if (reference === "CR-CCCCCCCC") await requests.delivered(held!)
    else await requests.failed(held!, "Error (ECONNREFUSED)", false)
  }
}

/** The command's output and exit status, run in the project of the test's own store. */
const waitingCommand = () =>
  new Promise<{ status: number; output: string }>((resolve) =>
    execFile(
      path.join(ROOT, "node_modules", ".bin", "tsx"),
      [path.join(ROOT, "scripts", "consultations-waiting.mts")],
      { cwd: dir, env: { PATH: process.env.PATH } },
      (error, stdout, stderr) => resolve({ status: error ? Number(error.code) : 0, output: stdout + stderr }),
    ),
  )

it("npm run consultations:waiting says how many wait and since when, lists each without what the patient wrote, and fails while one waits too long", async () => {
  expect(await waitingCommand()).toMatchObject({ status: 0, output: expect.stringContaining("No local store") })
  await storeRequests()
  const { status, output } = await waitingCommand()
  expect(status).toBe(1)
  expect(output).toMatch(/2 requests waiting, the oldest received 180 minutes ago/)
  expect(output).toMatch(/CR-BBBBBBBB\s+received 180 min ago\s+1 attempt\(s\)\s+last error: Error \(ECONNREFUSED\)/)
  expect(output).toContain("CR-AAAAAAAA")
  expect(output).not.toContain("CR-CCCCCCCC")
  expect(output).not.toContain("Ana")
}, 30_000)

it("the editor's page tells the staff how many requests wait and since when", async () => {
  await storeRequests()
  // The host's event, with the Blobs context of the site (as it gives the consultation function).
  const event = {
    blobs: Buffer.from(JSON.stringify({ url: server.url, token: "test-token" })).toString("base64"),
    headers: { "x-nf-site-id": "local-site", "x-nf-deploy-id": "deploy" },
  }
  const answer = await callAdmin({ CMS_GITHUB_REPO: "clinic/website" }, { method: "GET", netlifyFunctionParams: { event } } as never)
  expect(answer.status).toBe(200)
  const notice = /<div role="alert"[^>]*>([\s\S]*?)<\/div>/.exec(answer.body)?.[1] ?? ""
  expect(notice).toMatch(/2 consultation requests from the website are waiting/)
  expect(notice).toMatch(/the oldest received 180 minutes ago/)
  expect(notice).toContain("npm run consultations:waiting")
  expect(answer.body).not.toContain("Ana")
}, 30_000)
