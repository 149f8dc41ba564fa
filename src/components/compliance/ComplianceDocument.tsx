import styled from "styled-components"
import { useCrumbs } from "../../hooks/useCrumbs"
import { useSiteContent } from "../../hooks/useSiteContent"
import type { ComplianceContent, ComplianceDocumentContent } from "../../lib/shared/content/model/info-page-schemas"
import { telHref } from "../../lib/shared/format"
import { COMPLIANCE_HUB, compliancePath } from "../../lib/shared/routes"
import { PageBanner } from "../layout/PageBanner"
import { Container } from "../ui/Container"
import { ProseSections, type ProseSectionsProps } from "./ProseSections"

/** The lines of the compliance hub (content/pages/compliance.json) that every document shows: its title for the breadcrumbs, the update date, the contact line. */
type ComplianceHubLines = Pick<ComplianceContent, "title" | "updatedLabel" | "updated" | "contactText">

export interface ComplianceDocumentProps {
  document: ComplianceDocumentContent
  hub: ComplianceHubLines
  taglines?: ProseSectionsProps["taglines"]
}

const Body = styled(Container)`
  padding-top: var(--space-xl);
`

const Updated = styled.p`
  color: var(--colors-textMuted);
  font-size: var(--fontSizes-small);
`

/** The breadcrumbs of a compliance document: Home > Compliance > document. */
export function useComplianceCrumbs({ document, hub }: ComplianceDocumentProps) {
  return useCrumbs(compliancePath(document.slug), document.title, { label: hub.title, path: COMPLIANCE_HUB })
}

/** One policy or statement from content/compliance/<slug>.json, with the clinic's contact details. */
export function ComplianceDocument({ document, hub, taglines }: ComplianceDocumentProps) {
  const { site } = useSiteContent()
  const crumbs = useComplianceCrumbs({ document, hub })
  return (
    <>
      <PageBanner title={document.title} crumbs={crumbs} intro={document.intro} />
      <Body $narrow>
        <Updated>
          {hub.updatedLabel}: {hub.updated}
        </Updated>
        <ProseSections sections={document.sections} taglines={taglines} />
        <p>
          {hub.contactText} <a href={telHref(site.phone)}>{site.phone}</a> · <a href={`mailto:${site.email}`}>{site.email}</a>
        </p>
      </Body>
    </>
  )
}
