import styled from "styled-components"
import { useSiteContent } from "../../hooks/useSiteContent"

const Rating = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: var(--space-xs);
`

const Caption = styled.span`
  font-size: var(--fontSizes-small);
  color: var(--colors-textMuted);
`

const Stars = styled.span`
  letter-spacing: 0.1em;
  color: var(--colors-star);
  font-size: 1.125rem;
`

const Empty = styled.span`
  color: var(--colors-border);
`

/**
 * A patient's rating of their care experience (never of the treatment's result), read out as one
 * phrase ("Rated their care experience 4 out of 5"), not as five symbols: the visible words before
 * the stars (content/shared.json testimonialPolicy.ratingCaption, "Care experience") say what is
 * rated. Described by the disclosure of what results are typical that the page shows beside the
 * ratings (`describedBy`).
 */
export function StarRating({
  rating,
  label,
  describedBy,
  outOf = 5,
}: {
  rating: number
  label: string
  describedBy: string
  outOf?: number
}) {
  const { shared } = useSiteContent()
  return (
    <Rating role="img" aria-label={label} aria-describedby={describedBy}>
      <Caption>{shared.testimonialPolicy.ratingCaption}</Caption>
      <Stars>
        {"★".repeat(rating)}
        <Empty>{"★".repeat(Math.max(0, outOf - rating))}</Empty>
      </Stars>
    </Rating>
  )
}
