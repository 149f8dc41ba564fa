import styled from "styled-components"
import { TitledSection } from "../ui/TitledSection"

const Verdict = styled.div`
  max-width: var(--layout-readingWidth);
  padding: var(--space-md) var(--space-lg);
  background: var(--colors-surface);
  border-left: 6px solid var(--colors-primary);
  border-radius: var(--radii-small);

  p:last-child {
    margin-bottom: 0;
  }
`

export interface GuidelineVerdictProps {
  title: string
  /** The verdict in plain words and, where a major guideline covers the condition, the guideline named and linked. */
  guideline: { verdict: string; source?: { name: string; href: string } | null }
}

/**
 * What a major medical guideline says of the treatment, near the top of its page, with the
 * guideline linked so a patient can read it; where none covers the condition, the page says so.
 */
export function GuidelineVerdict({ title, guideline }: GuidelineVerdictProps) {
  return (
    <TitledSection title={title}>
      <Verdict>
        <p>{guideline.verdict}</p>
        {guideline.source && (
          <p>
            <a href={guideline.source.href}>{guideline.source.name}</a>
          </p>
        )}
      </Verdict>
    </TitledSection>
  )
}
