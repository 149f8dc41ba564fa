import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Seo } from "../components/seo/Seo"
import { HomeConsultationForm } from "../components/forms/HomeConsultationForm"
import { ConsultationCta } from "../components/layout/ConsultationCta"
import { FeatureCards } from "../components/home/FeatureCards"
import { HomeHero } from "../components/home/HomeHero"
import { PhysicianProfile } from "../components/home/PhysicianProfile"
import { StemCellIntro } from "../components/home/StemCellIntro"
import { TestimonialCarousel } from "../components/home/TestimonialCarousel"
import { TreatmentGrid, type TreatmentGridItem } from "../components/home/TreatmentGrid"
import { TitledSection } from "../components/ui/TitledSection"
import { useSiteContent } from "../hooks/useSiteContent"
import type { HomeContent } from "../lib/content/page-schemas"
import { physicianWithProfession } from "../lib/format"
import { treatmentPath } from "../lib/routes"

type HomeSections = Omit<HomeContent, "seo" | "hero">

/** The 8 treatments the home page lists (by route, in content order), resolved from the treatment records. */
function treatmentItems(paths: readonly string[], treatments: Queries.HomePageQuery["allTreatmentsJson"]["nodes"]): TreatmentGridItem[] {
  return paths.map((path) => {
    const treatment = treatments.find((node) => treatmentPath(node.slug) === path)
    if (!treatment) throw new Error(`content/pages/home.json lists "${path}", but no treatment record has that slug`)
    return {
      path,
      title: treatment.card.title,
      description: treatment.card.description,
      image: treatment.heroImage.childImageSharp?.gatsbyImageData,
      imageAlt: treatment.heroImageAlt,
    }
  })
}

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const { site } = useSiteContent()
  const home = data.homeJson!
  const sections = home as unknown as HomeSections
  const { physician, stemCells, whyChoose, treatments, testimonials, closing } = sections
  return (
    <>
      <HomeHero {...home.hero} />
      <TitledSection band id="consultation" title={data.formsJson!.home.title} intro={data.formsJson!.home.intro} tinted>
        <HomeConsultationForm copy={data.formsJson!} phone={site.phone} />
      </TitledSection>
      <PhysicianProfile {...physician} physician={physicianWithProfession(site.physician)} />
      <StemCellIntro {...stemCells} />
      <FeatureCards id="why-choose" title={whyChoose.title} cards={whyChoose.cards} />
      <TreatmentGrid
        title={treatments.title}
        intro={treatments.intro}
        items={treatmentItems(treatments.paths, data.allTreatmentsJson.nodes)}
        learnMore={treatments.learnMore}
        allConditions={treatments.allConditions}
      />
      <TestimonialCarousel {...testimonials} />
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

export const Head: HeadFC<Queries.HomePageQuery> = ({ data, location }) => {
  const { seo } = data.homeJson!
  return <Seo title={seo.title} description={seo.description} keywords={seo.keywords} path={location.pathname} />
}

export const query = graphql`
  query HomePage {
    homeJson {
      seo {
        title
        description
        keywords
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
      physician
      stemCells
      whyChoose
      treatments
      testimonials
      closing
    }
    allTreatmentsJson {
      nodes {
        slug
        card {
          title
          description
        }
        heroImage {
          childImageSharp {
            gatsbyImageData(
              width: 480
              aspectRatio: 1.6
              formats: [AUTO, WEBP, AVIF]
              sizes: "(min-width: 960px) 260px, (min-width: 640px) 45vw, 92vw"
            )
          }
        }
        heroImageAlt
      }
    }
    formsJson {
      ...ConsultationFormsCopy
    }
  }
`
