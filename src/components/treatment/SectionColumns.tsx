import type { ReactNode } from "react"
import styled from "styled-components"
import { media } from "../../styles/theme"

const Grid = styled.div`
  ${media.desktop} {
    display: grid;
    grid-template-columns: minmax(0, 1fr) 20rem;
    column-gap: var(--space-xl);
  }
`

/** The aside spans every row of the main column, so its sticky card has room to travel. */
const Slot = styled.div<{ $aside: boolean; $rows: number }>`
  min-width: 0;

  ${media.desktop} {
    grid-column: ${({ $aside }) => ($aside ? "2" : "1")};
    ${({ $aside, $rows }) => ($aside ? `grid-row: 1 / span ${$rows};` : "")}
  }
`

export interface SectionColumnsProps {
  items: ReadonlyArray<{ key: string; aside: boolean; node: ReactNode }>
}

/**
 * Lays out a page's sections. When one is an aside (the benefits card), wide screens show it in
 * a second column beside all the others; narrow screens keep the content order.
 */
export function SectionColumns({ items }: SectionColumnsProps) {
  const hasAside = items.some((item) => item.aside)
  if (!hasAside)
    return (
      <>
        {items.map((item) => (
          <div key={item.key}>{item.node}</div>
        ))}
      </>
    )
  const rows = Math.max(1, items.filter((item) => !item.aside).length)
  return (
    <Grid>
      {items.map((item) => (
        <Slot key={item.key} $aside={item.aside} $rows={rows}>
          {item.node}
        </Slot>
      ))}
    </Grid>
  )
}
