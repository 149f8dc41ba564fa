import { graphql, type PageProps } from "gatsby"
import { Seo } from "../components/seo/Seo"
import { ConsultationForm } from "../components/forms/ConsultationForm"
import { ConsultationCta } from "../components/layout/ConsultationCta"
import { FeatureCards } from "../components/home/FeatureCards"
import { HomeHero } from "../components/home/HomeHero"
import { PhysicianProfile } from "../components/home/PhysicianProfile"
import { StemCellIntro } from "../components/home/StemCellIntro"
import { TestimonialCarousel } from "../components/home/TestimonialCarousel"
import { TreatmentGrid, type TreatmentGridItem } from "../components/home/TreatmentGrid"
import { TitledSection } from "../components/ui/TitledSection"
import { useSiteContent, withSiteContent } from "../hooks/useSiteContent"
import { physicianWithProfession } from "../lib/shared/physician"
import { treatmentPath } from "../lib/shared/routes"
import { homePageTreatments } from "../lib/shared/treatment-listing"
import { required } from "../lib/shared/page-data"

/** The treatments the home page lists: those placed on it (`listing.onHomePage`), in their order. */
function treatmentItems(treatments: Queries.HomePageQuery["homeTreatments"]["nodes"]): TreatmentGridItem[] {
  return homePageTreatments(treatments).map((treatment) => ({
    path: treatmentPath(treatment.slug),
    title: treatment.card.title,
    description: treatment.card.description,
    image: treatment.heroImage.childImageSharp?.gatsbyImageData,
    imageAlt: treatment.heroImageAlt,
  }))
}

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const { site, shared, physicianCredentials, language } = useSiteContent()
  const { homeJson: home, formsJson: forms, homeTreatments } = required(data, "HomePage")
  const { physician, stemCells, whyChoose, treatments, testimonials, closing } = home
  return (
    <>
      <HomeHero {...home.hero} />
      <TitledSection band id="consultation" title={forms.home.title} intro={forms.home.intro} tinted>
        <ConsultationForm kind="home" copy={forms} phone={site.phone} lang={language.lang} compact />
      </TitledSection>
      <PhysicianProfile {...physician} physician={physicianWithProfession(site.physician)} credentials={physicianCredentials} />
      <StemCellIntro {...stemCells} />
      <FeatureCards id="why-choose" title={whyChoose.title} cards={whyChoose.cards} />
      <TreatmentGrid
        title={treatments.title}
        intro={treatments.intro}
        items={treatmentItems(homeTreatments.nodes)}
        learnMore={treatments.learnMore}
        allConditions={treatments.allConditions}
      />
      <TestimonialCarousel {...testimonials} typicalResults={shared.typicalResults} />
      <ConsultationCta
        title={closing.title}
        text={closing.text}
        button={closing.button}
        phonePrefix={closing.phonePrefix}
        phone={site.phone}
      />
    </>
  )
}

export const Head = withSiteContent<Queries.HomePageQuery>(({ data, location }) => {
  const { seo } = required(data, "HomePage").homeJson
  return <Seo seo={seo} path={location.pathname} />
})

export const query = graphql`
  query HomePage($lang: String!) {
    ...LayoutContent
    homeJson(lang: { eq: $lang }) {
      seo {
        ...PageSeoFields
      }
      hero {
        headline
        intro
        primaryButton {
          label
          path
        }
        secondaryButton {
          label
          path
        }
        benefits
      }
      physician {
        title
        intro
        credentialsTitle
        highlights {
          title
          text
        }
        link {
          label
          path
        }
      }
      stemCells {
        title
        intro
        points
        claim {
          figure
          text
          footnote
          evidence {
            ...OutcomeEvidenceFields
          }
        }
      }
      whyChoose {
        title
        cards {
          title
          text
        }
      }
      treatments {
        title
        intro
        learnMore
        allConditions {
          label
          path
        }
      }
      testimonials {
        title
        label
        roleDescription
        slideRoleDescription
        slideLabel
        previous
        next
        dot
        ratingLabel
        items {
          id
          quote
          author
          treatment
          rating
          consent {
            materialConnection {
              disclosure
            }
          }
        }
        note
        moreLink {
          label
          path
        }
      }
      closing {
        title
        text
        phonePrefix
        button {
          label
          path
        }
      }
    }
    # The treatments placed on the home page (their listing), in the page's language.
    homeTreatments: allTreatmentsJson(filter: { lang: { eq: $lang }, listing: { onHomePage: { eq: true } } }) {
      nodes {
        ...TreatmentCard
        heroImage {
          childImageSharp {
            gatsbyImageData(
              width: 480
              aspectRatio: 1.6
              formats: [AUTO, WEBP, AVIF]
              # One card of the treatment grid (e2e/images.spec.ts checks it): 4 columns on desktops, 2 on tablets, 1.5rem gaps.
              sizes: "(min-width: 72rem) calc((70rem - 4.5rem) / 4), (min-width: 960px) calc((100vw - 6.5rem) / 4), (min-width: 640px) calc((100vw - 3.5rem) / 2), calc(100vw - 2rem)"
            )
          }
        }
        heroImageAlt
      }
    }
    formsJson(lang: { eq: $lang }) {
      ...ConsultationFormsCopy
    }
  }
`
