import { graphql, type PageProps } from "gatsby"
import styled from "styled-components"
import { ConditionCategory } from "../components/conditions/ConditionCategory"
import { PageBanner } from "../components/layout/PageBanner"
import { Seo } from "../components/seo/Seo"
import { ConsultationCta } from "../components/layout/ConsultationCta"
import { Container } from "../components/ui/Container"
import { useCrumbs } from "../hooks/useCrumbs"
import { useSiteContent, withSiteContent } from "../hooks/useSiteContent"
import { media } from "../styles/theme"
import { required } from "../lib/shared/page-data"

type Data = Queries.ConditionsPageQuery

const Categories = styled.ul`
  display: grid;
  gap: var(--space-lg);
  margin-top: var(--space-xl);
  list-style: none;
  padding: 0;

  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

/** /conditions: the four condition categories, each linking to its treatment page, and the Book Your Consultation call to action. */
export default function ConditionsPage({ data, location }: PageProps<Data>) {
  const { site, shared } = useSiteContent()
  const { conditionsJson: page } = required(data, "ConditionsPage")
  const crumbs = useCrumbs(location.pathname, page.title)
  return (
    <>
      <PageBanner title={page.title} crumbs={crumbs} intro={page.intro} />
      <Container>
        <Categories>
          {page.categories.map((category) => (
            <li key={category.id} id={category.id}>
              <ConditionCategory
                title={category.title}
                description={category.description}
                items={category.items}
                link={category.link}
                image={category.image.childImageSharp?.gatsbyImageData}
              />
            </li>
          ))}
        </Categories>
      </Container>
      <ConsultationCta {...page.cta} phonePrefix={shared.consultationCta.phonePrefix} phone={site.phone} />
    </>
  )
}

export const Head = withSiteContent<Data>(({ data, location }) => {
  const { conditionsJson: page } = required(data, "ConditionsPage")
  const crumbs = useCrumbs(location.pathname, page.title)
  return <Seo seo={page.seo} path={location.pathname} pageType="CollectionPage" breadcrumbs={crumbs} />
})

export const query = graphql`
  query ConditionsPage($lang: String!) {
    ...LayoutContent
    conditionsJson(lang: { eq: $lang }) {
      seo {
        ...PageSeoFields
      }
      title
      intro
      categories {
        id
        title
        description
        items
        link {
          label
          path
        }
        image {
          childImageSharp {
            gatsbyImageData(
              width: 560
              aspectRatio: 2.5
              layout: CONSTRAINED
              placeholder: DOMINANT_COLOR
              formats: [AUTO, WEBP, AVIF]
              # One category (e2e/images.spec.ts checks it): 2 columns from tablets, a 1.5rem gap.
              sizes: "(min-width: 72rem) calc((70rem - 1.5rem) / 2), (min-width: 640px) calc((100vw - 3.5rem) / 2), calc(100vw - 2rem)"
            )
          }
        }
      }
      cta {
        title
        text
        button {
          label
          path
        }
      }
    }
  }
`
