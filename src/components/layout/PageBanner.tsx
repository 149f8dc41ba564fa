import type { ReactNode } from "react"
import styled from "styled-components"
import type { Crumb } from "../../lib/json-ld"
import { Container } from "../ui/Container"
import { Breadcrumbs } from "./Breadcrumbs"

interface PageBannerProps {
  title: string
  crumbs: readonly Crumb[]
  intro?: string | null
  children?: ReactNode
}

const Band = styled.div`
  padding: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.xl}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`

const Intro = styled.p`
  max-width: ${({ theme }) => theme.layout.readingWidth};
  font-size: ${({ theme }) => theme.fontSizes.lead};
  color: ${({ theme }) => theme.colors.textMuted};
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
