import { Link } from "gatsby"
import { useCallback, useEffect, useId, useRef, useState } from "react"
import styled from "styled-components"
import { telHref } from "../../lib/format"
import { media } from "../../styles/theme"

export interface MenuLink {
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
}

const Wrapper = styled.div`
  ${media.desktop} {
    display: none;
  }
`

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.touchTarget};
  min-width: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  font: inherit;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.background};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.small};
  cursor: pointer;
`

const Bars = styled.span<{ $open: boolean }>`
  position: relative;
  width: 1.25rem;
  height: 2px;
  background: ${({ $open }) => ($open ? "transparent" : "currentColor")};

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
    transform: ${({ $open }) => ($open ? "translateY(0) rotate(45deg)" : "translateY(-6px)")};
  }
  &::after {
    transform: ${({ $open }) => ($open ? "translateY(0) rotate(-45deg)" : "translateY(6px)")};
  }
`

const Panel = styled.nav`
  position: absolute;
  left: 0;
  right: 0;
  top: 100%;
  z-index: 50;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.card};

  &[hidden] {
    display: none;
  }

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }

  a {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    font-weight: 700;
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radii.small};
  }
  a:hover,
  a[aria-current="page"] {
    background: ${({ theme }) => theme.colors.surface};
  }
`

/**
 * The small-screen menu: a WAI-ARIA disclosure. The button says whether the menu is open
 * (aria-expanded) and which element it controls; Escape closes it and returns focus to the
 * button, and following a link closes it.
 */
export function MobileMenu({ links, contact, phone, callLabel, openLabel, closeLabel }: MobileMenuProps) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
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
    <Wrapper>
      <Toggle
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <Bars aria-hidden="true" $open={open} />
        {open ? closeLabel : openLabel}
      </Toggle>
      <Panel id={panelId} hidden={!open} aria-label="Mobile">
        <ul>
          {[...links, contact].map((link) => (
            <li key={link.path}>
              <Link to={link.path} onClick={close}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <a href={telHref(phone)} onClick={close}>
              {callLabel} {phone}
            </a>
          </li>
        </ul>
      </Panel>
    </Wrapper>
  )
}
