import { useId } from "react"
import styled from "styled-components"
import type { SectionOfKind } from "../../lib/shared/content/model/section-schemas"
import { media } from "../../styles/theme"
import { checkMarkItems } from "../../styles/patterns"

const Card = styled.aside`
  margin-top: var(--space-xl);
  padding: var(--space-lg);
  color: var(--colors-onPrimary);
  background: var(--colors-primary);
  border-radius: var(--radii-card);

  /* Beside the page on wide screens, the card stays in view while the reader scrolls. */
  ${media.desktop} {
    position: sticky;
    top: var(--space-md);
  }

  h2 {
    font-size: var(--fontSizes-h3);
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  ${checkMarkItems("inherit")}
  li + li {
    margin-top: var(--space-xs);
  }
`

/** The benefits of a treatment in a card that is sticky on wide screens (the template places it beside the sections). */
export function BenefitsCard({ title, items }: Omit<SectionOfKind<"benefits">, "kind">) {
  const headingId = useId()
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Card>
  )
}
