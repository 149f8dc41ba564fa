/**
 * Every route of the specification's route table (shared/spec/clinic-website.md, section 2),
 * plus the routes that shared/spec/DECISIONS.md adds. The content check accepts a link to any
 * of these; the browser tests and the link crawler prove each one is really built.
 */
export const SPEC_ROUTES = [
  "/",
  "/about",
  "/services",
  "/services/knee",
  "/services/knee-replacement",
  "/services/hip",
  "/services/shoulder",
  "/services/back",
  "/services/foot-ankle",
  "/services/osteoarthritis",
  "/services/hair-restoration",
  "/services/erectile-dysfunction",
  "/services/neurological",
  "/services/sports-injuries",
  "/conditions",
  "/resources",
  "/resources/faq",
  "/resources/what-to-expect",
  "/resources/testimonials",
  "/resources/patient-guide",
  "/contact",
  "/privacy-policy",
  "/terms-of-service",
  "/medical-disclaimer",
  "/fda-statement",
  "/notice-of-privacy-practices",
  "/compliance",
  "/accessibility",
] as const

export type SpecRoute = (typeof SPEC_ROUTES)[number]

/** Old or alternative addresses that must keep working; each answers with a redirect. */
export const REDIRECTS: ReadonlyArray<{ fromPath: string; toPath: SpecRoute }> = [
  { fromPath: "/conditions/sports-injuries", toPath: "/services/sports-injuries" },
  { fromPath: "/compliance/privacy-policy", toPath: "/privacy-policy" },
  { fromPath: "/compliance/terms-of-service", toPath: "/terms-of-service" },
  { fromPath: "/compliance/medical-disclaimer", toPath: "/medical-disclaimer" },
  { fromPath: "/compliance/fda-statement", toPath: "/fda-statement" },
]

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
