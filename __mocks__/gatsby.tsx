import React from "react"

/**
 * Gatsby in unit tests: Link is an anchor that, like Gatsby's, marks the current page and
 * navigates in-app (here: records the call) instead of loading a new document.
 */
const gatsby = jest.requireActual("gatsby")

export const graphql = jest.fn()
export const useStaticQuery = jest.fn()
export const navigate = jest.fn()

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string
  activeClassName?: string
  partiallyActive?: boolean
}

export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName: _active, partiallyActive: _partial, onClick, children, ...rest },
  ref,
) {
  const current = window.location.pathname === to
  return (
    <a
      ref={ref}
      href={to}
      aria-current={current ? "page" : undefined}
      onClick={(event) => {
        onClick?.(event)
        event.preventDefault()
        navigate(to)
      }}
      {...rest}
    >
      {children}
    </a>
  )
})

export default { ...gatsby, graphql, useStaticQuery, navigate, Link }
