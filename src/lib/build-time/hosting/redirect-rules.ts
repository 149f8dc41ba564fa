import fs from "node:fs"
import path from "node:path"
import type { SiteRedirect } from "../../shared/site-redirects"

/**
 * Writes public/_redirects with the site's redirects (siteRedirects), each forced (`!`): an old
 * address also has a small forwarding page (src/templates/redirect.tsx) for hosts that ignore
 * `_redirects`, such as `gatsby serve`, and a forced rule wins over a file at its address. Written
 * by the build rather than through Gatsby's createRedirect, which warns on every build that a page
 * and a redirect share an address: the overlap is the design. The Netlify adapter adds its own rules
 * after these (the functions, each language's not-found page), keeping them.
 */
export function writeRedirectRules(publicDir: string, redirects: readonly SiteRedirect[]): void {
  const rules = redirects.map(({ from, to, status }) => `${encodeURI(from)}  ${encodeURI(to)}  ${status}!\n`).join("")
  fs.writeFileSync(path.join(publicDir, "_redirects"), `# The site's redirects (siteRedirects, src/lib/shared/site-redirects.ts)\n${rules}`)
}
