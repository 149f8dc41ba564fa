import styled from "styled-components"
import type { SectionOfKind } from "../../lib/content/section-schemas"
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

/** An outcome figure, always shown with its footnote (where it comes from, and that results vary). */
export function OutcomeStat({ title, value, label, paragraphs, footnote }: Omit<SectionOfKind<"stat">, "kind">) {
  return (
    <SectionShell title={title}>
      <Figure>
        <Value>{value}</Value> <span>{label}</span>
      </Figure>
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
