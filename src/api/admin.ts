import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby"
import { adminHeaders, adminPageHtml, editorNotConnectedHtml } from "../lib/server/cms-admin-page"
import { eventStore } from "../lib/server/consultation/open-store"
import { lambdaEventOf, type LambdaEventLike } from "../lib/server/consultation/lambda-event"
import { RequestStore } from "../lib/server/consultation/request-store"
import { summarizeWaiting, type WaitingSummary } from "../lib/server/consultation/waiting"
import { editorRepository } from "../lib/shared/editor-repository"

/**
 * GET /api/admin (the staff's address /admin redirects here): the content editor's page, with its
 * own Content-Security-Policy. A function serves it because the host applies the site's header
 * rules to its files but not to a function's response (src/lib/server/cms-admin-page.ts). When
 * consultation requests wait for the clinic's mail, the page says how many and since when.
 */

// Read when the site is built (Gatsby's webpack writes the values in), like the editor's
// configuration (compiled into its setup script), which names the same repository (src/lib/build-time/editor/editor-assets.ts).
const REPOSITORY = editorRepository({ CMS_GITHUB_REPO: process.env.CMS_GITHUB_REPO, REPOSITORY_URL: process.env.REPOSITORY_URL })

/** The page waits no longer than this for the store, and asks it at most once a minute per instance. */
const STORE_TIMEOUT_MS = 2_000
const RECOUNT_AFTER_MS = 60_000
let counted: { at: number; summary?: WaitingSummary } | undefined

/** The requests waiting in the site's store (their states only: no key, no content), or nothing when it cannot say. */
async function waitingRequests(event: LambdaEventLike | undefined): Promise<WaitingSummary | undefined> {
  const now = Date.now()
  if (counted && now - counted.at < RECOUNT_AFTER_MS) return counted.summary
  const blobs = eventStore(event, STORE_TIMEOUT_MS)
  if (!blobs) return undefined
  try {
    const requests = new RequestStore(blobs, Buffer.alloc(32))
    const { records } = await requests.states(await requests.references(), () => Date.now() - now < STORE_TIMEOUT_MS)
    counted = { at: now, summary: summarizeWaiting(records, now) }
    return counted.summary
  } catch (error) {
    console.error(`[admin] the consultation requests waiting could not be counted (${error instanceof Error ? error.name : typeof error})`)
    return undefined
  }
}

export default async function admin(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
  for (const [name, value] of Object.entries(adminHeaders())) res.setHeader(name, value)
  res.setHeader("content-type", "text/html; charset=utf-8")
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.setHeader("allow", "GET, HEAD")
    return res.status(405).send("")
  }
  if (!REPOSITORY) return res.status(503).send(editorNotConnectedHtml())
  return res.status(200).send(adminPageHtml(undefined, await waitingRequests(lambdaEventOf(req))))
}
