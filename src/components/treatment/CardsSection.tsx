import styled from "styled-components"
import type { SectionOfKind } from "../../lib/shared/content/model/section-schemas"
import { TitledSection } from "../ui/TitledSection"
import { cardSurface, gridColumns } from "../../styles/patterns"

/** Three across when the cards divide by three, else two: no lone card on a last row of four. */
const Cards = styled.ul<{ $count: number }>`
  display: grid;
  gap: var(--space-md);
  list-style: none;
  padding: 0;
  ${({ $count }) => gridColumns(2, $count % 3 === 0 ? 3 : 2)}

  li {
    padding: var(--space-lg);
    ${cardSurface}
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
