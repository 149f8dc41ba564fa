import { graphql, type HeadFC, type PageProps } from "gatsby"
import styled from "styled-components"
import { Seo } from "../components/seo/Seo"
import { HomeConsultationForm } from "../components/forms/HomeConsultationForm"
import { ConsultationCta } from "../components/sections/ConsultationCta"
import { HomeHero } from "../components/sections/HomeHero"
import { Container } from "../components/ui/Container"
import { useSiteContent } from "../hooks/useSiteContent"
import { physicianNode } from "../lib/json-ld"

/** The home consultation request, right after the hero. */
const ConsultationBand = styled.section`
  padding: ${({ theme }) => `${theme.space.xl} 0`};
`

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const { site, shared } = useSiteContent()
  const home = data.homeJson!
  return (
    <>
      <HomeHero {...home.hero} />
      <ConsultationBand id="consultation" aria-labelledby="consultation-title">
        <Container $narrow>
          <h2 id="consultation-title">{data.formsJson!.home.title}</h2>
          <p>{data.formsJson!.home.intro}</p>
          <HomeConsultationForm copy={data.formsJson!} phone={site.phone} />
        </Container>
      </ConsultationBand>
      <ConsultationCta {...shared.consultationCta} phone={site.phone} />
    </>
  )
}

export const Head: HeadFC<Queries.HomePageQuery> = ({ data, location }) => {
  const { site, siteUrl } = useSiteContent()
  const { seo } = data.homeJson!
  return (
    <Seo
      title={seo.title}
      description={seo.description}
      keywords={seo.keywords}
      path={location.pathname}
      jsonLd={[physicianNode(site, siteUrl)]}
    />
  )
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
    }
    formsJson {
      ...ConsultationFormsCopy
    }
  }
`
