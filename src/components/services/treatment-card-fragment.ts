import { graphql } from "gatsby"

/**
 * What a treatment's card shows (TreatmentCard on /services, TreatmentGrid on the home page) and
 * where it is placed. The card's picture is queried beside it: each page asks for its own size,
 * and a fragment cannot take arguments.
 */
export const treatmentCardFragment = graphql`
  fragment TreatmentCard on TreatmentsJson {
    ...TreatmentListing
    card {
      title
      description
    }
  }
`
