import { SiteLink } from "../ui/SiteLink"
import styled from "styled-components"
import { Card, CardGrid } from "../ui/CardGrid"
import { TitledSection } from "../ui/TitledSection"

export interface PhysicianProfileProps {
  title: string
  /** The physician's name with profession, as New York requires beside "Dr.". */
  physician: string
  intro: string
  /** The heading of the credentials card, and the credentials, one line each (content/site.json physician). */
  credentialsTitle: string
  credentials: readonly string[]
  highlights: ReadonlyArray<{ title: string; text: string }>
  link: { label: string; path: string }
}

const Credentials = styled.ul`
  padding-left: 1.25rem;
  margin: 0;
`

const Name = styled.p`
  font-size: var(--fontSizes-lead);
  font-weight: 700;
`

/** The physician: the credentials, as content/site.json states them, then the other highlights (education, philosophy, multicultural care). */
export function PhysicianProfile({ title, physician, intro, credentialsTitle, credentials, highlights, link }: PhysicianProfileProps) {
  return (
    <TitledSection band id="physician" title={title}>
      <Name>{physician}</Name>
      <p>{intro}</p>
      <CardGrid $columns={4}>
        <Card>
          <h3>{credentialsTitle}</h3>
          <Credentials>
            {credentials.map((credential) => (
              <li key={credential}>{credential}</li>
            ))}
          </Credentials>
        </Card>
        {highlights.map((highlight) => (
          <Card key={highlight.title}>
            <h3>{highlight.title}</h3>
            <p>{highlight.text}</p>
          </Card>
        ))}
      </CardGrid>
      <SiteLink to={link.path}>{link.label}</SiteLink>
    </TitledSection>
  )
}
