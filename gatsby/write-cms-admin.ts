import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { builtSiteUrl } from "./site-url"
import { writeAdminAssets } from "../src/lib/build/cms-admin-assets"
import { cmsConfig } from "../src/lib/build/cms-config"
import { isProductionBuild } from "../src/lib/build/launch-guard"
import { ADMIN_PATH, editorBranch, editorRepository } from "../src/lib/server/cms-admin-page"

/**
 * The content editor on the host: Decap's bundle, the configuration generated from the content
 * schemas and the setup script, into public/admin/. Only the editor's page (src/api/admin.ts)
 * loads them; no page of the site refers to them. Without a GitHub repository to commit to, the
 * editor is not deployed and /admin says how to connect it.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, store, reporter }) => {
  const repo = editorRepository(process.env)
  if (!repo) {
    reporter.info("[cms] no GitHub repository (CMS_GITHUB_REPO or Netlify's REPOSITORY_URL): the editor at /admin is not deployed")
    return
  }
  const siteUrl = await builtSiteUrl(graphql)
  const root = store.getState().program.directory as string
  const branch = editorBranch(process.env)
  writeAdminAssets(path.join(root, "public", ADMIN_PATH), {
    config: cmsConfig({ local: false, repo, branch, siteUrl }),
    siteUrl,
    previewNote: "The page on the site (it shows your change once the site has been rebuilt, a few minutes after you publish):",
    root,
    production: isProductionBuild(process.env),
  })
  reporter.info(`[cms] the editor at /admin saves to ${repo}, branch ${branch}`)
}
