/** The content files the rules read by name: paths under content/ (or under a language's folder). */

/** The copy every page shares: the same wordings, the notices, the risks of each procedure's parts, the FDA's terms. */
export const SHARED_FILE = "shared.json"
/** The treatments page, whose groups list the treatments. */
export const SERVICES_FILE = "pages/services.json"
/** The home page, whose grid lists some treatments. */
export const HOME_FILE = "pages/home.json"
/** A treatment's file: one per page under /services. */
export const TREATMENT_FILE = /^treatments\/[^/]+\.json$/
