import styled from "styled-components"
import type { OfficeHoursEntry } from "../../lib/shared/locale-formats"

const List = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: var(--space-xxs) var(--space-md);
  margin: 0 0 var(--space-md);

  div {
    display: contents;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`

/** The office hours of content/site.json, one day range per row ("Mon, Wed, Fri  11:00 AM – 7:00 PM", in the page's language's own clock). */
export function OfficeHoursList({ hours, closedLabel }: { hours: readonly OfficeHoursEntry[]; closedLabel: string }) {
  return (
    <List>
      {hours.map((entry) => (
        <div key={entry.label}>
          <dt>{entry.label}</dt>
          <dd>{entry.hours ?? closedLabel}</dd>
        </div>
      ))}
    </List>
  )
}
