// Deno, which runs Netlify's edge functions, imports a module by its whole name and JSON with its type.
import content from "../../content/redirects.json" with { type: "json" }
import { siteRedirects, type SiteRedirect } from "../../src/lib/shared/site-redirects.ts"
import { REDIRECT_HEADERS } from "../../src/lib/shared/security-headers.ts"

/** The site's redirects, as the build writes them to _redirects, by the address they answer. */
const REDIRECTS = new Map<string, SiteRedirect>(siteRedirects(content.redirects).map((redirect) => [redirect.from, redirect]))

/**
 * Answers the site's redirects with the security headers. Netlify sends the headers of
 * public/_headers only with files it serves, never with the 301 or 302 of a _redirects rule
 * (docs/hosting.md); an edge function runs before those rules, so its answer is the one the
 * visitor gets. The rules stay in _redirects and answer wherever this function does not run.
 */
export default function redirectWithHeaders(request: Request): Response | undefined {
  const url = new URL(request.url)
  const redirect = REDIRECTS.get(url.pathname)
  // Not one of the addresses below (config.path matches them exactly): the host answers as usual.
  if (!redirect) return undefined
  const headers = new Headers(REDIRECT_HEADERS.map(({ key, value }): [string, string] => [key, value]))
  // As a _redirects rule does, the query string goes along to the new address.
  headers.set("location", `${redirect.to}${url.search}`)
  return new Response(null, { status: redirect.status, headers })
}

/** Only these addresses: the function costs nothing on any page. */
export const config = { path: [...REDIRECTS.keys()] }
