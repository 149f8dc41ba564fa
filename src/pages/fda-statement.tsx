import { graphql, type HeadFC, type PageProps } from "gatsby"
import { ComplianceDocument } from "../components/sections/ComplianceDocument"
import { ComplianceHead } from "../components/seo/ComplianceHead"
import type { ComplianceContent } from "../lib/content/info-page-schemas"

export default function FdaStatementPage({ data }: PageProps<Queries.FdaStatementPageQuery>) {
  return <ComplianceDocument compliance={data.complianceJson as unknown as ComplianceContent} slug="fda-statement" />
}

export const Head: HeadFC<Queries.FdaStatementPageQuery> = ({ data, location }) => (
  <ComplianceHead compliance={data.complianceJson as unknown as ComplianceContent} slug="fda-statement" path={location.pathname} />
)

export const query = graphql`
  query FdaStatementPage {
    complianceJson {
      title
      updatedLabel
      updated
      contactText
      documents
    }
  }
`
