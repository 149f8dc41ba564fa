import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Seo } from "../components/seo/Seo"
import { ConsultationCta } from "../components/sections/ConsultationCta"
import { HomeHero } from "../components/sections/HomeHero"
import { useSiteContent } from "../hooks/useSiteContent"
import { physicianNode } from "../lib/json-ld"

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const { site, shared } = useSiteContent()
  const home = data.homeJson!
  return (
    <>
      <HomeHero {...home.hero} />
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
  }
`
