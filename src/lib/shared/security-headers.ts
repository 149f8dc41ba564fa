/**
 * The security headers of every response, declared once (gatsby-config `headers`) and written
 * for the deployment target by its adapter (src/lib/build-time/hosting/secure-adapter.ts wraps gatsby-adapter-netlify).
 *
 * The Content-Security-Policy allows no origin but the site's own, except the map frame
 * (https://www.google.com), which the contact page loads only after the visitor clicks
 * "Show map". Why each directive that is not plain 'self' or 'none' is there:
 * - script-src 'self' + sha256 hashes: Gatsby writes a few inline scripts into every page
 *   (window.pagePath, the chunk map, the compilation hash, gatsby-plugin-image's loading
 *   helper). Their text is only known after the HTML is rendered, so the adapter wrapper
 *   hashes every inline script of the built pages and puts the hashes where
 *   SCRIPT_HASHES_PLACEHOLDER stands. No 'unsafe-inline', no 'unsafe-eval'.
 * - style-src 'unsafe-inline': styled-components injects <style> elements at run time whose
 *   text depends on props, and Gatsby and gatsby-plugin-image write style="" attributes into
 *   the server HTML; hashes cannot cover either. Inline CSS cannot run script, and with
 *   img-src, font-src and connect-src limited to 'self' it cannot send data to another host.
 * - img-src data:: gatsby-plugin-image placeholders are data: URIs.
 *
 * Also read by an edge function in Deno (netlify/edge-functions/): an import here needs its extension.
 */
export const SCRIPT_HASHES_PLACEHOLDER = "'build-time-inline-script-hashes'"

/** The one third-party origin: the contact page's click-to-load map frame. */
export const MAP_FRAME_ORIGIN = "https://www.google.com"

const CSP_DIRECTIVES: ReadonlyArray<readonly [string, string]> = [
  ["default-src", "'self'"],
  ["script-src", `'self' ${SCRIPT_HASHES_PLACEHOLDER}`],
  ["style-src", "'self' 'unsafe-inline'"],
  ["img-src", "'self' data:"],
  ["font-src", "'self'"],
  ["connect-src", "'self'"],
  ["manifest-src", "'self'"],
  ["worker-src", "'self'"],
  ["frame-src", MAP_FRAME_ORIGIN],
  ["object-src", "'none'"],
  ["base-uri", "'self'"],
  ["form-action", "'self'"],
  ["frame-ancestors", "'none'"],
]

export const CSP_TEMPLATE = CSP_DIRECTIVES.map(([name, value]) => `${name} ${value}`).join("; ")

export interface Header {
  key: string
  value: string
}

/** Sent with every response. Header names are lower case, as Gatsby's own defaults are. */
export const SECURITY_HEADERS: Header[] = [
  { key: "content-security-policy", value: CSP_TEMPLATE },
  { key: "strict-transport-security", value: "max-age=63072000; includeSubDomains" },
  { key: "x-content-type-options", value: "nosniff" },
  { key: "referrer-policy", value: "strict-origin-when-cross-origin" },
  { key: "permissions-policy", value: "camera=(), microphone=(), geolocation=()" },
  { key: "x-frame-options", value: "DENY" },
]

/**
 * The policy of a redirect (netlify/edge-functions/redirect-headers.ts): the answer has no body, so
 * nothing may load or run in it and nothing may frame it. The pages' policy would not fit: its
 * script hashes are filled in by the build for the pages, and it allows what a page needs.
 */
export const REDIRECT_CSP = "default-src 'none'; frame-ancestors 'none'"

/** The headers of a redirect: those of every response, with the redirect's policy. */
export const REDIRECT_HEADERS: Header[] = SECURITY_HEADERS.map((header) =>
  header.key === "content-security-policy" ? { ...header, value: REDIRECT_CSP } : header,
)

/**
 * Why the editor's policy differs from the site's:
 * - script-src 'unsafe-eval': Decap validates its configuration with ajv, which compiles each
 *   validator with `new Function`. No inline script: the page's own code is a file.
 * - connect-src: the git host's API (or, on a developer's machine, the local backend), and blob:
 *   for an image being uploaded.
 * - img-src blob: and GitHub's avatar host: previews of uploaded images, the staff's avatar.
 * Everything else is the site's own policy: no frames from elsewhere, no plugins, no framing.
 */
export function adminCsp(backendOrigins: readonly string[]): string {
  return [
    ["default-src", "'self'"],
    ["script-src", "'self' 'unsafe-eval'"],
    ["style-src", "'self' 'unsafe-inline'"],
    ["img-src", "'self' data: blob: https://avatars.githubusercontent.com"],
    ["font-src", "'self' data:"],
    // blob:: an uploaded image is read back from the blob: URL Decap made of the chosen file.
    ["connect-src", ["'self'", "blob:", ...backendOrigins].join(" ")],
    ["frame-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ]
    .map(([name, value]) => `${name} ${value}`)
    .join("; ")
}
