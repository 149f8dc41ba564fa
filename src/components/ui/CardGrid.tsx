import styled from "styled-components"
import { media } from "../../styles/theme"

/** A list of cards: one column on phones, two on tablets, `$columns` (default 3) on desktops. */
export const CardGrid = styled.ul<{ $columns?: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  list-style: none;
  margin: ${({ theme }) => `${theme.space.lg} 0`};
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
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.card};
  box-shadow: ${({ theme }) => theme.shadows.card};

  h3 {
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  p:last-child {
    margin-bottom: 0;
  }
`
