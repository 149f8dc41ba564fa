import { graphql, type HeadFC, type PageProps } from "gatsby"
import { ComplianceDocument } from "../components/sections/ComplianceDocument"
import { ComplianceHead } from "../components/seo/ComplianceHead"
import type { ComplianceContent } from "../lib/content/info-page-schemas"

export default function MedicalDisclaimerPage({ data }: PageProps<Queries.MedicalDisclaimerPageQuery>) {
  return <ComplianceDocument compliance={data.complianceJson as unknown as ComplianceContent} slug="medical-disclaimer" />
}

export const Head: HeadFC<Queries.MedicalDisclaimerPageQuery> = ({ data, location }) => (
  <ComplianceHead compliance={data.complianceJson as unknown as ComplianceContent} slug="medical-disclaimer" path={location.pathname} />
)

export const query = graphql`
  query MedicalDisclaimerPage {
    complianceJson {
      title
      updatedLabel
      updated
      contactText
      documents
    }
  }
`
