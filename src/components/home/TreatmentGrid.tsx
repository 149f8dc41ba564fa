import { SiteLink } from "../ui/SiteLink"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Picture } from "../ui/Picture"
import styled from "styled-components"
import { Card, CardGrid } from "../ui/CardGrid"
import { TitledSection } from "../ui/TitledSection"
import { VisuallyHidden } from "../ui/VisuallyHidden"

export interface TreatmentGridItem {
  path: string
  title: string
  description: string
  image?: IGatsbyImageData | null
  imageAlt: string
}

export interface TreatmentGridProps {
  title: string
  intro: string
  items: readonly TreatmentGridItem[]
  learnMore: string
  allConditions: { label: string; path: string }
}

const TreatmentCard = styled(Card)`
  padding: 0;
  overflow: hidden;
`

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  padding: var(--space-md);

  p {
    flex: 1;
  }
  a {
    align-self: flex-start;
    display: inline-block;
    padding: var(--space-xs) 0;
    font-weight: 700;
  }
`

/** The treatment cards of the home page, each with a Learn more link to its service page. */
export function TreatmentGrid({ title, intro, items, learnMore, allConditions }: TreatmentGridProps) {
  return (
    <TitledSection band id="treatments" title={title} intro={intro}>
      <CardGrid $columns={4}>
        {items.map((item) => (
          <TreatmentCard key={item.path}>
            {item.image && <Picture image={item.image} alt={item.imageAlt} />}
            <Body>
              <h3>{item.title}</h3>
              <p>{item.description}</p>
              {/* "Learn more" alone, eight times, says nothing out of context (to a screen reader or a
                  search engine): the link's text goes on with the card's title, read but not shown. */}
              <SiteLink to={item.path}>
                {learnMore} <VisuallyHidden>{item.title}</VisuallyHidden>
              </SiteLink>
            </Body>
          </TreatmentCard>
        ))}
      </CardGrid>
      <SiteLink to={allConditions.path}>{allConditions.label}</SiteLink>
    </TitledSection>
  )
}
