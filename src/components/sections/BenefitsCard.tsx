import { useId } from "react"
import styled from "styled-components"
import type { SectionOfKind } from "../../lib/content/section-schemas"
import { media } from "../../styles/theme"

const Card = styled.aside`
  margin-top: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.card};

  /* Beside the page on wide screens, the card stays in view while the reader scrolls. */
  ${media.desktop} {
    position: sticky;
    top: ${({ theme }) => theme.space.md};
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.h3};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    position: relative;
    padding-left: 1.75rem;
  }
  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
  li::before {
    content: "✓";
    position: absolute;
    left: 0;
    font-weight: 700;
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
