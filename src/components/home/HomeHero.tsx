import styled from "styled-components"
import { media } from "../../styles/theme"
import { ButtonLink } from "../ui/ButtonLink"
import { Container } from "../ui/Container"
import { checkMarkItems, gridColumns } from "../../styles/patterns"

export interface HomeHeroProps {
  headline: string
  intro: string
  primaryButton: { label: string; path: string }
  secondaryButton: { label: string; path: string }
  benefits: readonly string[]
}

const Band = styled.div`
  padding: var(--space-xl) 0;
  background: linear-gradient(160deg, var(--colors-surface) 0%, #e3f0ee 100%);

  ${media.desktop} {
    padding: var(--space-xxl) 0;
  }
`

const Intro = styled.p`
  max-width: var(--layout-readingWidth);
  font-size: var(--fontSizes-lead);
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-sm);
  margin: var(--space-lg) 0;
`

const Benefits = styled.ul`
  display: grid;
  gap: var(--space-xs);
  list-style: none;
  padding: 0;
  ${gridColumns(2)}
  ${checkMarkItems()}
`

/** The first thing a visitor sees: the promise, the two next steps and four reasons in brief. */
export function HomeHero({ headline, intro, primaryButton, secondaryButton, benefits }: HomeHeroProps) {
  return (
    <Band>
      <Container>
        <h1>{headline}</h1>
        <Intro>{intro}</Intro>
        <Actions>
          <ButtonLink to={primaryButton.path}>{primaryButton.label}</ButtonLink>
          <ButtonLink to={secondaryButton.path} $variant="secondary">
            {secondaryButton.label}
          </ButtonLink>
        </Actions>
        <Benefits>
          {benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </Benefits>
      </Container>
    </Band>
  )
}
