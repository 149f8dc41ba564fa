import { Link } from "gatsby"
import styled from "styled-components"
import type { Crumb } from "../../lib/shared/json-ld"

const Trail = styled.ol`
  display: flex;
  flex-wrap: wrap;
  list-style: none;
  margin: 0 0 var(--space-sm);
  padding: 0;
  font-size: var(--fontSizes-small);

  li + li::before {
    content: "/";
    margin: 0 var(--space-xs);
    color: var(--colors-textMuted);
  }
  a {
    display: inline-block;
    padding: var(--space-xxs) 0;
  }
`

/** The page's place in the site; the last crumb is the current page and is not a link. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <Trail>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={crumb.path}>
              <span aria-current="page">{crumb.label}</span>
            </li>
          ) : (
            <li key={crumb.path}>
              <Link to={crumb.path}>{crumb.label}</Link>
            </li>
          ),
        )}
      </Trail>
    </nav>
  )
}
