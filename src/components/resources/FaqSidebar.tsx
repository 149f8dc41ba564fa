import styled from "styled-components"
import { media } from "../../styles/theme"

export interface FaqSidebarProps {
  label: string
  categories: ReadonlyArray<{ id: string; title: string }>
  /** The id of the category being read; its link gets aria-current. */
  activeId?: string
}

const Nav = styled.nav`
  ${media.desktop} {
    position: sticky;
    top: var(--space-md);
  }

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-xs);
    list-style: none;
    margin: 0;
    padding: 0;

    ${media.desktop} {
      flex-direction: column;
    }
  }

  a {
    display: flex;
    align-items: center;
    min-height: var(--touchTarget);
    padding: 0 var(--space-sm);
    border-left: 4px solid transparent;
    border-radius: var(--radii-small);
    text-decoration: none;
  }
  a[aria-current="true"] {
    border-left-color: var(--colors-accent);
    background: var(--colors-surface);
    font-weight: 700;
  }
`

/** In-page links to each FAQ category; the one being read is marked, for sight and for screen readers. */
export function FaqSidebar({ label, categories, activeId }: FaqSidebarProps) {
  return (
    <Nav aria-label={label}>
      <ul>
        {categories.map((category) => (
          <li key={category.id}>
            <a href={`#${category.id}`} aria-current={category.id === activeId ? "true" : undefined}>
              {category.title}
            </a>
          </li>
        ))}
      </ul>
    </Nav>
  )
}
