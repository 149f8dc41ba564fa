import { graphql, type HeadFC, type PageProps } from "gatsby"
import { PageBanner } from "../../components/layout/PageBanner"
import { TestimonialList } from "../../components/resources/TestimonialList"
import { Seo } from "../../components/seo/Seo"
import { Container } from "../../components/ui/Container"
import { Note } from "../../components/ui/Note"
import { useCrumbs } from "../../hooks/useCrumbs"
import type { TestimonialsPageContent } from "../../lib/content/info-page-schemas"
import styled from "styled-components"

const PATH = "/resources/testimonials"

const Body = styled(Container)`
  padding-top: var(--space-xl);
`

export default function TestimonialsPage({ data }: PageProps<Queries.TestimonialsPageQuery>) {
  const page = data.testimonialsJson as unknown as TestimonialsPageContent
  const crumbs = useCrumbs("/resources", { label: page.title, path: PATH })
  return (
    <>
      <PageBanner title={page.title} crumbs={crumbs} intro={page.intro}>
        <Note>{page.note}</Note>
      </PageBanner>
      <Body>
        <TestimonialList
          entries={page.entries}
          perPage={page.perPage}
          listTitle={page.listTitle}
          pagination={page.pagination}
          readMore={page.readMore}
          readLess={page.readLess}
          ratingLabel={page.ratingLabel}
        />
      </Body>
    </>
  )
}

export const Head: HeadFC<Queries.TestimonialsPageQuery> = ({ data, location }) => {
  const page = data.testimonialsJson!
  const crumbs = useCrumbs("/resources", { label: page.title, path: PATH })
  return (
    <Seo
      title={page.seo.title}
      description={page.seo.description}
      keywords={page.seo.keywords}
      path={location.pathname}
      breadcrumbs={crumbs}
      pageType="CollectionPage"
    />
  )
}

export const query = graphql`
  query TestimonialsPage {
    testimonialsJson {
      seo {
        title
        description
        keywords
      }
      title
      intro
      note
      perPage
      listTitle
      pagination
      readMore
      readLess
      ratingLabel
      entries
    }
  }
`
