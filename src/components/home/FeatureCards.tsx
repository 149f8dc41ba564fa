import { Card, CardGrid } from "../ui/CardGrid"
import { TitledSection } from "../ui/TitledSection"

export interface FeatureCardsProps {
  id: string
  title: string
  intro?: string | null
  cards: ReadonlyArray<{ title: string; text: string }>
  columns?: number
  tinted?: boolean
}

/** A titled set of short cards (Why Choose, our philosophy, ...). */
export function FeatureCards({ id, title, intro, cards, columns, tinted }: FeatureCardsProps) {
  return (
    <TitledSection band id={id} title={title} intro={intro} tinted={tinted}>
      <CardGrid $columns={columns}>
        {cards.map((card) => (
          <Card key={card.title}>
            <h3>{card.title}</h3>
            <p>{card.text}</p>
          </Card>
        ))}
      </CardGrid>
    </TitledSection>
  )
}
