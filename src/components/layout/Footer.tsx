import { Link } from "gatsby"
import { useEffect, useState } from "react"
import styled from "styled-components"
import { formatAddress, formatList, telHref } from "../../lib/format"
import { media } from "../../styles/theme"
import { ButtonLink } from "../ui/ButtonLink"
import { Container } from "../ui/Container"
import { OfficeHoursList } from "../ui/OfficeHoursList"
import { LanguageAssistance } from "../ui/LanguageAssistance"

interface FooterLink {
  readonly label: string
  readonly path: string
}

export interface FooterProps {
  siteName: string
  phone: string
  email: string
  address: { streetAddress: string; addressLocality: string; addressRegion: string; postalCode: string }
  officeHours: ReadonlyArray<{ label: string; opens?: string | null; closes?: string | null }>
  languages: readonly string[]
  languageHelp: string
  groups: ReadonlyArray<{ title: string; links: readonly FooterLink[] }>
  copy: { contactTitle: string; hoursTitle: string; closedLabel: string; scheduleButton: FooterLink; rights: string }
  /** The year the site was built: rendered first so the server HTML and hydration agree. */
  buildYear: number
}

const Band = styled.footer`
  margin-top: ${({ theme }) => theme.space.xxl};
  padding: ${({ theme }) => `${theme.space.xl} 0 ${theme.space.lg}`};
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.primary};

  a {
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  a:hover {
    color: ${({ theme }) => theme.colors.onPrimary};
    text-decoration-thickness: 2px;
  }
`

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  grid-template-columns: 1fr;

  ${media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.desktop} {
    grid-template-columns: 1.4fr repeat(3, 1fr);
  }
`

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lead};
  margin-bottom: ${({ theme }) => theme.space.sm};
`

const LinkList = styled.ul`
  list-style: none;
  padding: 0;

  li {
    margin-bottom: ${({ theme }) => theme.space.xxs};
  }
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space.xxs} 0;
  }
`

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid rgba(255, 255, 255, 0.35);
  font-size: ${({ theme }) => theme.fontSizes.small};

  p {
    margin: 0;
  }
`

function useCurrentYear(buildYear: number): number {
  const [year, setYear] = useState(buildYear)
  // Two-pass rendering (React docs, hydrateRoot): the prerendered HTML has the build year; the browser corrects it after hydration.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the second render after hydration is the point
  useEffect(() => setYear(new Date().getFullYear()), [])
  return year
}

/** Contact block, link groups, the Schedule Consultation button and the copyright line. */
export function Footer(props: FooterProps) {
  const year = useCurrentYear(props.buildYear)
  return (
    <Band>
      <Container>
        <Columns>
          <section aria-labelledby="footer-contact">
            <Heading id="footer-contact">{props.copy.contactTitle}</Heading>
            <address>
              <p>
                {props.siteName}
                <br />
                {formatAddress(props.address)}
              </p>
              <p>
                <a href={telHref(props.phone)}>{props.phone}</a>
                <br />
                <a href={`mailto:${props.email}`}>{props.email}</a>
              </p>
            </address>
            <Heading as="h3">{props.copy.hoursTitle}</Heading>
            <OfficeHoursList hours={props.officeHours} closedLabel={props.copy.closedLabel} />
            <p>
              {props.languageHelp} {formatList(props.languages)}.
            </p>
            <LanguageAssistance phone={props.phone} />
          </section>
          {props.groups.map((group) => (
            <nav key={group.title} aria-label={group.title}>
              <Heading>{group.title}</Heading>
              <LinkList>
                {group.links.map((link) => (
                  <li key={link.path}>
                    <Link to={link.path}>{link.label}</Link>
                  </li>
                ))}
              </LinkList>
            </nav>
          ))}
        </Columns>
        <Bottom>
          <p>
            © {year} {props.siteName}. {props.copy.rights}
          </p>
          <ButtonLink to={props.copy.scheduleButton.path} $variant="inverse">
            {props.copy.scheduleButton.label}
          </ButtonLink>
        </Bottom>
      </Container>
    </Band>
  )
}
