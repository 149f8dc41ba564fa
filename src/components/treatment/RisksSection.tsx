import type { ReactNode } from "react"
import styled from "styled-components"
import type { SectionOfKind } from "../../lib/shared/content/model/section-schemas"
import { telHref } from "../../lib/shared/format"
import type { OfficeHoursEntry } from "../../lib/shared/locale-formats"
import type { ProcedureParts, TreatmentSafety } from "../../lib/shared/procedure-parts"
import { useLocalizedPath } from "../../hooks/useLocalizedPath"
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
  /** What every treatment page says about safety: who should not have it, the FDA's listed risks where cells are injected, reporting a side effect. */
  safety: TreatmentSafety
}

/**
 * "Risks and side effects": who should not have the treatment, its own common and uncommon but
 * serious risks, the risks of each part of its procedure (the numbing medicine, sedation where
 * used, where its cells are taken from, its guidance), the risks the FDA lists for stem cell
 * treatments where cells are injected, what is not known, that it may not help, who to call and
 * what to do when the clinic is closed (beside its office hours), and how to report a side effect
 * to the clinic and to the FDA. What every page shares is worded once, in content/shared.json.
 */
export function RisksSection(props: RisksSectionProps) {
  const {
    title,
    intro,
    common,
    serious,
    notKnown,
    mayNotHelp,
    ifSomethingGoesWrong,
    phone,
    officeHours,
    closedLabel,
    procedureParts,
    safety,
  } = props
  const { contraindications, cellRisks, reportSideEffect } = safety
  const localized = useLocalizedPath()
  return (
    <TitledSection title={title} intro={intro}>
      <Body>
        <RiskGroup heading="h3" title={contraindications.title} intro={contraindications.intro} risks={contraindications.items} />
        {[common, serious].map((group) => (
          <RiskGroup key={group.title} heading="h3" title={group.title} risks={group.items} />
        ))}
        <h3>{procedureParts.title}</h3>
        {procedureParts.risks.map((part) => (
          <RiskGroup key={part.title} heading="h4" title={part.title} risks={part.risks} />
        ))}
        {cellRisks && (
          <RiskGroup heading="h3" title={cellRisks.title} intro={cellRisks.intro} risks={cellRisks.items}>
            <p>
              <a href={localized(cellRisks.link.href)}>{cellRisks.link.label}</a>
            </p>
          </RiskGroup>
        )}
        {[notKnown, mayNotHelp].map((part) => (
          <div key={part.title}>
            <h3>{part.title}</h3>
            {part.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
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
        <div>
          <h3>{reportSideEffect.title}</h3>
          <p>
            {reportSideEffect.clinic} <a href={telHref(phone)}>{phone}</a>
          </p>
          <p>{reportSideEffect.fda}</p>
          <p>
            <a href={localized(reportSideEffect.link.href)}>{reportSideEffect.link.label}</a>
          </p>
        </div>
      </Body>
    </TitledSection>
  )
}

interface RiskGroupProps {
  heading: "h3" | "h4"
  title: string
  intro?: string
  risks: readonly string[]
  children?: ReactNode
}

function RiskGroup({ heading: Heading, title, intro, risks, children }: RiskGroupProps) {
  return (
    <div>
      <Heading>{title}</Heading>
      {intro && <p>{intro}</p>}
      <ul>
        {risks.map((risk) => (
          <li key={risk}>{risk}</li>
        ))}
      </ul>
      {children}
    </div>
  )
}
