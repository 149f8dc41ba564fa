import { useId, useState } from "react"
import styled from "styled-components"
import { isLongQuote, truncateQuote } from "../../lib/shared/testimonials"
import { useRequiresHydration } from "../../hooks/useRequiresHydration"

const Toggle = styled.button`
  align-self: flex-start;
  min-height: var(--touchTarget);
  padding: 0;
  border: 0;
  background: none;
  color: var(--colors-primary);
  font: inherit;
  font-weight: 700;
  text-decoration: underline;
  cursor: pointer;
`

export interface ExpandableQuoteProps {
  quote: string
  readMore: string
  readLess: string
}

/** A quote over 200 characters starts truncated, with a Read more / Read less disclosure; shorter quotes show whole. */
export function ExpandableQuote({ quote, readMore, readLess }: ExpandableQuoteProps) {
  useRequiresHydration()
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  if (!isLongQuote(quote)) {
    return (
      <blockquote>
        <p>{quote}</p>
      </blockquote>
    )
  }
  return (
    <>
      <blockquote id={id}>
        <p>{expanded ? quote : truncateQuote(quote)}</p>
      </blockquote>
      <Toggle type="button" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded(!expanded)}>
        {expanded ? readLess : readMore}
      </Toggle>
    </>
  )
}
