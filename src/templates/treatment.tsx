import { graphql, type PageProps } from "gatsby"
import styled from "styled-components"
import { PageBanner } from "../components/layout/PageBanner"
import { Seo } from "../components/seo/Seo"
import { ConsultationCta } from "../components/layout/ConsultationCta"
import { isTreatmentSection, TreatmentSection } from "../components/treatment/TreatmentSection"
import { FdaNotice } from "../components/treatment/FdaNotice"
import { GuidelineVerdict } from "../components/treatment/GuidelineVerdict"
import { InformationOnlyNotice } from "../components/treatment/InformationOnlyNotice"
import { ProcedureFacts } from "../components/treatment/ProcedureFacts"
import { RegisteredStudy } from "../components/treatment/RegisteredStudy"
import { ReviewNote } from "../components/treatment/ReviewNote"
import { SectionColumns } from "../components/treatment/SectionColumns"
import { StemCellMeaning } from "../components/treatment/StemCellMeaning"
import { Container } from "../components/ui/Container"
import { Picture } from "../components/ui/Picture"
import { useCrumbs } from "../hooks/useCrumbs"
import { useSiteContent, withSiteContent } from "../hooks/useSiteContent"
import { formatDate } from "../lib/shared/locale-formats"
import { physicianWithProfession } from "../lib/shared/physician"
import { absoluteUrl } from "../lib/shared/json-ld"
import { clinicProvidesNode, medicalProcedureNode, medicalWebPageProperties } from "../lib/shared/json-ld-medical"
import { studyRecord } from "../lib/shared/addresses"
import { procedurePartsFor, treatmentSafetyFor, usesCells } from "../lib/shared/procedure-parts"
import { routeOf } from "../lib/shared/routes"
import { media } from "../styles/theme"
import { required } from "../lib/shared/page-data"

export interface TreatmentContext {
  id: string
}

type Data = Queries.TreatmentPageQuery

const Overview = styled.div`
  display: grid;
  gap: var(--space-lg);
  align-items: start;
  margin-top: var(--space-xl);

  ${media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`

const Hero = styled(Picture)`
  img {
    border-radius: var(--radii-card);
  }
`

/**
 * Any treatment page, rendered from its content file: banner, FDA status, the guideline's verdict,
 * what "stem cell therapy" means where cells are injected, the registered study or the
 * information-only notice, the typed sections in order, facts, review date, and the call to book
 * (on a study's page, to its record on ClinicalTrials.gov).
 */
export default function TreatmentPage({ data, location }: PageProps<Data, TreatmentContext>) {
  const { site, shared, language } = useSiteContent()
  const { treatmentsJson: treatment, servicesJson: services, sharedJson } = required(data, "TreatmentPage")
  const labels = services.treatmentPage
  const hero = treatment.heroImage.childImageSharp?.gatsbyImageData
  const sections = treatment.sections.filter(isTreatmentSection)
  const crumbs = useCrumbs(location.pathname, treatment.card.title)
  const offered = isOffered(treatment)
  const parts = procedurePartsFor(treatment.procedure, sharedJson.procedureParts)
  const safety = treatmentSafetyFor(treatment.procedure, sharedJson.treatmentSafety)
  const { stemCells } = sharedJson.treatmentSafety
  return (
    <>
      <PageBanner title={treatment.title} crumbs={crumbs} intro={treatment.intro} />
      <Container>
        <Overview>
          {hero && <Hero image={hero} alt={treatment.heroImageAlt} priority />}
          <FdaNotice title={labels.fdaTitle} link={labels.fdaLink} {...treatment.fdaStatus} />
        </Overview>
        <GuidelineVerdict title={labels.guideline.title} guideline={treatment.guideline} />
        {usesCells(treatment.procedure) && <StemCellMeaning {...stemCells} />}
        {treatment.study && (
          <RegisteredStudy
            labels={labels.study}
            study={treatment.study}
            approvedOn={formatDate(treatment.study.recruitment.irbApprovedIso, language.lang, shared.dates)}
          />
        )}
        {!offered && <InformationOnlyNotice {...labels.informationOnly} />}
        <SectionColumns
          items={sections.map((section, index) => ({
            key: `${index}-${section.kind}`,
            aside: section.kind === "benefits",
            node: (
              <TreatmentSection
                section={section}
                labels={labels}
                phone={site.phone}
                officeHours={site.officeHours}
                closedLabel={shared.footer.closedLabel}
                procedureParts={parts}
                safety={safety}
              />
            ),
          }))}
        />
        {/* An information-only page describes studies elsewhere, which may prepare cells otherwise than the clinic. */}
        <ProcedureFacts
          labels={labels.atAGlance}
          facts={treatment.procedure}
          anesthesia={offered ? parts.anesthesia : undefined}
          samples={offered ? parts.preparations : []}
        />
        <ReviewNote
          labels={labels.reviewed}
          date={treatment.lastReviewedIso}
          displayDate={formatDate(treatment.lastReviewedIso, language.lang, shared.dates)}
          reviewer={physicianWithProfession(site.physician)}
        />
      </Container>
      {treatment.study ? (
        <ConsultationCta
          title={labels.study.record.title}
          text={labels.study.record.text}
          button={{ label: labels.study.record.label, path: studyRecord(treatment.study.registration) }}
        />
      ) : (
        offered && <ConsultationCta {...shared.consultationCta} phone={site.phone} />
      )}
    </>
  )
}

