import styled from "styled-components"
import type { SectionOfKind } from "../../lib/shared/content/model/section-schemas"
import { TitledSection } from "../ui/TitledSection"
import { gridColumns } from "../../styles/patterns"

const Entries = styled.ol`
  display: grid;
  gap: var(--space-md);
  list-style: none;
  padding: 0;
  ${gridColumns(2, 4)}

  li {
    padding: var(--space-md);
    background: var(--colors-surface);
    border-top: 4px solid var(--colors-accent);
    border-radius: var(--radii-small);
  }
  h3 {
    margin-bottom: var(--space-xs);
  }
  p {
    margin: 0;
  }
`

const Timeframe = styled.p`
  font-weight: 700;
  color: var(--colors-primary);
  margin-bottom: var(--space-xxs) !important;
`

const Footnote = styled.p`
  font-size: var(--fontSizes-small);
  color: var(--colors-textMuted);
`

/** What happens when: each entry's timeframe, with its name when it has one. */
export function Timeline({ title, intro, entries, footnote }: Omit<SectionOfKind<"timeline">, "kind">) {
  return (
    <TitledSection title={title} intro={intro}>
      <Entries>
        {entries.map((entry) =>
          entry.title ? (
            <li key={entry.timeframe}>
              <Timeframe>{entry.timeframe}</Timeframe>
              <h3>{entry.title}</h3>
              <p>{entry.description}</p>
            </li>
          ) : (
            <li key={entry.timeframe}>
              <h3>{entry.timeframe}</h3>
              <p>{entry.description}</p>
            </li>
          ),
        )}
      </Entries>
      {footnote && <Footnote>{footnote}</Footnote>}
    </TitledSection>
  )
}
