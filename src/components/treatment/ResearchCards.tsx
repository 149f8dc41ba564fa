import styled from "styled-components"
import type { SectionOfKind } from "../../lib/shared/content/model/section-schemas"
import { media } from "../../styles/theme"
import { ResearchCard } from "./ResearchCard"
import { TitledSection } from "../ui/TitledSection"

const Cards = styled.ul`
  display: grid;
  gap: var(--space-md);
  align-items: start;
  list-style: none;
  padding: 0;

  ${media.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`

const Footnote = styled.p`
  font-size: var(--fontSizes-small);
  color: var(--colors-textMuted);
`

export interface ResearchCardsProps extends Omit<SectionOfKind<"research">, "kind"> {
  readMore: string
  readLess: string
}

/** Research summaries, each opening to its full text, with where the numbers come from. */
export function ResearchCards({ title, intro, cards, footnote, readMore, readLess }: ResearchCardsProps) {
  return (
    <TitledSection title={title} intro={intro}>
      <Cards>
        {cards.map((card) => (
          <li key={card.title}>
            <ResearchCard {...card} readMore={readMore} readLess={readLess} />
          </li>
        ))}
      </Cards>
      <Footnote>{footnote}</Footnote>
    </TitledSection>
  )
}
