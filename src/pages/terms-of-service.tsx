import { graphql, type HeadFC, type PageProps } from "gatsby"
import { ComplianceDocument } from "../components/sections/ComplianceDocument"
import { ComplianceHead } from "../components/seo/ComplianceHead"
import type { ComplianceContent } from "../lib/content/info-page-schemas"

export default function TermsOfServicePage({ data }: PageProps<Queries.TermsOfServicePageQuery>) {
  return <ComplianceDocument compliance={data.complianceJson as unknown as ComplianceContent} slug="terms-of-service" />
}

export const Head: HeadFC<Queries.TermsOfServicePageQuery> = ({ data, location }) => (
  <ComplianceHead compliance={data.complianceJson as unknown as ComplianceContent} slug="terms-of-service" path={location.pathname} />
)

export const query = graphql`
  query TermsOfServicePage {
    complianceJson {
      title
      updatedLabel
      updated
      contactText
      documents
    }
  }
`
