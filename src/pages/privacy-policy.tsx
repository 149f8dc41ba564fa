import { graphql, type HeadFC, type PageProps } from "gatsby"
import { ComplianceDocument } from "../components/sections/ComplianceDocument"
import { ComplianceHead } from "../components/seo/ComplianceHead"
import type { ComplianceContent } from "../lib/content/info-page-schemas"

export default function PrivacyPolicyPage({ data }: PageProps<Queries.PrivacyPolicyPageQuery>) {
  return <ComplianceDocument compliance={data.complianceJson as unknown as ComplianceContent} slug="privacy-policy" />
}

export const Head: HeadFC<Queries.PrivacyPolicyPageQuery> = ({ data, location }) => (
  <ComplianceHead compliance={data.complianceJson as unknown as ComplianceContent} slug="privacy-policy" path={location.pathname} />
)

export const query = graphql`
  query PrivacyPolicyPage {
    complianceJson {
      title
      updatedLabel
      updated
      contactText
      documents
    }
  }
`
