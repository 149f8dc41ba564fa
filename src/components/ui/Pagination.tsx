import styled from "styled-components"

export interface PaginationProps {
  page: number
  pageCount: number
  onChange: (page: number) => void
  labels: { label: string; previous: string; next: string; page: string }
}

const Nav = styled.nav`
  margin-top: var(--space-lg);

  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: var(--space-xs);
    list-style: none;
    margin: 0;
    padding: 0;
  }
`

const PageButton = styled.button`
  min-width: var(--touchTarget);
  min-height: var(--touchTarget);
  padding: 0 var(--space-sm);
  border: 2px solid var(--colors-primary);
  border-radius: var(--radii-small);
  background: var(--colors-background);
  color: var(--colors-primary);
  font: inherit;
  font-weight: 700;
  cursor: pointer;

  &[aria-current="page"] {
    background: var(--colors-primary);
    color: var(--colors-onPrimary);
  }
  &:disabled {
    border-color: var(--colors-border);
    color: var(--colors-textMuted);
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
