import { Link } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Picture } from "../ui/Picture"
import styled from "styled-components"

export interface TreatmentCardProps {
  title: string
  description: string
  path: string
  image?: IGatsbyImageData | null
  linkLabel: string
}

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.card};
  box-shadow: ${({ theme }) => theme.shadows.card};

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`

const Body = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  padding: ${({ theme }) => theme.space.md};

  h3 {
    margin-bottom: ${({ theme }) => theme.space.xs};
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
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`

const More = styled.span`
  margin-top: auto;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  text-underline-offset: 0.15em;
`

/** A treatment as a card: picture, title (the link), description. Its copy comes from the treatment's content file. */
export function TreatmentCard({ title, description, path, image, linkLabel }: TreatmentCardProps) {
  return (
    <Card>
      {image && <Picture image={image} alt="" />}
      <Body>
        <h3>
          <Link to={path}>{title}</Link>
        </h3>
        <p>{description}</p>
        <More aria-hidden="true">{linkLabel} →</More>
      </Body>
    </Card>
  )
}
