import { FactList } from "../ui/FactList"
import { TitledSection } from "../ui/TitledSection"

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
      <FactList>
        {rows.map((row) => (
          <div key={row.key}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </FactList>
    </TitledSection>
  )
}
