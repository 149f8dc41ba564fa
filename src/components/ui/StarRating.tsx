import styled from "styled-components"

const Stars = styled.span`
  display: inline-block;
  letter-spacing: 0.1em;
  color: var(--colors-star);
  font-size: 1.125rem;
`

const Empty = styled.span`
  color: var(--colors-border);
`

/**
 * A star rating read out as one phrase ("Rated 5 out of 5"), not as five symbols, and described by
 * the disclosure of what results are typical that the page shows beside the ratings (`describedBy`).
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
  return (
    <Stars role="img" aria-label={label} aria-describedby={describedBy}>
      {"★".repeat(rating)}
      <Empty>{"★".repeat(Math.max(0, outOf - rating))}</Empty>
    </Stars>
  )
}
