import { graphql, type HeadFC, type PageProps } from "gatsby"
import { ComplianceDocument } from "../components/compliance/ComplianceDocument"
import { ComplianceHead } from "../components/seo/ComplianceHead"

/** One compliance document, content/compliance/<slug>.json, at /<slug> (made by gatsby/create-pages.ts). */
type Props = PageProps<Queries.ComplianceDocumentPageQuery, { id: string }>

export default function ComplianceDocumentPage({ data }: Props) {
  return <ComplianceDocument document={data.complianceDocumentsJson!} hub={data.complianceJson!} />
}

export const Head: HeadFC<Queries.ComplianceDocumentPageQuery, { id: string }> = ({ data, location }) => (
  <ComplianceHead document={data.complianceDocumentsJson!} hub={data.complianceJson!} path={location.pathname} />
)

export const query = graphql`
  query ComplianceDocumentPage($id: String!) {
    complianceDocumentsJson(id: { eq: $id }) {
      slug
      title
      seo {
        ...PageSeoFields
      }
      intro
      sections {
        ...ProseSectionFields
      }
    }
    complianceJson {
      title
      updatedLabel
      updated
      contactText
    }
  }
`
