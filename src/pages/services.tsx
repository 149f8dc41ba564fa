import { graphql, type PageProps } from "gatsby"
import { SiteLink } from "../components/ui/SiteLink"
import styled from "styled-components"
import { PageBanner } from "../components/layout/PageBanner"
import { Seo } from "../components/seo/Seo"
import { CardsSection } from "../components/treatment/CardsSection"
import { ConsultationCta } from "../components/layout/ConsultationCta"
import { OutcomeStat } from "../components/treatment/OutcomeStat"
import { TitledSection } from "../components/ui/TitledSection"
import { StemCellExplainer } from "../components/services/StemCellExplainer"
import { TreatmentCardGroup } from "../components/services/TreatmentCardGroup"
import { Container } from "../components/ui/Container"
import { useCrumbs } from "../hooks/useCrumbs"
import { useSiteContent, withSiteContent } from "../hooks/useSiteContent"
import { treatmentPath } from "../lib/shared/routes"
import { MORE_TREATMENTS, treatmentsInGroup } from "../lib/shared/treatment-listing"
import { required } from "../lib/shared/page-data"

type Data = Queries.ServicesPageQuery

const LinkList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-xs) var(--space-lg);
  list-style: none;
  padding: 0;

  a {
    display: inline-flex;
    align-items: center;
    min-height: var(--touchTarget);
    font-weight: 700;
  }
`

/** /services: the treatment cards in their groups (each treatment's `listing`, treatment-listing.ts), what stem cell therapy is, why patients choose the clinic, and the 85% claim. */
export default function ServicesPage({ data, location }: PageProps<Data>) {
  const { site, shared, physicianCredentials } = useSiteContent()
  const { servicesJson: page, cards, more: moreTreatments } = required(data, "ServicesPage")
  const crumbs = useCrumbs(location.pathname)
  const groups = page.groups
    .map((group) => ({ ...group, treatments: treatmentsInGroup(cards.nodes, group.key) }))
    .filter((group) => group.treatments.length > 0)
  const more = treatmentsInGroup(moreTreatments.nodes, MORE_TREATMENTS)
  return (
    <>
      <PageBanner title={page.title} crumbs={crumbs} intro={page.intro} />
      <Container>
        {groups.map((group, groupIndex) => (
          <TreatmentCardGroup
            key={group.key}
            title={group.title}
            intro={group.intro}
            linkLabel={page.cardLinkLabel}
            cards={group.treatments.map((treatment, cardIndex) => ({
              title: treatment.card.title,
              description: treatment.card.description,
              path: treatmentPath(treatment.slug),
              image: treatment.heroImage.childImageSharp?.gatsbyImageData,
              priority: groupIndex === 0 && cardIndex === 0,
            }))}
          />
        ))}
        {more.length > 0 && (
          <TitledSection title={page.moreTreatments.title}>
            <LinkList>
              {more.map((treatment) => (
                <li key={treatment.slug}>
                  <SiteLink to={treatmentPath(treatment.slug)}>{treatment.card.title}</SiteLink>
                </li>
              ))}
            </LinkList>
          </TitledSection>
        )}
        <StemCellExplainer {...page.whatIs} />
        <CardsSection
          title={page.whyChoose.title}
          cards={[{ title: page.whyChoose.physicianTitle, description: `${physicianCredentials.join(". ")}.` }, ...page.whyChoose.items]}
        />
        <OutcomeStat {...page.claim} />
      </Container>
      <ConsultationCta {...shared.consultationCta} phone={site.phone} />
    </>
  )
}

export const Head = withSiteContent<Data>(({ data, location }) => {
  const { servicesJson: page } = required(data, "ServicesPage")
  const crumbs = useCrumbs(location.pathname)
  return <Seo seo={page.seo} path={location.pathname} pageType="CollectionPage" breadcrumbs={crumbs} />
})

export const query = graphql`
  query ServicesPage($lang: String!) {
    ...LayoutContent
    servicesJson(lang: { eq: $lang }) {
      seo {
        ...PageSeoFields
      }
      title
      intro
      groups {
        key
        title
        intro
      }
      cardLinkLabel
      moreTreatments {
        title
      }
      whatIs {
        title
        paragraphs
        points
      }
      whyChoose {
        title
        physicianTitle
        items {
          title
          description
        }
      }
      claim {
        title
        value
        label
        footnote
        evidence {
          ...OutcomeEvidenceFields
        }
      }
    }
    # The treatments of the page's language with their placement, which the page groups and orders:
    # the cards with their images, and those of "More treatment pages" (MORE_TREATMENTS), links only.
    cards: allTreatmentsJson(filter: { lang: { eq: $lang }, listing: { group: { ne: "more" } } }) {
      nodes {
        ...TreatmentCard
        heroImage {
          childImageSharp {
            gatsbyImageData(
              width: 400
              aspectRatio: 1.7778
              layout: CONSTRAINED
              placeholder: DOMINANT_COLOR
              formats: [AUTO, WEBP, AVIF]
              # One card of a group (e2e/images.spec.ts checks it): 4 columns on desktops, 2 on tablets, 1rem gaps.
              sizes: "(min-width: 72rem) calc((70rem - 3rem) / 4), (min-width: 960px) calc((100vw - 5rem) / 4), (min-width: 640px) calc((100vw - 3rem) / 2), calc(100vw - 2rem)"
            )
          }
        }
      }
    }
    more: allTreatmentsJson(filter: { lang: { eq: $lang }, listing: { group: { eq: "more" } } }) {
      nodes {
        ...TreatmentListing
        card {
          title
        }
      }
    }
  }
`
