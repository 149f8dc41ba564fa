import styled from "styled-components"
import { telHref } from "../../lib/shared/format"
import { ButtonAnchor, ButtonLink } from "../ui/ButtonLink"
import { Container } from "../ui/Container"

export interface ConsultationCtaProps {
  title: string
  text: string
  /** A page of the site (its path), or another site's page ("https://...", such as a study's record on ClinicalTrials.gov). */
  button: { label: string; path: string }
  /** The line with the clinic's phone number, left out where the call leads elsewhere (a study's record). */
  phonePrefix?: string
  phone?: string
}

const Band = styled.section`
  margin-top: var(--space-xxl);
  padding: var(--space-xl) 0;
  background: var(--colors-surface);
  border-top: 4px solid var(--colors-accent);
  text-align: center;

  p {
    max-width: var(--layout-readingWidth);
    margin-left: auto;
    margin-right: auto;
  }
`

const Phone = styled.p`
  margin-top: var(--space-md);
`

/** The invitation to book that closes treatment and service pages (on a study's page, to its record on ClinicalTrials.gov). */
export function ConsultationCta({ title, text, button, phonePrefix, phone }: ConsultationCtaProps) {
  return (
    <Band aria-labelledby="consultation-cta-title" data-print="hide">
      <Container>
        <h2 id="consultation-cta-title">{title}</h2>
        <p>{text}</p>
        {/^https:\/\//.test(button.path) ? (
          <ButtonAnchor href={button.path}>{button.label}</ButtonAnchor>
        ) : (
          <ButtonLink to={button.path}>{button.label}</ButtonLink>
        )}
        {phonePrefix && phone && (
          <Phone>
            {phonePrefix} <a href={telHref(phone)}>{phone}</a>
          </Phone>
        )}
      </Container>
    </Band>
  )
}
