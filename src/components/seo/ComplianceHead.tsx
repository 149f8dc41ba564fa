import { complianceDocument, useComplianceCrumbs, type ComplianceDocuments, type ComplianceSlug } from "../compliance/ComplianceDocument"
import { Seo } from "./Seo"

/** The Head of a compliance document page. */
export function ComplianceHead({ compliance, slug, path }: { compliance: ComplianceDocuments; slug: ComplianceSlug; path: string }) {
  const document = complianceDocument(compliance, slug)
  const crumbs = useComplianceCrumbs(compliance, slug)
  return <Seo seo={document.seo} path={path} breadcrumbs={crumbs} />
}
