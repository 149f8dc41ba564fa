import styled from "styled-components"
import type { SectionOfKind } from "../../lib/shared/content/section-schemas"
import { telHref } from "../../lib/shared/format"
import { TitledSection } from "../ui/TitledSection"

const Body = styled.div`
  max-width: var(--layout-readingWidth);

  h3 {
    font-size: var(--fontSizes-h3);
    margin-top: var(--space-lg);
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
  /** The clinic's phone number, from content/site.json. */
  phone: string
}

/** "Risks and side effects": common, uncommon but serious, that it may not help, and who to call. */
export function RisksSection({ title, intro, common, serious, mayNotHelp, ifSomethingGoesWrong, phone }: RisksSectionProps) {
  return (
    <TitledSection title={title} intro={intro}>
      <Body>
        {[common, serious].map((group) => (
          <div key={group.title}>
            <h3>{group.title}</h3>
            <ul>
              {group.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
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
        </Urgent>
      </Body>
    </TitledSection>
  )
}
