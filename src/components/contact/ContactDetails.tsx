import styled from "styled-components"
import { formatAddress, telHref, type PostalAddressParts } from "../../lib/shared/format"
import type { OfficeHoursEntry } from "../../lib/shared/locale-formats"
import { OfficeHoursList } from "../ui/OfficeHoursList"

export interface ContactDetailsProps {
  copy: {
    detailsTitle: string
    addressLabel: string
    phoneLabel: string
    emailLabel: string
    hoursTitle: string
    closedLabel: string
    directionsTitle: string
    directions: readonly string[]
  }
  siteName: string
  address: PostalAddressParts & { neighborhood: string }
  phone: string
  email: string
  officeHours: readonly OfficeHoursEntry[]
  languageHelp: string
  /** "English, French, Haitian Creole and Spanish", after `languageHelp`. */
  languagesInWords: string
}

const Facts = styled.dl`
  margin: 0 0 var(--space-lg);

  dt {
    font-weight: 700;
  }
  dd {
    margin: 0 0 var(--space-sm);
  }
  a {
    display: inline-block;
    min-height: var(--touchTarget);
    padding: var(--space-xs) 0;
  }
`

/** Address, phone, e-mail, office hours and directions: every fact from content/site.json. */
export function ContactDetails({
  copy,
  siteName,
  address,
  phone,
  email,
  officeHours,
  languageHelp,
  languagesInWords,
}: ContactDetailsProps) {
  return (
    <section aria-labelledby="contact-details-title">
      <h2 id="contact-details-title">{copy.detailsTitle}</h2>
      <Facts>
        <dt>{copy.addressLabel}</dt>
        <dd>
          <address>
            {siteName}
            <br />
            {formatAddress(address)}
            <br />
            {address.neighborhood}
          </address>
        </dd>
        <dt>{copy.phoneLabel}</dt>
        <dd>
          <a href={telHref(phone)}>{phone}</a>
        </dd>
        <dt>{copy.emailLabel}</dt>
        <dd>
          <a href={`mailto:${email}`}>{email}</a>
        </dd>
      </Facts>
      <h3>{copy.hoursTitle}</h3>
      <OfficeHoursList hours={officeHours} closedLabel={copy.closedLabel} />
      <p>
        {languageHelp} {languagesInWords}.
      </p>
      <h3>{copy.directionsTitle}</h3>
      {copy.directions.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </section>
  )
}
