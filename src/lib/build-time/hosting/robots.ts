import fs from "node:fs"
import path from "node:path"
import { isProductionBuild } from "../../shared/content/rules/launch-guard"

/**
 * Whether search engines may index this build: the live site (a production build) and a build on a
 * developer's machine (no host context). Never a deploy preview, a branch deploy or any other deploy
 * the host marks as not production (Netlify's CONTEXT): a preview shows unapproved changes, and an
 * indexed copy of the site would compete with the real one.
 */
export function searchEnginesMayIndex(env: Readonly<Record<string, string | undefined>>): boolean {
  return isProductionBuild(env) || (!env.CONTEXT && !env.SITE_ENV)
}

/** What a build that may not be indexed answers with every response (secure-adapter.ts). */
export const NOT_INDEXED_HEADER = { key: "x-robots-tag", value: "noindex" } as const

/**
 * robots.txt names the sitemap by its absolute address, which depends on SITE_URL, so the build
 * writes it; a build that may not be indexed refuses every crawler instead.
 */
export function writeRobotsTxt(publicDir: string, siteUrl: string, indexed: boolean): void {
  const rules = indexed ? `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n` : "User-agent: *\nDisallow: /\n"
  fs.writeFileSync(path.join(publicDir, "robots.txt"), rules)
}
