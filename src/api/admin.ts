import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby"
import { adminHeaders, adminPageHtml, editorNotConnectedHtml } from "../lib/server/cms-admin-page"
import { editorRepository } from "../lib/shared/editor-repository"

/**
 * GET /api/admin (the staff's address /admin redirects here): the content editor's page, with its
 * own Content-Security-Policy. A function serves it because the host applies the site's header
 * rules to its files but not to a function's response (src/lib/server/cms-admin-page.ts).
 */

// Read when the site is built (Gatsby's webpack writes the values in), like the editor's
// configuration (compiled into its setup script), which names the same repository (src/lib/build-time/cms-admin-assets.ts).
const REPOSITORY = editorRepository({ CMS_GITHUB_REPO: process.env.CMS_GITHUB_REPO, REPOSITORY_URL: process.env.REPOSITORY_URL })

export default function admin(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
  for (const [name, value] of Object.entries(adminHeaders())) res.setHeader(name, value)
  res.setHeader("content-type", "text/html; charset=utf-8")
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.setHeader("allow", "GET, HEAD")
    return res.status(405).send("")
  }
  if (!REPOSITORY) return res.status(503).send(editorNotConnectedHtml())
  return res.status(200).send(adminPageHtml())
}
