import { graphql, Link, type HeadFC, type PageProps } from "gatsby"
import { PageBanner } from "../components/layout/PageBanner"
import { COMPLIANCE_HUB } from "../lib/routes"
import { Seo } from "../components/seo/Seo"
import { Card, CardGrid } from "../components/ui/CardGrid"
import { Container } from "../components/ui/Container"
import { useCrumbs } from "../hooks/useCrumbs"
import type { ComplianceContent } from "../lib/content/info-page-schemas"
import styled from "styled-components"

const Body = styled(Container)`
  padding-top: var(--space-lg);
`

export default function CompliancePage({ data }: PageProps<Queries.CompliancePageQuery>) {
  const compliance = data.complianceJson as unknown as ComplianceContent
  const crumbs = useCrumbs({ label: compliance.title, path: COMPLIANCE_HUB })
  return (
    <>
      <PageBanner title={compliance.title} crumbs={crumbs} intro={compliance.intro} />
      <Body>
        <CardGrid $columns={2}>
          {compliance.documents.map((document) => (
            <Card key={document.slug}>
              <h2>
                <Link to={`/${document.slug}`}>{document.title}</Link>
              </h2>
              <p>{document.seo.description}</p>
            </Card>
          ))}
        </CardGrid>
      </Body>
    </>
  )
}

export const Head: HeadFC<Queries.CompliancePageQuery> = ({ data, location }) => {
  const compliance = data.complianceJson as unknown as ComplianceContent
  const crumbs = useCrumbs({ label: compliance.title, path: COMPLIANCE_HUB })
  return (
    <Seo
      title={compliance.seo.title}
      description={compliance.seo.description}
      keywords={compliance.seo.keywords}
      path={location.pathname}
      breadcrumbs={crumbs}
      pageType="CollectionPage"
    />
  )
}

export const query = graphql`
  query CompliancePage {
    complianceJson {
      seo {
        title
        description
        keywords
      }
      title
      intro
      documents
    }
  }
`
