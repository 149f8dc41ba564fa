/** Addresses the site, its functions, its build and its editor all refer to, declared once. */
// Also read by an edge function in Deno (netlify/edge-functions/): an import here needs its extension.

/** Where both consultation forms post (the function src/api/consultation.ts). */
export const CONSULTATION_ENDPOINT = "/api/consultation"

/** The editor's address for the staff (it redirects to the function that serves the page), and the folder of its files. */
export const ADMIN_PATH = "/admin"
/** The function serving the editor's page (src/api/admin.ts). */
export const ADMIN_PAGE_PATH = "/api/admin"
/** The site's setup of the editor (src/lib/editor/setup.ts with the build's content check), bundled. */
export const ADMIN_SETUP_SCRIPT = "cms-setup.js"
export const DECAP_BUNDLE = "decap-cms.js"
/** The editor's page preview (src/lib/editor-preview/: the site's pages, React 18 and the site's content), loaded when a preview is first shown, and its fonts' styles. */
export const PAGE_PREVIEW_SCRIPT = "cms-page-preview.js"
export const PAGE_PREVIEW_STYLES = "cms-page-preview.css"
/**
 * Loaded before Decap's bundle: tells it not to start by itself, so the setup script starts it with
 * the configuration compiled in (a YAML file of the translations' forms took Decap 40 s to parse).
 */
export const DECAP_MANUAL_INIT_SCRIPT = "cms-manual-init.js"

/** The GitHub API, which the editor reads and commits through once a member of staff has logged in. */
export const GIT_HOST_API = "https://api.github.com"

/** A registered study's record on ClinicalTrials.gov, by its identifier ("NCT01234567"). */
export const studyRecord = (registration: string) => `https://clinicaltrials.gov/study/${registration}`
