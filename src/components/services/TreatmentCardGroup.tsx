import styled from "styled-components"
import { TitledSection } from "../ui/TitledSection"
import { TreatmentCard, type TreatmentCardProps } from "./TreatmentCard"
import { gridColumns } from "../../styles/patterns"

const Cards = styled.ul`
  display: grid;
  gap: var(--space-md);
  list-style: none;
  padding: 0;
  ${gridColumns(2, 4)}
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
