import { useId, type ReactNode } from "react"
import styled from "styled-components"
import { Container } from "./Container"

const Inline = styled.section`
  margin-top: var(--space-xl);
`

const Band = styled.section<{ $tinted?: boolean }>`
  padding: var(--space-xl) 0;
  background: ${({ $tinted }) => ($tinted ? "var(--colors-surface)" : "transparent")};
`

const Intro = styled.p<{ $muted?: boolean }>`
  max-width: var(--layout-readingWidth);
  color: ${({ $muted }) => ($muted ? "var(--colors-textMuted)" : "inherit")};
`

interface TitledSectionProps {
  title: string
  intro?: string | null
  children?: ReactNode
  className?: string
  /** A full-width band of the page with its own container (home, about, resources), not a part of a column. */
  band?: boolean
  /** The band's anchor ("#treatments"); its heading is `${id}-title`. */
  id?: string
  /** A band on the surface colour, to set it apart from its neighbours. */
  tinted?: boolean
}

/** A titled part of a page: a <section> named by its <h2>, with an optional introduction. */
export function TitledSection({ title, intro, children, className, band, id, tinted }: TitledSectionProps) {
  const generatedId = useId()
  const headingId = id ? `${id}-title` : generatedId
  const heading = (
    <>
      <h2 id={headingId}>{title}</h2>
      {intro && <Intro $muted={band}>{intro}</Intro>}
      {children}
    </>
  )
  if (!band) {
    return (
      <Inline id={id} aria-labelledby={headingId} className={className}>
        {heading}
      </Inline>
    )
  }
  return (
    <Band id={id} aria-labelledby={headingId} className={className} $tinted={tinted}>
      <Container>{heading}</Container>
    </Band>
  )
}
