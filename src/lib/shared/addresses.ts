/** Addresses the site, its functions, its build and its editor all refer to, declared once. */
// Also read by an edge function in Deno (netlify/edge-functions/): an import here needs its extension.

/** Where both consultation forms post (the function src/api/consultation.ts). */
export const CONSULTATION_ENDPOINT = "/api/consultation"

/** The editor's address for the staff (it redirects to the function that serves the page), and the folder of its files. */
export const ADMIN_PATH = "/admin"
/** The function serving the editor's page (src/api/admin.ts). */
export const ADMIN_PAGE_PATH = "/api/admin"
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

/** The site's setup of the editor (src/lib/editor/setup.ts with the build's content check), bundled. */
export const ADMIN_SETUP_SCRIPT = "cms-setup.js"
export const DECAP_BUNDLE = "decap-cms.js"
/**
 * Loaded before Decap's bundle: tells it not to start by itself, so the setup script starts it with
 * the configuration compiled in (a YAML file of the translations' forms took Decap 40 s to parse).
 */
export const DECAP_MANUAL_INIT_SCRIPT = "cms-manual-init.js"

/** The GitHub API, which the editor reads and commits through once a member of staff has logged in. */
export const GIT_HOST_API = "https://api.github.com"

/** A registered study's record on ClinicalTrials.gov, by its identifier ("NCT01234567"). */
export const studyRecord = (registration: string) => `https://clinicaltrials.gov/study/${registration}`
