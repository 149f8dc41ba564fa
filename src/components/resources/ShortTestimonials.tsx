import styled from "styled-components"
import { Card, CardGrid } from "../ui/CardGrid"
import { ReviewPolicy } from "../ui/ReviewPolicy"
import { StoryConnection, type StoryConsent } from "../ui/StoryConnection"

export interface ShortTestimonialsProps {
  items: ReadonlyArray<{ quote: string; author: string; treatment: string; consent?: StoryConsent | null }>
}

const Quote = styled.blockquote`
  margin: 0 0 var(--space-sm);
  font-size: var(--fontSizes-lead);
`

const Author = styled.p`
  font-weight: 700;
  span {
    display: block;
    font-weight: 400;
    color: var(--colors-textMuted);
  }
`

/**
 * A few patient quotes, signed with initials and the treatment received, and anything that connects
 * the patient to the clinic; then how the clinic chooses the stories it shows.
 */
export function ShortTestimonials({ items }: ShortTestimonialsProps) {
  return (
    <>
      <CardGrid $columns={2}>
        {items.map((item) => (
          <Card key={item.quote} as="li">
            <figure>
              <Quote>
                <p>{item.quote}</p>
              </Quote>
              <Author as="figcaption">
                {item.author}
                <span>{item.treatment}</span>
              </Author>
            </figure>
            <StoryConnection consent={item.consent} />
          </Card>
        ))}
      </CardGrid>
      <ReviewPolicy />
    </>
  )
}
