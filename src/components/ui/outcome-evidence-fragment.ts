import { graphql } from "gatsby"

/** Everything OutcomeEvidence shows beside an outcome figure: who measured, how many patients, over what period, what the figure counts. */
export const outcomeEvidenceFragment = graphql`
  fragment OutcomeEvidenceFields on OutcomeEvidence {
    measuredBy
    patients
    period
    counts {
      term
      meaning
    }
  }
`
