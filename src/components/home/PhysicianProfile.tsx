import { Link } from "gatsby"
import styled from "styled-components"
import { Card, CardGrid } from "../ui/CardGrid"
import { TitledSection } from "../ui/TitledSection"

export interface PhysicianProfileProps {
  title: string
  /** The physician's name with profession, as New York requires beside "Dr.". */
  physician: string
  intro: string
  highlights: ReadonlyArray<{ title: string; text: string }>
  link: { label: string; path: string }
}

const Name = styled.p`
  font-size: var(--fontSizes-lead);
  font-weight: 700;
`

/** The physician in four highlights: credentials, education, philosophy, multicultural care. */
export function PhysicianProfile({ title, physician, intro, highlights, link }: PhysicianProfileProps) {
  return (
    <TitledSection band id="physician" title={title}>
      <Name>{physician}</Name>
      <p>{intro}</p>
      <CardGrid $columns={4}>
        {highlights.map((highlight) => (
          <Card key={highlight.title}>
            <h3>{highlight.title}</h3>
            <p>{highlight.text}</p>
          </Card>
        ))}
      </CardGrid>
      <Link to={link.path}>{link.label}</Link>
    </TitledSection>
  )
}
