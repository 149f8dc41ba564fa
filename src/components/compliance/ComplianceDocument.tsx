import styled from "styled-components"
import { useCrumbs } from "../../hooks/useCrumbs"
import { useSiteContent } from "../../hooks/useSiteContent"
import type { ComplianceContent } from "../../lib/content/info-page-schemas"
import { telHref } from "../../lib/format"
import { COMPLIANCE_HUB, compliancePath } from "../../lib/routes"
import { PageBanner } from "../layout/PageBanner"
import { Container } from "../ui/Container"
import { ProseSections } from "./ProseSections"

export type ComplianceSlug = ComplianceContent["documents"][number]["slug"]
/** What a document page needs of content/pages/compliance.json: the documents and the lines every document shares, not the hub's own Head and intro. */
export type ComplianceDocuments = Omit<ComplianceContent, "seo" | "intro">

const Body = styled(Container)`
  padding-top: var(--space-xl);
`

const Updated = styled.p`
  color: var(--colors-textMuted);
  font-size: var(--fontSizes-small);
`

/** The breadcrumbs of a compliance document: Home > Compliance > document (DECISIONS.md). */
export function useComplianceCrumbs(compliance: ComplianceDocuments, slug: ComplianceSlug) {
  const document = complianceDocument(compliance, slug)
  return useCrumbs({ label: compliance.title, path: COMPLIANCE_HUB }, { label: document.title, path: compliancePath(slug) })
}

export function complianceDocument(compliance: ComplianceDocuments, slug: ComplianceSlug) {
  const document = compliance.documents.find((entry) => entry.slug === slug)
  if (!document) throw new Error(`content/pages/compliance.json has no document "${slug}"`)
  return document
}

/** One policy or statement from content/pages/compliance.json, with the clinic's contact details. */
export function ComplianceDocument({ compliance, slug }: { compliance: ComplianceDocuments; slug: ComplianceSlug }) {
  const { site } = useSiteContent()
  const document = complianceDocument(compliance, slug)
  const crumbs = useComplianceCrumbs(compliance, slug)
  return (
    <>
      <PageBanner title={document.title} crumbs={crumbs} intro={document.intro} />
      <Body $narrow>
        <Updated>
          {compliance.updatedLabel}: {compliance.updated}
        </Updated>
        <ProseSections sections={document.sections} />
        <p>
          {compliance.contactText} <a href={telHref(site.phone)}>{site.phone}</a> · <a href={`mailto:${site.email}`}>{site.email}</a>
        </p>
      </Body>
    </>
  )
}
