import { graphql } from "gatsby"

/** Everything OutcomeEvidence shows beside an outcome figure: the kind of study and its link, who measured, how many patients, over what period, what the figure counts. */
export const outcomeEvidenceFragment = graphql`
  fragment OutcomeEvidenceFields on OutcomeEvidence {
    design
    source
    measuredBy
    patients
    period
    counts {
      term
      meaning
    }
  }
`
