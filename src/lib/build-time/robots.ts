import fs from "node:fs"
import path from "node:path"

/** robots.txt names the sitemap by its absolute address, which depends on SITE_URL, so the build writes it. */
export function writeRobotsTxt(publicDir: string, siteUrl: string): void {
  fs.writeFileSync(path.join(publicDir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`)
}
