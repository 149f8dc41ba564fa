import styled from "styled-components"
import { cardSurface, gridColumns } from "../../styles/patterns"

/** A list of cards: one column on phones, two on tablets, `$columns` (default 3) on desktops. */
export const CardGrid = styled.ul<{ $columns?: number }>`
  display: grid;
  gap: var(--space-lg);
  list-style: none;
  margin: var(--space-lg) 0;
  padding: 0;
  ${({ $columns }) => gridColumns(2, $columns ?? 3)}
`

export const Card = styled.li`
  display: flex;
  flex-direction: column;
  padding: var(--space-lg);
  ${cardSurface}

  h3 {
    margin-bottom: var(--space-xs);
  }
  p:last-child {
    margin-bottom: 0;
  }
`
