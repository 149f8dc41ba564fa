import { useId, type ReactNode } from "react"
import styled from "styled-components"

const Block = styled.section`
  margin-top: var(--space-xl);
`

const Intro = styled.p`
  max-width: var(--layout-readingWidth);
`

interface SectionShellProps {
  title: string
  intro?: string | null
  children: ReactNode
  className?: string
}

/** A titled part of a page: a <section> named by its <h2>, with an optional introduction. */
export function SectionShell({ title, intro, children, className }: SectionShellProps) {
  const headingId = useId()
  return (
    <Block aria-labelledby={headingId} className={className}>
      <h2 id={headingId}>{title}</h2>
      {intro && <Intro>{intro}</Intro>}
      {children}
    </Block>
  )
}
