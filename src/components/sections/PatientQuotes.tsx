import styled from "styled-components"
import type { SectionOfKind } from "../../lib/content/section-schemas"
import { media } from "../../styles/theme"
import { SectionShell } from "./SectionShell"

const Quotes = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  list-style: none;
  padding: 0;

  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

const Quote = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.card};

  blockquote {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lead};
  }
  blockquote p {
    margin: 0;
  }
  figcaption {
    font-weight: 700;
  }
`

const Footnote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.textMuted};
`

/** Patient quotes, each with its author, and the note that results vary. */
export function PatientQuotes({ title, quotes, footnote }: Omit<SectionOfKind<"quotes">, "kind">) {
  return (
    <SectionShell title={title}>
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
    </SectionShell>
  )
}
