import styled from "styled-components"
import { media } from "../../styles/theme"

/** A list of cards: one column on phones, two on tablets, `$columns` (default 3) on desktops. */
export const CardGrid = styled.ul<{ $columns?: number }>`
  display: grid;
  gap: var(--space-lg);
  list-style: none;
  margin: var(--space-lg) 0;
  padding: 0;

  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.desktop} {
    grid-template-columns: repeat(${({ $columns }) => $columns ?? 3}, minmax(0, 1fr));
  }
`

export const Card = styled.li`
  display: flex;
  flex-direction: column;
  padding: var(--space-lg);
  background: var(--colors-background);
  border: 1px solid var(--colors-border);
  border-radius: var(--radii-card);
  box-shadow: var(--shadows-card);

  h3 {
    margin-bottom: var(--space-xs);
  }
  p:last-child {
    margin-bottom: 0;
  }
`
