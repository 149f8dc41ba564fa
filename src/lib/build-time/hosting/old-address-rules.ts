import fs from "node:fs"
import path from "node:path"

interface Redirect {
  from: string
  to: string
}

/**
 * The old addresses of content/redirects.json as Netlify's `_redirects` rules: a permanent
 * redirect, forced (`301!`) because each old address also has a small forwarding page
 * (src/templates/redirect.tsx) for hosts that ignore `_redirects`, such as `gatsby serve`.
 * Written by the build rather than through Gatsby's createRedirect, which warns on every build
 * that a page and a redirect share an address: the overlap is the design.
 */
function oldAddressRules(redirects: readonly Redirect[]): string {
  return redirects.map(({ from, to }) => `${encodeURI(from)}  ${encodeURI(to)}  301!\n`).join("")
}

/** Writes public/_redirects with the old addresses; the Netlify adapter adds its own rules after them, keeping these. */
export function writeOldAddressRules(publicDir: string, redirects: readonly Redirect[]): void {
  fs.writeFileSync(path.join(publicDir, "_redirects"), `# Old addresses (content/redirects.json)\n${oldAddressRules(redirects)}`)
}
