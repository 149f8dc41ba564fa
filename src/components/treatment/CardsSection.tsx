import styled from "styled-components"
import type { SectionOfKind } from "../../lib/content/section-schemas"
import { media } from "../../styles/theme"
import { TitledSection } from "../ui/TitledSection"

/** Three across when the cards divide by three, else two: no lone card on a last row of four. */
const Cards = styled.ul<{ $count: number }>`
  display: grid;
  gap: var(--space-md);
  list-style: none;
  padding: 0;

  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.desktop} {
    grid-template-columns: repeat(${({ $count }) => ($count % 3 === 0 ? 3 : 2)}, minmax(0, 1fr));
  }

  li {
    padding: var(--space-lg);
    background: var(--colors-background);
    border: 1px solid var(--colors-border);
    border-radius: var(--radii-card);
    box-shadow: var(--shadows-card);
  }
  h3 {
    margin-bottom: var(--space-xs);
  }
  p {
    margin: 0;
  }
`

/** A grid of cards, each a short title and description. */
export function CardsSection({ title, intro, cards }: Omit<SectionOfKind<"cards">, "kind">) {
  return (
    <TitledSection title={title} intro={intro}>
      <Cards $count={cards.length}>
        {cards.map((card) => (
          <li key={card.title}>
            <h3>{card.title}</h3>
            <p>{card.description}</p>
          </li>
        ))}
      </Cards>
    </TitledSection>
  )
}
