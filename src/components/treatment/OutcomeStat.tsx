import styled from "styled-components"
import type { OutcomeEvidence as Evidence } from "../../lib/shared/content/model/field-kinds"
import type { SectionOfKind } from "../../lib/shared/content/model/section-schemas"
import { OutcomeEvidence } from "../ui/OutcomeEvidence"
import { TitledSection } from "../ui/TitledSection"

const Figure = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: var(--space-sm);
  max-width: var(--layout-readingWidth);
  padding: var(--space-lg);
  background: var(--colors-surface);
  border-left: 6px solid var(--colors-accent);
  border-radius: var(--radii-small);
`

const Value = styled.strong`
  font-size: var(--fontSizes-h1);
  line-height: 1;
  color: var(--colors-primary);
`

const Prose = styled.div`
  max-width: var(--layout-readingWidth);
`

const Footnote = styled.p`
  font-size: var(--fontSizes-small);
  color: var(--colors-textMuted);
`

/** The figure as the treatment template and the services page receive it; its evidence as a query loads it (its kind of study a plain string). */
export type OutcomeStatProps = Pick<SectionOfKind<"stat">, "title" | "value" | "label" | "paragraphs" | "footnote"> & { evidence: Evidence }

/** An outcome figure, always shown with its evidence beside it and its footnote (that results vary). */
export function OutcomeStat({ title, value, label, paragraphs, footnote, evidence }: OutcomeStatProps) {
  return (
    <TitledSection title={title}>
      <Figure>
        <Value>{value}</Value> <span>{label}</span>
      </Figure>
      <OutcomeEvidence evidence={evidence} />
      {paragraphs && (
        <Prose>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Prose>
      )}
      <Footnote>{footnote}</Footnote>
    </TitledSection>
  )
}
