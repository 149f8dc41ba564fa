import styled from "styled-components"
import { media } from "../../styles/theme"
import type { OutcomeEvidence as Evidence } from "../../lib/content/fields"
import { PageSection } from "../ui/PageSection"
import { OutcomeEvidence } from "./OutcomeEvidence"

export interface StemCellIntroProps {
  title: string
  intro: string
  points: readonly string[]
  claim: { figure: string; text: string; footnote: string; evidence: Evidence }
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${media.desktop} {
    grid-template-columns: 3fr 2fr;
    align-items: start;
  }
`

const Points = styled.ul`
  padding-left: 1.25rem;
  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`

const Claim = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.background};
  border-left: 6px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.card};
`

const Figure = styled.p`
  margin: 0;
  font-size: 3rem;
  font-weight: 700;
  line-height: 1;
  color: ${({ theme }) => theme.colors.primary};
`

const Footnote = styled.figcaption`
  margin-top: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.textMuted};
`

/** What the treatment is, in four points, with the practice's outcome figure, its evidence and its footnote. */
export function StemCellIntro({ title, intro, points, claim }: StemCellIntroProps) {
  return (
    <PageSection id="stem-cell-therapy" title={title} tinted>
      <Layout>
        <div>
          <p>{intro}</p>
          <Points>
            {points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </Points>
        </div>
        <Claim>
          <Figure>
            {claim.figure}
            <sup aria-hidden="true">*</sup>
          </Figure>
          <p>{claim.text}</p>
          <OutcomeEvidence evidence={claim.evidence} />
          <Footnote>
            <span aria-hidden="true">* </span>
            {claim.footnote}
          </Footnote>
        </Claim>
      </Layout>
    </PageSection>
  )
}
