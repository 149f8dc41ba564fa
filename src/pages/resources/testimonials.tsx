import { graphql, type PageProps } from "gatsby"
import { PageBanner } from "../../components/layout/PageBanner"
import { TestimonialList } from "../../components/resources/TestimonialList"
import { Seo } from "../../components/seo/Seo"
import { Container } from "../../components/ui/Container"
import { Note } from "../../components/ui/Note"
import { useCrumbs } from "../../hooks/useCrumbs"
import { useSiteContent, withSiteContent } from "../../hooks/useSiteContent"
import styled from "styled-components"
import { required } from "../../lib/shared/page-data"

const Body = styled(Container)`
  padding-top: var(--space-xl);
`

export default function TestimonialsPage({ data, location }: PageProps<Queries.TestimonialsPageQuery>) {
  const { testimonialsJson: page } = required(data, "TestimonialsPage")
  const { shared } = useSiteContent()
  const crumbs = useCrumbs(location.pathname, page.title)
  return (
    <>
      <PageBanner title={page.title} crumbs={crumbs} intro={page.intro}>
        <Note>{page.note}</Note>
      </PageBanner>
      <Body>
        <TestimonialList
          entries={page.entries.map(({ photo, ...entry }) => ({ ...entry, photo: photo?.childImageSharp?.gatsbyImageData }))}
          perPage={page.perPage}
          listTitle={page.listTitle}
          pagination={page.pagination}
          readMore={page.readMore}
          readLess={page.readLess}
          ratingLabel={page.ratingLabel}
          typicalResults={shared.typicalResults}
        />
      </Body>
    </>
  )
}

export const Head = withSiteContent<Queries.TestimonialsPageQuery>(({ data, location }) => {
  const { testimonialsJson: page } = required(data, "TestimonialsPage")
  const crumbs = useCrumbs(location.pathname, page.title)
  return <Seo seo={page.seo} path={location.pathname} breadcrumbs={crumbs} pageType="CollectionPage" />
})

export const query = graphql`
  query TestimonialsPage($lang: String!) {
    ...LayoutContent
    testimonialsJson(lang: { eq: $lang }) {
      seo {
        ...PageSeoFields
      }
      title
      intro
      note
      perPage
      listTitle
      pagination {
        label
        previous
        next
        page
      }
      readMore
      readLess
      ratingLabel
      entries {
        id
        name
        location
        photo {
          childImageSharp {
            # The avatar's circle, 3.5rem (56px): one file for each pixel density up to the photo's own.
            gatsbyImageData(width: 56, layout: FIXED, placeholder: NONE, formats: [AUTO, WEBP, AVIF])
          }
        }
        quote
        procedure
        date
        rating
        consent {
          materialConnection {
            disclosure
          }
        }
      }
    }
  }
`
