import { useComplianceCrumbs, type ComplianceDocumentProps } from "../compliance/ComplianceDocument"
import { Seo } from "./Seo"

/** The Head of a compliance document page. */
export function ComplianceHead({ document, hub, path }: ComplianceDocumentProps & { path: string }) {
  const crumbs = useComplianceCrumbs({ document, hub })
  return <Seo seo={document.seo} path={path} breadcrumbs={crumbs} />
}
