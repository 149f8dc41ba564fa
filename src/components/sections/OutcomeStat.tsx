import styled from "styled-components"
import type { SectionOfKind } from "../../lib/content/section-schemas"
import { OutcomeEvidence } from "./OutcomeEvidence"
import { SectionShell } from "./SectionShell"

const Figure = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
  max-width: ${({ theme }) => theme.layout.readingWidth};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-left: 6px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.small};
`

const Value = styled.strong`
  font-size: ${({ theme }) => theme.fontSizes.h1};
  line-height: 1;
  color: ${({ theme }) => theme.colors.primary};
`

const Prose = styled.div`
  max-width: ${({ theme }) => theme.layout.readingWidth};
`

const Footnote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.textMuted};
`

export type OutcomeStatProps = Pick<SectionOfKind<"stat">, "title" | "value" | "label" | "paragraphs" | "footnote" | "evidence">

/** An outcome figure, always shown with its evidence beside it and its footnote (that results vary). */
export function OutcomeStat({ title, value, label, paragraphs, footnote, evidence }: OutcomeStatProps) {
  return (
    <SectionShell title={title}>
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
    </SectionShell>
  )
}
