import { SiteLink } from "../ui/SiteLink"
import styled from "styled-components"
import type { Crumb } from "../../lib/shared/json-ld"
import { useSiteContent } from "../../hooks/useSiteContent"

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
  const { landmarks } = useSiteContent().shared
  return (
    <nav aria-label={landmarks.breadcrumb}>
      <Trail>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={crumb.path}>
              <span aria-current="page">{crumb.label}</span>
            </li>
          ) : (
            <li key={crumb.path}>
              <SiteLink to={crumb.path}>{crumb.label}</SiteLink>
            </li>
          ),
        )}
      </Trail>
    </nav>
  )
}
