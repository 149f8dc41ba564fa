import { SiteLink } from "../ui/SiteLink"
import { useCallback, useEffect, useRef, useState } from "react"
import styled from "styled-components"
import { telHref } from "../../lib/shared/format"
import { media } from "../../styles/theme"

interface MenuLink {
  readonly label: string
  readonly path: string
}

interface MobileMenuProps {
  links: readonly MenuLink[]
  contact: MenuLink
  phone: string
  callLabel: string
  openLabel: string
  closeLabel: string
  /** The menu's name for screen readers, in the page's language. */
  label: string
}

const Disclosure = styled.details`
  justify-self: end;

  ${media.desktop} {
    display: none;
  }
`

const Toggle = styled.summary`
  display: inline-flex;
  list-style: none;
  align-items: center;
  gap: var(--space-xs);
  min-height: var(--touchTarget);
  min-width: var(--touchTarget);
  padding: var(--space-xs) var(--space-md);
  font: inherit;
  font-weight: 700;
  color: var(--colors-primary);
  background: var(--colors-background);
  border: 2px solid var(--colors-primary);
  border-radius: var(--radii-small);
  cursor: pointer;

  &::-webkit-details-marker {
    display: none;
  }
  /* The label says what the button does next, open or not, without script. */
  details:not([open]) > & > [data-when="open"],
  details[open] > & > [data-when="closed"] {
    display: none;
  }
`

const Bars = styled.span`
  position: relative;
  width: 1.25rem;
  height: 2px;
  background: currentColor;

  details[open] > summary > & {
    background: transparent;
  }

  &::before,
  &::after {
    content: "";
    position: absolute;
    left: 0;
    width: 100%;
    height: 2px;
    background: currentColor;
    transition: transform 0.2s ease;
  }
  &::before {
    transform: translateY(-6px);
  }
  &::after {
    transform: translateY(6px);
  }
  details[open] > summary > &::before {
    transform: translateY(0) rotate(45deg);
  }
  details[open] > summary > &::after {
    transform: translateY(0) rotate(-45deg);
  }
`

const Panel = styled.nav`
  position: absolute;
  left: 0;
  right: 0;
  top: 100%;
  z-index: 50;
  padding: var(--space-md);
  background: var(--colors-background);
  border-bottom: 1px solid var(--colors-border);
  box-shadow: var(--shadows-card);

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }

  a {
    display: flex;
    align-items: center;
    min-height: var(--touchTarget);
    padding: var(--space-xs) var(--space-sm);
    font-weight: 700;
    text-decoration: none;
    border-radius: var(--radii-small);
  }
  a:hover,
  a[aria-current="page"] {
    background: var(--colors-surface);
  }
`

/**
 * The small-screen menu: a native disclosure (<details>/<summary>), so the Menu button opens the
 * navigation and its call link before any script has run and without it. Once React runs, Escape
 * closes the menu and returns focus to the button, and following a link closes it.
 */
export function MobileMenu({ links, contact, phone, callLabel, openLabel, closeLabel, label }: MobileMenuProps) {
  const [open, setOpen] = useState(false)
  const toggleRef = useRef<HTMLElement>(null)
  const close = useCallback(() => setOpen(false), [])

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false)
        toggleRef.current?.focus()
      }
    }
    document.addEventListener("keydown", onKeyDown)
    return () => document.removeEventListener("keydown", onKeyDown)
  }, [open])

  return (
    <Disclosure open={open} onToggle={(event) => setOpen(event.currentTarget.open)} data-print="hide">
      <Toggle ref={toggleRef}>
        <Bars aria-hidden="true" />
        <span data-when="closed">{openLabel}</span>
        <span data-when="open">{closeLabel}</span>
      </Toggle>
      <Panel aria-label={label}>
        <ul>
          {[...links, contact].map((link) => (
            <li key={link.path}>
              <SiteLink to={link.path} onClick={close}>
                {link.label}
              </SiteLink>
            </li>
          ))}
          <li>
            <a href={telHref(phone)} onClick={close}>
              {callLabel} {phone}
            </a>
          </li>
        </ul>
      </Panel>
    </Disclosure>
  )
}
