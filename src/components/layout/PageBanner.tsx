import type { ReactNode } from "react"
import styled from "styled-components"
import type { Crumb } from "../../lib/shared/json-ld"
import { Container } from "../ui/Container"
import { Breadcrumbs } from "./Breadcrumbs"

interface PageBannerProps {
  title: string
  crumbs: readonly Crumb[]
  intro?: string | null
  children?: ReactNode
}

const Band = styled.div`
  padding: var(--space-lg) 0 var(--space-xl);
  background: var(--colors-surface);
  border-bottom: 1px solid var(--colors-border);
`

const Intro = styled.p`
  max-width: var(--layout-readingWidth);
  font-size: var(--fontSizes-lead);
  color: var(--colors-textMuted);
  margin: 0;
`

/** The top of every inner page: breadcrumbs, the page's one <h1> and an optional introduction. */
export function PageBanner({ title, crumbs, intro, children }: PageBannerProps) {
  return (
    <Band>
      <Container>
        <Breadcrumbs crumbs={crumbs} />
        <h1>{title}</h1>
        {intro && <Intro>{intro}</Intro>}
        {children}
      </Container>
    </Band>
  )
}
