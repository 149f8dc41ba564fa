import { graphql, type HeadFC, type PageProps } from "gatsby"
import styled from "styled-components"
import { PageBanner } from "../../components/layout/PageBanner"
import { ConsultationCta } from "../../components/layout/ConsultationCta"
import { DownloadCard } from "../../components/resources/DownloadCard"
import { Seo } from "../../components/seo/Seo"
import { Container } from "../../components/ui/Container"
import { useCrumbs } from "../../hooks/useCrumbs"
import { useSiteContent } from "../../hooks/useSiteContent"
import { PATIENT_GUIDE_PDF } from "../../lib/shared/routes"
import { media } from "../../styles/theme"
import { required } from "../../lib/shared/page-data"

const Layout = styled(Container)`
  display: grid;
  gap: var(--space-xl);
  padding-top: var(--space-xl);

  ${media.desktop} {
    grid-template-columns: minmax(0, 1fr) 18rem;
    align-items: start;
  }
`

const GuideSection = styled.section`
  margin-bottom: var(--space-xl);
  ul {
    padding-left: 1.25rem;
  }
  li + li {
    margin-top: var(--space-xs);
  }
`

export default function PatientGuidePage({ data, location }: PageProps<Queries.PatientGuidePageQuery>) {
  const { patientGuideJson: guide } = required(data, "PatientGuidePage")
  const { site, shared } = useSiteContent()
  const crumbs = useCrumbs(location.pathname, guide.title)
  return (
    <>
      <PageBanner title={guide.title} crumbs={crumbs} intro={guide.intro} />
      <Layout>
        <div>
          {guide.sections.map((section) => (
            <GuideSection key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id}>{section.title}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              <ul>
                {section.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </GuideSection>
          ))}
        </div>
        <DownloadCard {...guide.download} href={PATIENT_GUIDE_PDF} />
      </Layout>
      <ConsultationCta {...shared.consultationCta} phone={site.phone} />
    </>
  )
}

export const Head: HeadFC<Queries.PatientGuidePageQuery> = ({ data, location }) => {
  const { patientGuideJson: guide } = required(data, "PatientGuidePage")
  const crumbs = useCrumbs(location.pathname, guide.title)
  return <Seo seo={guide.seo} path={location.pathname} breadcrumbs={crumbs} pageType="MedicalWebPage" />
}

export const query = graphql`
  query PatientGuidePage {
    patientGuideJson {
      seo {
        ...PageSeoFields
      }
      title
      intro
      sections {
        id
        title
        paragraphs
        points
      }
      download {
        title
        text
        button
        fileNote
      }
    }
  }
`
