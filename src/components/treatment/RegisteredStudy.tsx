import { FactList } from "../ui/FactList"
import { TitledSection } from "../ui/TitledSection"

export interface RegisteredStudyProps {
  labels: { title: string; text: string; registration: string; irb: string; ind: string }
  study: { registration: string; irb: string; ind?: string | null }
}

/**
 * The registered clinical study within which an investigational treatment is offered: its
 * ClinicalTrials.gov record (linked), the ethics board that reviewed it and the FDA's IND, where
 * one applies.
 */
export function RegisteredStudy({ labels, study }: RegisteredStudyProps) {
  return (
    <TitledSection title={labels.title} intro={labels.text}>
      <FactList>
        <div>
          <dt>{labels.registration}</dt>
          <dd>
            <a href={`https://clinicaltrials.gov/study/${study.registration}`}>{study.registration}</a>
          </dd>
        </div>
        <div>
          <dt>{labels.irb}</dt>
          <dd>{study.irb}</dd>
        </div>
        {study.ind && (
          <div>
            <dt>{labels.ind}</dt>
            <dd>{study.ind}</dd>
          </div>
        )}
      </FactList>
    </TitledSection>
  )
}
