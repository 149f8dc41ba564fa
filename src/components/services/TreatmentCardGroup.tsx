import styled from "styled-components"
import { media } from "../../styles/theme"
import { TitledSection } from "../ui/TitledSection"
import { TreatmentCard, type TreatmentCardProps } from "./TreatmentCard"

const Cards = styled.ul`
  display: grid;
  gap: var(--space-md);
  list-style: none;
  padding: 0;

  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`

export interface TreatmentCardGroupProps {
  title: string
  intro: string
  cards: ReadonlyArray<Omit<TreatmentCardProps, "linkLabel">>
  linkLabel: string
}

/** One group of treatment cards on /services, such as Orthopedic or Specialty. */
export function TreatmentCardGroup({ title, intro, cards, linkLabel }: TreatmentCardGroupProps) {
  return (
    <TitledSection title={title} intro={intro}>
      <Cards>
        {cards.map((card) => (
          <li key={card.path}>
            <TreatmentCard {...card} linkLabel={linkLabel} />
          </li>
        ))}
      </Cards>
    </TitledSection>
  )
}
