/** The content files the rules read by name: paths under content/ (or under a language's folder). */

/** The clinic's identity: its name, address, people and reviewers. */
export const SITE_FILE = "site.json"
/** The copy every page shares: the same wordings, the notices, the risks of each procedure's parts, the FDA's terms. */
export const SHARED_FILE = "shared.json"
/** The menus of every page. */
export const NAVIGATION_FILE = "navigation.json"
/** The forms' words, their errors and the consultation endpoint's pages. */
export const FORMS_FILE = "forms.json"
/** The treatments page, whose groups list the treatments. */
export const SERVICES_FILE = "pages/services.json"
/** The home page, whose grid lists some treatments. */
export const HOME_FILE = "pages/home.json"
/** A treatment's file: one per page under /services. */
export const TREATMENT_FILE = /^treatments\/[^/]+\.json$/
/** The old addresses that must keep working, and where each leads now. */
export const REDIRECTS_FILE = "redirects.json"
