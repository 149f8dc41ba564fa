// Also read by an edge function in Deno (netlify/edge-functions/): an import here needs its extension.
import { ADMIN_PAGE_PATH, ADMIN_PATH } from "./addresses.ts"

/** An address that sends the visitor on: for good (301) or for now (302). */
export interface SiteRedirect {
  from: string
  to: string
  status: 301 | 302
}

/**
 * Every redirect of the site, declared once: each old address of content/redirects.json, for good,
 * and the editor's address for the staff, to the function that serves its page. The host answers
 * them from its edge function, with the security headers (netlify/edge-functions/redirect-headers.ts),
 * else from the rules the build writes to _redirects (src/lib/build-time/hosting/redirect-rules.ts);
 * an old address also has a page forwarding to the new one, for a host with neither
 * (gatsby/create-pages.ts, src/templates/redirect.tsx).
 */
export function siteRedirects(oldAddresses: ReadonlyArray<{ from: string; to: string }>): SiteRedirect[] {
  return [
    ...oldAddresses.map(({ from, to }) => ({ from, to, status: 301 as const })),
    { from: ADMIN_PATH, to: ADMIN_PAGE_PATH, status: 302 },
  ]
}
