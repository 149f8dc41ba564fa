import { SiteLink } from "../ui/SiteLink"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Picture } from "../ui/Picture"
import { useId } from "react"
import styled from "styled-components"
import { cardSurface } from "../../styles/patterns"

export interface ConditionCategoryProps {
  title: string
  description: string
  items: readonly string[]
  image?: IGatsbyImageData | null
  link: { label: string; path: string }
}

const Card = styled.section`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  ${cardSurface}
`

const Body = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  padding: var(--space-lg);

  ul {
    padding-left: 1.25rem;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: var(--touchTarget);
    margin-top: auto;
    font-weight: 700;
  }
`

/** One block of /conditions: the category, the conditions in it and a link to its treatment page. */
export function ConditionCategory({ title, description, items, image, link }: ConditionCategoryProps) {
  const headingId = useId()
  return (
    <Card aria-labelledby={headingId}>
      {image && <Picture image={image} alt="" />}
      <Body>
        <h2 id={headingId}>{title}</h2>
        <p>{description}</p>
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <SiteLink to={link.path}>{link.label}</SiteLink>
      </Body>
    </Card>
  )
}
