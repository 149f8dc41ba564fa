import styled from "styled-components"
import { telHref } from "../../lib/shared/format"
import { ButtonLink } from "../ui/ButtonLink"
import { Container } from "../ui/Container"

export interface ConsultationCtaProps {
  title: string
  text: string
  button: { label: string; path: string }
  phonePrefix: string
  phone: string
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

/** The invitation to book that closes treatment and service pages. */
export function ConsultationCta({ title, text, button, phonePrefix, phone }: ConsultationCtaProps) {
  return (
    <Band aria-labelledby="consultation-cta-title" data-print="hide">
      <Container>
        <h2 id="consultation-cta-title">{title}</h2>
        <p>{text}</p>
        <ButtonLink to={button.path}>{button.label}</ButtonLink>
        <Phone>
          {phonePrefix} <a href={telHref(phone)}>{phone}</a>
        </Phone>
      </Container>
    </Band>
  )
}
