import { graphql, type HeadFC, type PageProps } from "gatsby"
import { ComplianceDocument, type ComplianceSlug } from "../components/compliance/ComplianceDocument"
import { ComplianceHead } from "../components/seo/ComplianceHead"

/** One compliance document of content/pages/compliance.json (its `slug` is the page's path). */
type Props = PageProps<Queries.ComplianceDocumentPageQuery, { slug: ComplianceSlug }>

export default function ComplianceDocumentPage({ data, pageContext }: Props) {
  return <ComplianceDocument compliance={data.complianceJson!} slug={pageContext.slug} />
}

export const Head: HeadFC<Queries.ComplianceDocumentPageQuery, { slug: ComplianceSlug }> = ({ data, location, pageContext }) => (
  <ComplianceHead compliance={data.complianceJson!} slug={pageContext.slug} path={location.pathname} />
)

export const query = graphql`
  query ComplianceDocumentPage {
    complianceJson {
      title
      updatedLabel
      updated
      contactText
      documents {
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
    }
  }
`
