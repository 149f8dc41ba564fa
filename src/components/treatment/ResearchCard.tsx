import { useId, useState } from "react"
import styled from "styled-components"
import type { OutcomeEvidence as Evidence } from "../../lib/content/fields"
import { OutcomeEvidence } from "../ui/OutcomeEvidence"

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
  background: var(--colors-background);
  border: 1px solid var(--colors-border);
  border-radius: var(--radii-card);
  box-shadow: var(--shadows-card);

  h3 {
    margin-bottom: var(--space-xs);
  }
`

const Toggle = styled.button`
  align-self: flex-start;
  min-height: var(--touchTarget);
  margin-top: auto;
  padding: var(--space-xs) 0;
  font: inherit;
  font-weight: 700;
  color: var(--colors-primary);
  background: none;
  border: 0;
  text-decoration: underline;
  text-underline-offset: 0.15em;
  cursor: pointer;

  &:hover {
    color: var(--colors-primaryHover);
  }
`

/**
 * One research summary with a WAI-ARIA disclosure: "Read more" reveals the full text below
 * the summary (aria-expanded tells assistive technology whether it is shown), "Read less" hides it.
 */
export function ResearchCard({ title, summary, details, evidence, readMore, readLess }: ResearchCardProps) {
  const [open, setOpen] = useState(false)
  const titleId = useId()
  const detailsId = useId()
  return (
    <Card aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      <p>{summary}</p>
      {evidence && <OutcomeEvidence evidence={evidence} />}
      <div id={detailsId} hidden={!open}>
        {details.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <Toggle
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        aria-describedby={titleId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? readLess : readMore}
      </Toggle>
    </Card>
  )
}
