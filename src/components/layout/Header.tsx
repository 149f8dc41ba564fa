import { SiteLink } from "../ui/SiteLink"
import styled from "styled-components"
import { media } from "../../styles/theme"
import { Container } from "../ui/Container"
import { useSiteContent } from "../../hooks/useSiteContent"
import { LanguageSwitcher } from "./LanguageSwitcher"
import { MobileMenu } from "./MobileMenu"

const Bar = styled.header`
  position: relative;
  background: var(--colors-background);
  border-bottom: 1px solid var(--colors-border);
`

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-md);
  min-height: var(--layout-headerHeight);

  /*
   * Beside the menu button, the site name's column is set by the header, not by the button: the
   * browser may paint the header before it has parsed the button, and the name would wrap anew
   * when the button comes (a layout shift Lighthouse caught in about one load in five). The
   * button's column holds its closed width (bars, "Menu", padding: under 7rem) from the first frame.
   */
  ${media.belowDesktop} {
    display: grid;
    grid-template-columns: 1fr minmax(7rem, max-content);
  }
`

const SiteTitle = styled(SiteLink)`
  justify-self: start;
  font-size: 1.25rem;
  font-weight: 700;
  line-height: 1.2;
  color: var(--colors-primary);
  text-decoration: none;
`

const DesktopNav = styled.nav`
  display: flex;
  align-items: center;
  gap: var(--space-lg);

  ${media.belowDesktop} {
    display: none;
  }

  ul {
    display: flex;
    gap: var(--space-xs);
    list-style: none;
    margin: 0;
    padding: 0;
  }

  ul a {
    display: inline-flex;
    align-items: center;
    min-height: var(--touchTarget);
    padding: 0 var(--space-sm);
    font-weight: 700;
    text-decoration: none;
    border-bottom: 3px solid transparent;
  }
  ul a:hover,
  ul a[aria-current="page"] {
    border-bottom-color: var(--colors-accent);
  }
`

const PhoneButton = styled(SiteLink)`
  display: inline-flex;
  align-items: center;
  min-height: var(--touchTarget);
  padding: 0 var(--space-md);
  font-weight: 700;
  color: var(--colors-onPrimary);
  background: var(--colors-primary);
  border-radius: var(--radii-pill);
  text-decoration: none;

  &:hover {
    color: var(--colors-onPrimary);
    background: var(--colors-primaryHover);
  }
`

/** The language switcher, site title, the main navigation and the phone button; on small screens, the mobile menu (content/navigation.json, site.json, shared.json). */
export function Header() {
  const { site, navigation, shared, language } = useSiteContent()
  const { header: links, contact } = navigation
  const { siteName, phone } = site
  return (
    <Bar>
      <LanguageSwitcher label={shared.languageSwitcher.label} current={language.lang} links={language.languageLinks} />
      <Inner>
        <SiteTitle to="/">{siteName}</SiteTitle>
        <DesktopNav aria-label={shared.landmarks.main}>
          <ul>
            {links.map((link) => (
              <li key={link.path}>
                <SiteLink to={link.path}>{link.label}</SiteLink>
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
          callLabel={shared.callUs}
          openLabel={shared.menuButton.open}
          closeLabel={shared.menuButton.close}
          label={shared.landmarks.mobile}
        />
      </Inner>
    </Bar>
  )
}
