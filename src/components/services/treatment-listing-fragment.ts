import { graphql } from "gatsby"

/**
 * What the services page and the home grid read of a treatment to place it: its address and its
 * `listing`, which src/lib/shared/treatment-listing.ts groups and orders.
 */
export const treatmentListingFragment = graphql`
  fragment TreatmentListing on TreatmentsJson {
    slug
    listing {
      group
      order
      onHomePage
    }
  }
`
