import styled from "styled-components"
import { TitledSection } from "../ui/TitledSection"

const Facts = styled.dl`
  display: grid;
  gap: var(--space-md);
  max-width: var(--layout-readingWidth);
  margin: 0;

  dt {
    font-weight: 700;
  }
  dd {
    margin: var(--space-xxs) 0 0;
  }
`

export interface ProcedureFactsProps {
  labels: { title: string; bodyLocation: string; howPerformed: string; preparation: string; followup: string }
  facts: { bodyLocation: string; howPerformed: string; preparation: string; followup: string }
}

/**
 * The procedure in brief. The same content fields feed the page's MedicalProcedure JSON-LD,
 * so what a search engine reads is what the patient reads.
 */
export function ProcedureFacts({ labels, facts }: ProcedureFactsProps) {
  const rows = (["bodyLocation", "howPerformed", "preparation", "followup"] as const).map((key) => ({
    key,
    label: labels[key],
    value: facts[key],
  }))
  return (
    <TitledSection title={labels.title}>
      <Facts>
        {rows.map((row) => (
          <div key={row.key}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </Facts>
    </TitledSection>
  )
}
