import { SiteLink } from "../ui/SiteLink"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Picture } from "../ui/Picture"
import styled from "styled-components"
import { cardSurface } from "../../styles/patterns"

export interface TreatmentCardProps {
  title: string
  description: string
  path: string
  image?: IGatsbyImageData | null
  /** The first card of the page: its picture is on the first screen and the page's largest paint. */
  priority?: boolean
  linkLabel: string
}

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  ${cardSurface}

  &:focus-within {
    outline: 3px solid var(--colors-focus);
    outline-offset: 2px;
  }
`

const Body = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  padding: var(--space-md);

  h3 {
    margin-bottom: var(--space-xs);
  }
  /* The title link covers the whole card, so the card is one large target with one clear name. */
  h3 a {
    text-decoration: none;
  }
  h3 a::after {
    content: "";
    position: absolute;
    inset: 0;
  }
  h3 a:focus-visible {
    outline: none;
  }
  p {
    margin-bottom: var(--space-sm);
  }
`

const More = styled.span`
  margin-top: auto;
  font-weight: 700;
  color: var(--colors-primary);
  text-decoration: underline;
  text-underline-offset: 0.15em;
`

/** A treatment as a card: picture, title (the link), description. Its copy comes from the treatment's content file. */
export function TreatmentCard({ title, description, path, image, priority, linkLabel }: TreatmentCardProps) {
  return (
    <Card>
      {image && <Picture image={image} alt="" priority={priority} />}
      <Body>
        <h3>
          <SiteLink to={path}>{title}</SiteLink>
        </h3>
        <p>{description}</p>
        <More aria-hidden="true">{linkLabel} →</More>
      </Body>
    </Card>
  )
}
