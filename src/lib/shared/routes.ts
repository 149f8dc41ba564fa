/** Where the site's generated pages live: one module for every route builder. */
export const treatmentPath = (slug: string) => `/services/${slug}`
export const compliancePath = (slug: string) => `/${slug}`
export const COMPLIANCE_HUB = "/compliance"
/** The not-found page (Gatsby writes it as /404.html too). */
export const NOT_FOUND_ROUTE = "/404"

/** A folder of content/ with one page per file, and where each file's page lives. */
export interface Collection {
  readonly folder: string
  readonly route: (slug: string) => string
}
export const TREATMENTS: Collection = { folder: "treatments", route: treatmentPath }
export const COMPLIANCE_DOCUMENTS: Collection = { folder: "compliance", route: compliancePath }

/** "/about/#team" and "/about?x" both name the page "/about". */
export function routeOf(link: string): string {
  const path = link.split(/[?#]/)[0]
  if (path.length > 1 && path.endsWith("/")) return path.slice(0, -1)
  return path === "" ? "/" : path
}

export function isInternalLink(link: string): boolean {
  return link.startsWith("/") && !link.startsWith("//")
}

/** Files the build writes to public/ itself (not from static/); a link to one is a known path. */
export const PATIENT_GUIDE_PDF = "/downloads/patient-guide.pdf"
export const GENERATED_FILES: readonly string[] = [PATIENT_GUIDE_PDF]
