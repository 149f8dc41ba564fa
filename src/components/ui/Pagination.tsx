import styled from "styled-components"

export interface PaginationProps {
  page: number
  pageCount: number
  onChange: (page: number) => void
  labels: { label: string; previous: string; next: string; page: string }
}

const Nav = styled.nav`
  margin-top: ${({ theme }) => theme.space.lg};

  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${({ theme }) => theme.space.xs};
    list-style: none;
    margin: 0;
    padding: 0;
  }
`

const PageButton = styled.button`
  min-width: ${({ theme }) => theme.touchTarget};
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 700;
  cursor: pointer;

  &[aria-current="page"] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &:disabled {
    border-color: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`

/**
 * Previous, numbered and next page buttons; rendered only when there is more than one page.
 * Previous is disabled on the first page, next on the last.
 */
export function Pagination({ page, pageCount, onChange, labels }: PaginationProps) {
  if (pageCount <= 1) return null
  const numbers = Array.from({ length: pageCount }, (_, index) => index + 1)
  return (
    <Nav aria-label={labels.label} data-print="hide">
      <ul>
        <li>
          <PageButton type="button" disabled={page === 1} onClick={() => onChange(page - 1)}>
            {labels.previous}
          </PageButton>
        </li>
        {numbers.map((number) => (
          <li key={number}>
            <PageButton
              type="button"
              aria-label={`${labels.page} ${number}`}
              aria-current={number === page ? "page" : undefined}
              onClick={() => onChange(number)}
            >
              {number}
            </PageButton>
          </li>
        ))}
        <li>
          <PageButton type="button" disabled={page === pageCount} onClick={() => onChange(page + 1)}>
            {labels.next}
          </PageButton>
        </li>
      </ul>
    </Nav>
  )
}
