import { SiteLink } from "../ui/SiteLink"
import { useEffect, useState } from "react"
import styled from "styled-components"
import { formatAddress, telHref } from "../../lib/shared/format"
import { useSiteContent } from "../../hooks/useSiteContent"
import { media } from "../../styles/theme"
import { ButtonLink } from "../ui/ButtonLink"
import { Container } from "../ui/Container"
import { OfficeHoursList } from "../ui/OfficeHoursList"
import { AccessNotices } from "../ui/AccessNotices"

const Band = styled.footer`
  margin-top: var(--space-xxl);
  padding: var(--space-xl) 0 var(--space-lg);
  color: var(--colors-onPrimary);
  background: var(--colors-primary);

  a {
    color: var(--colors-onPrimary);
  }
  a:hover {
    color: var(--colors-onPrimary);
    text-decoration-thickness: 2px;
  }
`

const Columns = styled.div`
  display: grid;
  gap: var(--space-xl);
  grid-template-columns: 1fr;

  ${media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.desktop} {
    grid-template-columns: 1.4fr repeat(3, 1fr);
  }
`

const Heading = styled.h2`
  font-size: var(--fontSizes-lead);
  margin-bottom: var(--space-sm);
`

const LinkList = styled.ul`
  list-style: none;
  padding: 0;

  li {
    margin-bottom: var(--space-xxs);
  }
  a {
    display: inline-block;
    padding: var(--space-xxs) 0;
  }
`

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-md);
  margin-top: var(--space-xl);
  padding-top: var(--space-lg);
  border-top: 1px solid rgba(255, 255, 255, 0.35);
  font-size: var(--fontSizes-small);

  p {
    margin: 0;
  }
`

function useCurrentYear(buildYear: number): number {
  const [year, setYear] = useState(buildYear)
  // Two-pass rendering (React docs, hydrateRoot): the prerendered HTML has the build year; the browser corrects it after hydration.
  // A page sent without scripts (src/render/replace-renderer.tsx) keeps the build year until the next build.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the second render after hydration is the point
  useEffect(() => setYear(new Date().getFullYear()), [])
  return year
}

/** Contact block, link groups, the Schedule Consultation button and the copyright line (content/site.json, navigation.json, shared.json). */
export function Footer() {
  const { site, navigation, shared, buildYear } = useSiteContent()
  const year = useCurrentYear(buildYear)
  return (
    <Band>
      <Container>
        <Columns>
          <section aria-labelledby="footer-contact">
            <Heading id="footer-contact">{shared.footer.contactTitle}</Heading>
            <address>
              <p>
                {site.siteName}
                <br />
                {formatAddress(site.address)}
              </p>
              <p>
                <a href={telHref(site.phone)}>{site.phone}</a>
                <br />
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </p>
            </address>
            <Heading as="h3">{shared.footer.hoursTitle}</Heading>
            <OfficeHoursList hours={site.officeHours} closedLabel={shared.footer.closedLabel} />
            <p>
              {shared.languageHelp} {site.languagesInWords}.
            </p>
            <AccessNotices />
          </section>
          {navigation.footerGroups.map((group) => (
            <nav key={group.title} aria-label={group.title}>
              <Heading>{group.title}</Heading>
              <LinkList>
                {group.links.map((link) => (
                  <li key={link.path}>
                    <SiteLink to={link.path}>{link.label}</SiteLink>
                  </li>
                ))}
              </LinkList>
            </nav>
          ))}
        </Columns>
        <Bottom>
          <p>
            © {year} {site.siteName}. {shared.footer.rights}
          </p>
          <ButtonLink to={shared.footer.scheduleButton.path} $variant="inverse">
            {shared.footer.scheduleButton.label}
          </ButtonLink>
        </Bottom>
      </Container>
    </Band>
  )
}