/** An investigational treatment is offered only within a registered study; without one its page is information only. */
function isOffered(treatment: { fdaStatus: { investigational: boolean }; study?: unknown }): boolean {
  return !treatment.fdaStatus.investigational || Boolean(treatment.study)
}

export const Head = withSiteContent<Data, TreatmentContext>(({ data, location }) => {
  const { siteUrl } = useSiteContent()
  const { treatmentsJson: treatment } = required(data, "TreatmentPage")
  const path = routeOf(location.pathname)
  const crumbs = useCrumbs(location.pathname, treatment.card.title)
  const pageUrl = absoluteUrl(siteUrl, path)
  const imageSrc = treatment.heroImage.childImageSharp?.social?.images?.fallback?.src
  return (
    <Seo
      seo={treatment.seo}
      path={path}
      image={imageSrc}
      imageAlt={treatment.heroImageAlt}
      breadcrumbs={crumbs}
      pageType="MedicalWebPage"
      pageProperties={medicalWebPageProperties(siteUrl, pageUrl, treatment.lastReviewedIso)}
      jsonLd={[
        medicalProcedureNode({
          name: treatment.title,
          description: treatment.seo.description,
          pageUrl,
          ...treatment.procedure,
          legalStatus: treatment.fdaStatus.text,
          imageUrl: imageSrc ? `${siteUrl}${imageSrc}` : undefined,
        }),
        // The clinic provides only what it offers: an information-only page describes a procedure it does not.
        ...(isOffered(treatment) ? [clinicProvidesNode(siteUrl, pageUrl)] : []),
      ]}
    />
  )
})

export const query = graphql`
  query TreatmentPage($id: String!, $lang: String!) {
    ...LayoutContent
    treatmentsJson(id: { eq: $id }) {
      slug
      title
      intro
      seo {
        ...PageSeoFields
      }
      card {
        title
      }
      heroImage {
        childImageSharp {
          gatsbyImageData(
            width: 720
            layout: CONSTRAINED
            placeholder: NONE
            formats: [AUTO, WEBP, AVIF]
            # The width the hero is shown at (e2e/images.spec.ts checks it against the layout): the
            # page less its side padding (1rem each side, 72rem at most), and on desktops the
            # first of the overview's two columns (3fr of 5, a 1.5rem gap).
            sizes: "(min-width: 72rem) calc((70rem - 1.5rem) * 0.6), (min-width: 960px) calc((100vw - 3.5rem) * 0.6), calc(100vw - 2rem)"
          )
          social: gatsbyImageData(width: 1200, layout: FIXED, formats: [JPG], placeholder: NONE)
        }
      }
      heroImageAlt
      lastReviewedIso: lastReviewed(formatString: "YYYY-MM-DD")
      fdaStatus {
        investigational
        text
      }
      guideline {
        covered
        verdict
        source {
          name
          href
        }
      }
      study {
        registration
        irb
        ind
        recruitment {
          paragraphs
          irbApprovedIso: irbApproved(formatString: "YYYY-MM-DD")
        }
      }
      procedure {
        bodyLocation
        harvest
        guidance
        sedation
        procedureType
        howPerformed
        preparation
        followup
        status
      }
      sections
    }
    servicesJson(lang: { eq: $lang }) {
      treatmentPage {
        fdaTitle
        fdaLink {
          label
          href
        }
        atAGlance {
          title
          bodyLocation
          howPerformed
          anesthesia
          samplePreparation
          preparation
          followup
        }
        guideline {
          title
        }
        reviewed {
          label
          by
        }
        informationOnly {
          title
          text
          points
          link {
            label
            href
          }
        }
        study {
          title
          text
          registration
          irb
          ind
          approved
          record {
            title
            text
            label
          }
        }
        readMore
        readLess
      }
    }
    sharedJson(lang: { eq: $lang }) {
      procedureParts {
        title
        localAnesthetic {
          title
          risks
        }
        sedation {
          none
          used
          title
          risks
        }
        harvests {
          id
          name
          preparation
          title
          risks
        }
        guidance {
          id
          title
          risks
        }
        outOfHours
      }
      treatmentSafety {
        stemCells {
          title
          text
        }
        contraindications {
          title
          intro
          items
        }
        fdaCellRisks {
          title
          intro
          items
          link {
            label
            href
          }
        }
        reportSideEffect {
          title
          clinic
          fda
          link {
            label
            href
          }
        }
      }
    }
  }
`
