import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { builtSiteUrl } from "./site-url"

/** robots.txt must name the sitemap by its absolute URL, which depends on SITE_URL, so it is written at build time. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, store }) => {
  const siteUrl = await builtSiteUrl(graphql)
  const root = store.getState().program.directory as string
  fs.writeFileSync(path.join(root, "public", "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`)
}
