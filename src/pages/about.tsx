import { graphql, type PageProps } from "gatsby"
import styled from "styled-components"
import { PageBanner } from "../components/layout/PageBanner"
import { ConsultationCta } from "../components/layout/ConsultationCta"
import { FeatureCards } from "../components/home/FeatureCards"
import { Seo } from "../components/seo/Seo"
import { ButtonLink } from "../components/ui/ButtonLink"
import { Card, CardGrid } from "../components/ui/CardGrid"
import { TitledSection } from "../components/ui/TitledSection"
import { useCrumbs } from "../hooks/useCrumbs"
import { useSiteContent, withSiteContent } from "../hooks/useSiteContent"
import { physicianWithProfession } from "../lib/shared/physician"
import { required } from "../lib/shared/page-data"

const Name = styled.p`
  font-size: var(--fontSizes-lead);
  font-weight: 700;
`

const Credentials = styled.ul`
  padding-left: 1.25rem;
`

const Role = styled.p`
  color: var(--colors-textMuted);
  font-weight: 700;
`

export default function AboutPage({ data, location }: PageProps<Queries.AboutPageQuery>) {
  const { aboutJson: about } = required(data, "AboutPage")
  const { site, shared, physicianCredentials } = useSiteContent()
  const crumbs = useCrumbs(location.pathname, about.title)
  return (
    <>
      <PageBanner title={about.title} crumbs={crumbs} intro={about.intro} />
      <TitledSection band id="biography" title={about.biography.title}>
        <Name>{physicianWithProfession(site.physician)}</Name>
        {about.biography.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <Credentials>
          {physicianCredentials.map((credential) => (
            <li key={credential}>{credential}</li>
          ))}
          <li>{shared.physicianCredentials.languages.replace("{languages}", site.languagesInWords)}</li>
        </Credentials>
      </TitledSection>
      <FeatureCards id="philosophy" title={about.philosophy.title} intro={about.philosophy.intro} cards={about.philosophy.items} tinted />
      <TitledSection band id="facility" title={about.facility.title}>
        {about.facility.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <ButtonLink to={about.facility.button.path}>{about.facility.button.label}</ButtonLink>
      </TitledSection>
      <TitledSection band id="team" title={about.team.title} intro={about.team.intro} tinted>
        <CardGrid>
          {about.team.members.map((member) => (
            <Card key={member.name}>
              <h3>{member.name}</h3>
              <Role>{member.role}</Role>
              <p>{member.text}</p>
            </Card>
          ))}
        </CardGrid>
      </TitledSection>
      <ConsultationCta {...shared.consultationCta} phone={site.phone} />
    </>
  )
}

export const Head = withSiteContent<Queries.AboutPageQuery>(({ data, location }) => {
  const { aboutJson: about } = required(data, "AboutPage")
  const crumbs = useCrumbs(location.pathname, about.title)
  return <Seo seo={about.seo} path={location.pathname} pageType="AboutPage" breadcrumbs={crumbs} />
})

export const query = graphql`
  query AboutPage($lang: String!) {
    ...LayoutContent
    aboutJson(lang: { eq: $lang }) {
      seo {
        ...PageSeoFields
      }
      title
      intro
      biography {
        title
        paragraphs
      }
      philosophy {
        title
        intro
        items {
          title
          text
        }
      }
      facility {
        title
        paragraphs
        button {
          label
          path
        }
      }
      team {
        title
        intro
        members {
          name
          role
          text
        }
      }
    }
  }
`
