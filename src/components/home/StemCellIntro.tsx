import styled from "styled-components"
import { media } from "../../styles/theme"
import type { OutcomeEvidence as Evidence } from "../../lib/shared/content/model/field-kinds"
import { TitledSection } from "../ui/TitledSection"
import { OutcomeEvidence } from "../ui/OutcomeEvidence"

export interface StemCellIntroProps {
  title: string
  intro: string
  points: readonly string[]
  claim: { figure: string; text: string; footnote: string; evidence: Evidence }
}

const Layout = styled.div`
  display: grid;
  gap: var(--space-xl);
  ${media.desktop} {
    grid-template-columns: 3fr 2fr;
    align-items: start;
  }
`

const Points = styled.ul`
  padding-left: 1.25rem;
  li + li {
    margin-top: var(--space-xs);
  }
`

const Claim = styled.figure`
  margin: 0;
  padding: var(--space-lg);
  background: var(--colors-background);
  border-left: 6px solid var(--colors-accent);
  border-radius: var(--radii-card);
`

const Figure = styled.p`
  margin: 0;
  font-size: 3rem;
  font-weight: 700;
  line-height: 1;
  color: var(--colors-primary);
`

const Footnote = styled.figcaption`
  margin-top: var(--space-sm);
  font-size: var(--fontSizes-small);
  color: var(--colors-textMuted);
`

/** What the treatment is, in four points, with the practice's outcome figure, its evidence and its footnote. */
export function StemCellIntro({ title, intro, points, claim }: StemCellIntroProps) {
  return (
    <TitledSection band id="stem-cell-therapy" title={title} tinted>
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
    </TitledSection>
  )
}
