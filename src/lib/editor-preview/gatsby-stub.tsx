/**
 * Gatsby's runtime APIs as the site's pages use them, for the editor's page preview, where no
 * Gatsby runs (esbuild aliases "gatsby" to this module, src/lib/build-time/editor/preview-bundle.ts).
 * A page query is data the preview gives the page itself, so `graphql` is nothing; a link is a
 * plain link, which the preview does not follow (preview-entry.tsx).
 */
import { forwardRef, type AnchorHTMLAttributes } from "react"

export const graphql = (): undefined => undefined

interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string
  activeClassName?: string
  activeStyle?: object
  partiallyActive?: boolean
  replace?: boolean
  state?: unknown
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    to,
    children,
    activeClassName: _activeClassName,
    activeStyle: _activeStyle,
    partiallyActive: _partiallyActive,
    replace: _replace,
    state: _state,
    ...rest
  },
  ref,
) {
  return (
    <a ref={ref} href={to} {...rest}>
      {children}
    </a>
  )
})

export const navigate = (): Promise<void> => Promise.resolve()

export const withPrefix = (path: string): string => path

export function useStaticQuery(): never {
  throw new Error("The preview has no static queries: the page's data comes from its own query (pageQueryData)")
}
