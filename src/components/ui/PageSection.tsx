import type { ReactNode } from "react"
import styled from "styled-components"
import { Container } from "./Container"

const Band = styled.section<{ $tinted?: boolean }>`
  padding: var(--space-xl) 0;
  background: ${({ $tinted }) => ($tinted ? "var(--colors-surface)" : "transparent")};
`

const Intro = styled.p`
  max-width: var(--layout-readingWidth);
  color: var(--colors-textMuted);
`

interface PageSectionProps {
  id: string
  title: string
  intro?: string | null
  tinted?: boolean
  children?: ReactNode
}

/** One titled band of a page: a <section> named by its <h2>. */
export function PageSection({ id, title, intro, tinted, children }: PageSectionProps) {
  return (
    <Band id={id} aria-labelledby={`${id}-title`} $tinted={tinted}>
      <Container>
        <h2 id={`${id}-title`}>{title}</h2>
        {intro && <Intro>{intro}</Intro>}
        {children}
      </Container>
    </Band>
  )
}
