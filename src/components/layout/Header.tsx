import { Link } from "gatsby"
import styled from "styled-components"
import { media } from "../../styles/theme"
import { Container } from "../ui/Container"
import { MobileMenu, type MenuLink } from "./MobileMenu"

export interface HeaderProps {
  siteName: string
  links: readonly MenuLink[]
  contact: MenuLink
  phone: string
  callLabel: string
  menuLabels: { open: string; close: string }
}

const Bar = styled.header`
  position: relative;
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ theme }) => theme.layout.headerHeight};
`

const SiteTitle = styled(Link)`
  font-size: 1.25rem;
  font-weight: 700;
  line-height: 1.2;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
`

const DesktopNav = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};

  ${media.belowDesktop} {
    display: none;
  }

  ul {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    list-style: none;
    margin: 0;
    padding: 0;
  }

  ul a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space.sm};
    font-weight: 700;
    text-decoration: none;
    border-bottom: 3px solid transparent;
  }
  ul a:hover,
  ul a[aria-current="page"] {
    border-bottom-color: ${({ theme }) => theme.colors.accent};
  }
`

const PhoneButton = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.md};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.onPrimary};
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`

/** Site title, the main navigation and the phone button; on small screens, the mobile menu. */
export function Header({ siteName, links, contact, phone, callLabel, menuLabels }: HeaderProps) {
  return (
    <Bar>
      <Inner>
        <SiteTitle to="/">{siteName}</SiteTitle>
        <DesktopNav aria-label="Main">
          <ul>
            {links.map((link) => (
              <li key={link.path}>
                <Link to={link.path}>{link.label}</Link>
              </li>
            ))}
          </ul>
          <PhoneButton to={contact.path}>
            {contact.label}: {phone}
          </PhoneButton>
        </DesktopNav>
        <MobileMenu
          links={links}
          contact={contact}
          phone={phone}
          callLabel={callLabel}
          openLabel={menuLabels.open}
          closeLabel={menuLabels.close}
        />
      </Inner>
    </Bar>
  )
}
