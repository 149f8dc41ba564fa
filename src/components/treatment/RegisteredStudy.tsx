import styled from "styled-components"
import { studyRecord } from "../../lib/shared/addresses"
import { FactList } from "../ui/FactList"
import { TitledSection } from "../ui/TitledSection"

const Recruitment = styled.div`
  max-width: var(--layout-readingWidth);
`

const Approved = styled.p`
  color: var(--colors-textMuted);
  font-size: var(--fontSizes-small);
`

export interface RegisteredStudyProps {
  labels: { title: string; text: string; registration: string; irb: string; ind: string; approved: string }
  study: { registration: string; irb: string; ind?: string | null; recruitment: { paragraphs: readonly string[] } }
  /** The date the ethics board approved the recruitment text, in words. */
  approvedOn: string
}

/**
 * The registered clinical study within which an investigational treatment is offered: the
 * recruitment text exactly as the ethics board (IRB) approved it, with the date, its
 * ClinicalTrials.gov record (linked), the ethics board that reviewed it and the FDA's IND.
 */
export function RegisteredStudy({ labels, study, approvedOn }: RegisteredStudyProps) {
  return (
    <TitledSection title={labels.title} intro={labels.text}>
      <Recruitment>
        {study.recruitment.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <Approved>{labels.approved.replace("{date}", approvedOn)}</Approved>
      </Recruitment>
      <FactList>
        <div>
          <dt>{labels.registration}</dt>
          <dd>
            <a href={studyRecord(study.registration)}>{study.registration}</a>
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
