import { graphql, type PageProps } from "gatsby"
import { SiteLink } from "../../components/ui/SiteLink"
import styled from "styled-components"
import { PageBanner } from "../../components/layout/PageBanner"
import { FaqAccordion } from "../../components/resources/FaqAccordion"
import { ShortTestimonials } from "../../components/resources/ShortTestimonials"
import { Seo } from "../../components/seo/Seo"
import { ButtonAnchor, ButtonLink } from "../../components/ui/ButtonLink"
import { Card, CardGrid } from "../../components/ui/CardGrid"
import { Note } from "../../components/ui/Note"
import { TitledSection } from "../../components/ui/TitledSection"
import { useCrumbs } from "../../hooks/useCrumbs"
import { faqQuestions } from "../../lib/shared/faq-json-ld"
import { required } from "../../lib/shared/page-data"
import { withSiteContent } from "../../hooks/useSiteContent"

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-sm);
`

const MoreLink = styled(SiteLink)`
  display: inline-block;
  margin-top: var(--space-md);
  padding: var(--space-xs) 0;
  font-weight: 700;
`

export default function ResourcesPage({ data, location }: PageProps<Queries.ResourcesPageQuery>) {
  const { resourcesJson: resources, patientGuidePdf: pdf } = required(data, "ResourcesPage")
  const crumbs = useCrumbs(location.pathname)
  const { whatToExpect, faqs, guide, testimonials } = resources
  return (
    <>
      <PageBanner title={resources.title} crumbs={crumbs} intro={resources.intro} />
      <TitledSection band id="what-to-expect" title={whatToExpect.title}>
        <CardGrid>
          {whatToExpect.steps.map((step) => (
            <Card key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </Card>
          ))}
        </CardGrid>
        <MoreLink to={whatToExpect.link.path}>{whatToExpect.link.label}</MoreLink>
      </TitledSection>
      <TitledSection band id="faqs" title={faqs.title} tinted>
        <FaqAccordion items={faqs.items} />
        <MoreLink to={faqs.link.path}>{faqs.link.label}</MoreLink>
      </TitledSection>
      <TitledSection band id="patient-guide" title={guide.title}>
        <p>{guide.text}</p>
        <Actions>
          <ButtonAnchor href={pdf.path} download>
            {guide.downloadLabel}
          </ButtonAnchor>
          <ButtonLink to={guide.readLink.path} $variant="secondary">
            {guide.readLink.label}
          </ButtonLink>
        </Actions>
      </TitledSection>
      <TitledSection band id="patient-stories" title={testimonials.title} tinted>
        <ShortTestimonials items={testimonials.items} />
        <Note>{testimonials.note}</Note>
        <MoreLink to={testimonials.link.path}>{testimonials.link.label}</MoreLink>
      </TitledSection>
    </>
  )
}

export const Head = withSiteContent<Queries.ResourcesPageQuery>(({ data, location }) => {
  const { resourcesJson: resources } = required(data, "ResourcesPage")
  const crumbs = useCrumbs(location.pathname)
  return (
    <Seo
      seo={resources.seo}
      path={location.pathname}
      breadcrumbs={crumbs}
      pageType="FAQPage"
      pageProperties={{ mainEntity: faqQuestions(resources.faqs.items) }}
    />
  )
})

export const query = graphql`
  query ResourcesPage($lang: String!) {
    ...LayoutContent
    patientGuidePdf(lang: { eq: $lang }) {
      path
    }
    resourcesJson(lang: { eq: $lang }) {
      seo {
        ...PageSeoFields
      }
      title
      intro
      whatToExpect {
        title
        steps {
          title
          text
        }
        link {
          label
          path
        }
      }
      faqs {
        title
        items {
          question
          answer
        }
        link {
          label
          path
        }
      }
      guide {
        title
        text
        readLink {
          label
          path
        }
        downloadLabel
      }
      testimonials {
        title
        items {
          quote
          author
          treatment
          consent {
            materialConnection {
              disclosure
            }
          }
        }
        note
        link {
          label
          path
        }
      }
    }
  }
`
