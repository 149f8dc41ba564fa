import { FactList } from "../ui/FactList"
import { TitledSection } from "../ui/TitledSection"

export interface ProcedureFactsProps {
  labels: {
    title: string
    bodyLocation: string
    howPerformed: string
    anesthesia: string
    samplePreparation: string
    preparation: string
    followup: string
  }
  facts: { bodyLocation: string; howPerformed: string; preparation: string; followup: string }
  /** Whether the patient is sedated, in the clinic's words (content/shared.json procedureParts); none on an information-only page. */
  anesthesia?: string
  /** How each kind of sample the procedure uses is prepared (content/shared.json procedureParts); none on an information-only page. */
  samples: ReadonlyArray<{ name: string; preparation: string }>
}

/**
 * The procedure in brief. The same content fields feed the page's MedicalProcedure JSON-LD,
 * so what a search engine reads is what the patient reads; what is done to each kind of sample is
 * said plainly, in the clinic's one wording of it.
 */
export function ProcedureFacts({ labels, facts, anesthesia, samples }: ProcedureFactsProps) {
  const row = (key: "bodyLocation" | "howPerformed" | "preparation" | "followup") => (
    <div key={key}>
      <dt>{labels[key]}</dt>
      <dd>{facts[key]}</dd>
    </div>
  )
  return (
    <TitledSection title={labels.title}>
      <FactList>
        {row("bodyLocation")}
        {row("howPerformed")}
        {anesthesia && (
          <div>
            <dt>{labels.anesthesia}</dt>
            <dd>{anesthesia}</dd>
          </div>
        )}
        {samples.length > 0 && (
          <div>
            <dt>{labels.samplePreparation}</dt>
            <dd>
              <ul>
                {samples.map((sample) => (
                  <li key={sample.name}>
                    <strong>{sample.name}:</strong> {sample.preparation}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        {row("preparation")}
        {row("followup")}
      </FactList>
    </TitledSection>
  )
}
