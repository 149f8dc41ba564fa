import { graphql, type PageProps } from "gatsby"
import styled from "styled-components"
import { PageBanner } from "../../components/layout/PageBanner"
import { ConsultationCta } from "../../components/layout/ConsultationCta"
import { DownloadCard } from "../../components/resources/DownloadCard"
import { FdaNotice } from "../../components/treatment/FdaNotice"
import { Seo } from "../../components/seo/Seo"
import { Container } from "../../components/ui/Container"
import { useCrumbs } from "../../hooks/useCrumbs"
import { useSiteContent, withSiteContent } from "../../hooks/useSiteContent"
import { formatFileSize } from "../../lib/shared/locale-formats"
import { fillTemplate } from "../../lib/shared/template"
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

const Status = styled.div`
  margin-bottom: var(--space-xl);
`

export default function PatientGuidePage({ data, location }: PageProps<Queries.PatientGuidePageQuery>) {
  const { patientGuideJson: guide, patientGuidePdf: pdf } = required(data, "PatientGuidePage")
  const { site, shared, language } = useSiteContent()
  const crumbs = useCrumbs(location.pathname, guide.title)
  return (
    <>
      <PageBanner title={guide.title} crumbs={crumbs} intro={guide.intro} />
      <Layout>
        <div>
          <Status>
            <FdaNotice {...guide.fdaStatus} investigational={false} />
          </Status>
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
        <DownloadCard
          {...guide.download}
          fileNote={fillTemplate(guide.download.fileNote, { size: formatFileSize(pdf.bytes, language.lang) })}
          href={pdf.path}
        />
      </Layout>
      <ConsultationCta {...shared.consultationCta} phone={site.phone} />
    </>
  )
}

export const Head = withSiteContent<Queries.PatientGuidePageQuery>(({ data, location }) => {
  const { patientGuideJson: guide } = required(data, "PatientGuidePage")
  const crumbs = useCrumbs(location.pathname, guide.title)
  return <Seo seo={guide.seo} path={location.pathname} breadcrumbs={crumbs} pageType="MedicalWebPage" />
})

export const query = graphql`
  query PatientGuidePage($lang: String!) {
    ...LayoutContent
    patientGuideJson(lang: { eq: $lang }) {
      seo {
        ...PageSeoFields
      }
      title
      intro
      fdaStatus {
        title
        text
        link {
          label
          href
        }
      }
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
    patientGuidePdf(lang: { eq: $lang }) {
      path
      bytes
    }
  }
`
