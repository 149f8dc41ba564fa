import styled from "styled-components"
import type { SectionOfKind } from "../../lib/shared/content/model/section-schemas"
import { media } from "../../styles/theme"
import { ReviewPolicy } from "../ui/ReviewPolicy"
import { StoryConnection } from "../ui/StoryConnection"
import { TitledSection } from "../ui/TitledSection"

const Quotes = styled.ul`
  display: grid;
  gap: var(--space-lg);
  list-style: none;
  padding: 0;

  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

const Quote = styled.figure`
  margin: 0;
  padding: var(--space-lg);
  background: var(--colors-surface);
  border-radius: var(--radii-card);

  blockquote {
    margin: 0 0 var(--space-sm);
    font-size: var(--fontSizes-lead);
  }
  blockquote p {
    margin: 0;
  }
  figcaption {
    font-weight: 700;
  }
`

const Footnote = styled.p`
  font-size: var(--fontSizes-small);
  color: var(--colors-textMuted);
`

/** Patient quotes, each with its author and anything that connects them to the clinic, the note that results vary, and how the clinic chooses the stories it shows. */
export function PatientQuotes({ title, quotes, footnote }: Omit<SectionOfKind<"quotes">, "kind">) {
  return (
    <TitledSection title={title}>
      <Quotes>
        {quotes.map((item) => (
          <li key={item.quote}>
            <Quote>
              <blockquote>
                <p>“{item.quote}”</p>
              </blockquote>
              <figcaption>{item.author}</figcaption>
            </Quote>
            <StoryConnection consent={item.consent} />
          </li>
        ))}
      </Quotes>
      <Footnote>{footnote}</Footnote>
      <ReviewPolicy />
    </TitledSection>
  )
}
