import styled from "styled-components"
import type { SectionOfKind } from "../../lib/shared/content/section-schemas"
import { telHref, type OfficeHoursEntry } from "../../lib/shared/format"
import type { ProcedureParts } from "../../lib/shared/procedure-parts"
import { OfficeHoursList } from "../ui/OfficeHoursList"
import { TitledSection } from "../ui/TitledSection"

const Body = styled.div`
  max-width: var(--layout-readingWidth);

  h3 {
    font-size: var(--fontSizes-h3);
    margin-top: var(--space-lg);
  }
  h4 {
    font-size: var(--fontSizes-body);
    margin: var(--space-md) 0 var(--space-xs);
  }
  ul {
    padding-left: 1.25rem;
  }
`

const Urgent = styled.div`
  margin-top: var(--space-lg);
  padding: var(--space-md) var(--space-lg);
  color: var(--colors-noteText);
  background: var(--colors-noteBackground);
  border-left: 6px solid var(--colors-noteBorder);
  border-radius: var(--radii-small);

  h3 {
    margin-top: 0;
  }
  p:last-child {
    margin-bottom: 0;
  }
  a {
    color: inherit;
    font-weight: 700;
  }
`

export type RisksSectionProps = Omit<SectionOfKind<"risks">, "kind"> & {
  /** The clinic's phone number and office hours, from content/site.json. */
  phone: string
  officeHours: readonly OfficeHoursEntry[]
  closedLabel: string
  /** The risks of each part of this treatment's procedure. */
  procedureParts: Pick<ProcedureParts, "title" | "risks" | "outOfHours">
}

/**
 * "Risks and side effects": common and uncommon but serious risks of the treatment itself, the
 * risks of each part of its procedure (the numbing medicine, where its cells are taken from, its
 * guidance: worded once in content/shared.json), that it may not help, who to call, and what to do
 * when the clinic is closed, beside its office hours.
 */
export function RisksSection(props: RisksSectionProps) {
  const { title, intro, common, serious, mayNotHelp, ifSomethingGoesWrong, phone, officeHours, closedLabel, procedureParts } = props
  return (
    <TitledSection title={title} intro={intro}>
      <Body>
        {[common, serious].map((group) => (
          <RiskGroup key={group.title} heading="h3" title={group.title} risks={group.items} />
        ))}
        <h3>{procedureParts.title}</h3>
        {procedureParts.risks.map((part) => (
          <RiskGroup key={part.title} heading="h4" title={part.title} risks={part.risks} />
        ))}
        <h3>{mayNotHelp.title}</h3>
        {mayNotHelp.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <Urgent>
          <h3>{ifSomethingGoesWrong.title}</h3>
          {ifSomethingGoesWrong.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p>
            {ifSomethingGoesWrong.call} <a href={telHref(phone)}>{phone}</a>
          </p>
          <p>
            <strong>{ifSomethingGoesWrong.emergency}</strong>
          </p>
          <p>{procedureParts.outOfHours}</p>
          <OfficeHoursList hours={officeHours} closedLabel={closedLabel} />
        </Urgent>
      </Body>
    </TitledSection>
  )
}

function RiskGroup({ heading: Heading, title, risks }: { heading: "h3" | "h4"; title: string; risks: readonly string[] }) {
  return (
    <div>
      <Heading>{title}</Heading>
      <ul>
        {risks.map((risk) => (
          <li key={risk}>{risk}</li>
        ))}
      </ul>
    </div>
  )
}
