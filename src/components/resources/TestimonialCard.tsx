import type { IGatsbyImageData } from "gatsby-plugin-image"
import styled from "styled-components"
import { fillTemplate } from "../../lib/shared/template"
import { Avatar } from "../ui/Avatar"
import { StarRating } from "../ui/StarRating"
import { StoryConnection, type StoryConsent } from "../ui/StoryConnection"
import { ExpandableQuote } from "./ExpandableQuote"
import { cardSurface } from "../../styles/patterns"

export interface TestimonialCardProps {
  entry: {
    id: number
    name: string
    location: string
    /** The patient's photo through the image pipeline; without one the card shows their initials. */
    photo?: IGatsbyImageData | null
    quote: string
    procedure: string
    date: string
    rating: number
    consent?: StoryConsent | null
  }
  readMore: string
  readLess: string
  ratingLabel: string
  /** The id of the disclosure of what results are typical, beside the ratings. */
  ratingDescribedBy: string
}

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: var(--space-sm);
  padding: var(--space-lg);
  ${cardSurface}

  blockquote {
    margin: 0;
  }
  blockquote p {
    margin: 0;
  }
`

const Person = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-sm);

  h3 {
    margin: 0;
    font-size: var(--fontSizes-body);
  }
  p {
    margin: 0;
    font-size: var(--fontSizes-small);
    color: var(--colors-textMuted);
  }
`

const Meta = styled.p`
  margin: 0;
  font-size: var(--fontSizes-small);
  color: var(--colors-textMuted);
`

/**
 * One patient story: photo or initials, name and place, the rating of their care, quote (with Read
 * more when long), procedure and date, and anything that connects them to the clinic.
 */
export function TestimonialCard({ entry, readMore, readLess, ratingLabel, ratingDescribedBy }: TestimonialCardProps) {
  return (
    <Card>
      <Person>
        <Avatar photo={entry.photo} name={entry.name} />
        <div>
          <h3>{entry.name}</h3>
          <p>{entry.location}</p>
        </div>
      </Person>
      <StarRating rating={entry.rating} label={fillTemplate(ratingLabel, { rating: entry.rating })} describedBy={ratingDescribedBy} />
      <ExpandableQuote quote={entry.quote} readMore={readMore} readLess={readLess} />
      <Meta>
        {entry.procedure} · {entry.date}
      </Meta>
      <StoryConnection consent={entry.consent} />
    </Card>
  )
}
