import styled from "styled-components"
import type { SectionOfKind } from "../../lib/shared/content/section-schemas"
import { media } from "../../styles/theme"
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

/** Patient quotes, each with its author, and the note that results vary. */
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
          </li>
        ))}
      </Quotes>
      <Footnote>{footnote}</Footnote>
    </TitledSection>
  )
}
