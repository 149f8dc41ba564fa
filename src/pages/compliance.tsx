import { graphql, type PageProps } from "gatsby"
import { SiteLink } from "../components/ui/SiteLink"
import { PageBanner } from "../components/layout/PageBanner"
import { compliancePath } from "../lib/shared/routes"
import { Seo } from "../components/seo/Seo"
import { Card, CardGrid } from "../components/ui/CardGrid"
import { Container } from "../components/ui/Container"
import { useCrumbs } from "../hooks/useCrumbs"
import styled from "styled-components"
import { required } from "../lib/shared/page-data"
import { withSiteContent } from "../hooks/useSiteContent"

const Body = styled(Container)`
  padding-top: var(--space-lg);
`

/** /compliance: the documents the hub lists, each with its description, in the hub's order. */
export default function CompliancePage({ data, location }: PageProps<Queries.CompliancePageQuery>) {
  const { complianceJson: compliance } = required(data, "CompliancePage")
  const crumbs = useCrumbs(location.pathname, compliance.title)
  return (
    <>
      <PageBanner title={compliance.title} crumbs={crumbs} intro={compliance.intro} />
      <Body>
        <CardGrid $columns={2}>
          {compliance.documents.map((document) => (
            <Card key={document.slug}>
              <h2>
                <SiteLink to={compliancePath(document.slug)}>{document.title}</SiteLink>
              </h2>
              <p>{document.seo.description}</p>
            </Card>
          ))}
        </CardGrid>
      </Body>
    </>
  )
}

export const Head = withSiteContent<Queries.CompliancePageQuery>(({ data, location }) => {
  const { complianceJson: compliance } = required(data, "CompliancePage")
  const crumbs = useCrumbs(location.pathname, compliance.title)
  return <Seo seo={compliance.seo} path={location.pathname} breadcrumbs={crumbs} pageType="CollectionPage" />
})

export const query = graphql`
  query CompliancePage($lang: String!) {
    ...LayoutContent
    complianceJson(lang: { eq: $lang }) {
      seo {
        ...PageSeoFields
      }
      title
      intro
      documents {
        slug
        title
        seo {
          description
        }
      }
    }
  }
`
