import { useId } from "react"
import styled from "styled-components"
import type { OutcomeEvidence as Evidence } from "../../lib/shared/content/model/field-kinds"
import { OutcomeEvidence } from "../ui/OutcomeEvidence"
import { cardSurface } from "../../styles/patterns"

export interface ResearchCardProps {
  title: string
  summary: string
  details: readonly string[]
  /** Where a figure in the summary comes from: shown with the summary, not behind "Read more". */
  evidence?: Evidence | null
  readMore: string
  readLess: string
}

const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  padding: var(--space-lg);
  ${cardSurface}

  h3 {
    margin-bottom: var(--space-xs);
  }
`

const More = styled.details`
  margin-top: auto;

  > summary {
    display: inline-flex;
    align-items: center;
    min-height: var(--touchTarget);
    padding: var(--space-xs) 0;
    font-weight: 700;
    color: var(--colors-primary);
    list-style: none;
    text-decoration: underline;
    text-underline-offset: 0.15em;
    cursor: pointer;
  }
  > summary::-webkit-details-marker {
    display: none;
  }
  > summary:hover {
    color: var(--colors-primaryHover);
  }
  /* The label says what the control does next, with or without script. */
  &:not([open]) > summary > [data-when="open"],
  &[open] > summary > [data-when="closed"] {
    display: none;
  }
`

/**
 * One research summary with a native disclosure (<details>/<summary>): "Read more" reveals the
 * full text and "Read less" hides it, before any script has run and without it.
 */
export function ResearchCard({ title, summary, details, evidence, readMore, readLess }: ResearchCardProps) {
  const titleId = useId()
  return (
    <Card aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      <p>{summary}</p>
      {evidence && <OutcomeEvidence evidence={evidence} />}
      <More>
        <summary aria-describedby={titleId}>
          <span data-when="closed">{readMore}</span>
          <span data-when="open">{readLess}</span>
        </summary>
        {details.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </More>
    </Card>
  )
}
