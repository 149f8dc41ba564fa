import type { ComplianceContent } from "../../lib/content/info-page-schemas"
import { complianceDocument, useComplianceCrumbs, type ComplianceSlug } from "../compliance/ComplianceDocument"
import { Seo } from "./Seo"

/** The Head of a compliance document page. */
export function ComplianceHead({ compliance, slug, path }: { compliance: ComplianceContent; slug: ComplianceSlug; path: string }) {
  const document = complianceDocument(compliance, slug)
  const crumbs = useComplianceCrumbs(compliance, slug)
  return (
    <Seo
      title={document.seo.title}
      description={document.seo.description}
      keywords={document.seo.keywords}
      path={path}
      breadcrumbs={crumbs}
    />
  )
}
