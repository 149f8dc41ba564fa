import { graphql, type PageProps } from "gatsby"
import { ComplianceDocument } from "../components/compliance/ComplianceDocument"
import { ComplianceHead } from "../components/seo/ComplianceHead"
import { required } from "../lib/shared/page-data"
import { withSiteContent } from "../hooks/useSiteContent"

/** One compliance document, content/compliance/<slug>.json, at /<slug> (made by gatsby/create-pages.ts). */
type Props = PageProps<Queries.ComplianceDocumentPageQuery, { id: string }>

export default function ComplianceDocumentPage({ data }: Props) {
  const { complianceDocumentsJson, complianceJson, sharedJson } = required(data, "ComplianceDocumentPage")
  return <ComplianceDocument document={complianceDocumentsJson} hub={complianceJson} taglines={sharedJson.allTaglines} />
}

export const Head = withSiteContent<Queries.ComplianceDocumentPageQuery, { id: string }>(({ data, location }) => {
  const { complianceDocumentsJson, complianceJson } = required(data, "ComplianceDocumentPage")
  return <ComplianceHead document={complianceDocumentsJson} hub={complianceJson} path={location.pathname} />
})

export const query = graphql`
  query ComplianceDocumentPage($id: String!, $lang: String!) {
    ...LayoutContent
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
    complianceJson(lang: { eq: $lang }) {
      title
      updatedLabel
      updated
      contactText
    }
    sharedJson(lang: { eq: $lang }) {
      ...AllTaglines
    }
  }
`
