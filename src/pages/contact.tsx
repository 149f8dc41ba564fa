import { graphql, type PageProps } from "gatsby"
import styled from "styled-components"
import { ConsultationForm } from "../components/forms/ConsultationForm"
import { PageBanner } from "../components/layout/PageBanner"
import { ClinicMap } from "../components/contact/ClinicMap"
import { ContactDetails } from "../components/contact/ContactDetails"
import { Seo } from "../components/seo/Seo"
import { Container } from "../components/ui/Container"
import { useCrumbs } from "../hooks/useCrumbs"
import { useSiteContent, withSiteContent } from "../hooks/useSiteContent"
import { formatAddress } from "../lib/shared/format"
import { media } from "../styles/theme"
import { required } from "../lib/shared/page-data"

const Columns = styled.div`
  display: grid;
  gap: var(--space-xl);
  padding: var(--space-xl) 0;

  ${media.desktop} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
  }
`

const Side = styled.div`
  display: grid;
  gap: var(--space-lg);
  align-content: start;
`

const Emergency = styled.section`
  padding: var(--space-md);
  border-left: 6px solid var(--colors-noteBorder);
  background: var(--colors-noteBackground);
  color: var(--colors-noteText);
  border-radius: var(--radii-small);

  h2 {
    font-size: var(--fontSizes-h3);
  }
  p {
    margin: 0;
  }
`

export default function ContactPage({ data, location }: PageProps<Queries.ContactPageQuery>) {
  const { site, shared, language } = useSiteContent()
  const { contactJson: page } = required(data, "ContactPage")
  const { formsJson: forms } = required(data, "ContactPage")
  const crumbs = useCrumbs(location.pathname, page.title)
  return (
    <>
      <PageBanner title={page.title} crumbs={crumbs} intro={page.intro} />
      <Container>
        <Columns>
          <Side>
            <ContactDetails
              copy={page}
              siteName={site.siteName}
              address={site.address}
              phone={site.phone}
              email={site.email}
              officeHours={site.officeHours}
              languageHelp={shared.languageHelp}
              languagesInWords={site.languagesInWords}
            />
            <Emergency aria-labelledby="emergency-title">
              <h2 id="emergency-title">{page.emergency.title}</h2>
              <p>{page.emergency.text}</p>
            </Emergency>
            <ClinicMap {...page.map} address={formatAddress(site.address)} />
          </Side>
          <section id="consultation-form" aria-labelledby="contact-form-title">
            <h2 id="contact-form-title">{forms.contact.title}</h2>
            <p>{forms.contact.intro}</p>
            <ConsultationForm kind="contact" copy={forms} phone={site.phone} lang={language.lang} />
          </section>
        </Columns>
      </Container>
    </>
  )
}

export const Head = withSiteContent<Queries.ContactPageQuery>(({ data, location }) => {
  const { contactJson: page } = required(data, "ContactPage")
  const crumbs = useCrumbs(location.pathname, page.title)
  return <Seo seo={page.seo} path={location.pathname} pageType="ContactPage" breadcrumbs={crumbs} />
})

export const query = graphql`
  query ContactPage($lang: String!) {
    ...LayoutContent
    contactJson(lang: { eq: $lang }) {
      seo {
        ...PageSeoFields
      }
      title
      intro
      detailsTitle
      addressLabel
      phoneLabel
      emailLabel
      hoursTitle
      closedLabel
      directionsTitle
      directions
      map {
        title
        notice
        showButton
        openLink
        frameTitle
      }
      emergency {
        title
        text
      }
    }
    formsJson(lang: { eq: $lang }) {
      ...ConsultationFormsCopy
    }
  }
`
