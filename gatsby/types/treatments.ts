/** content/treatments/*.json: one record per treatment page. Sections are validated by zod (src/lib/content/treatment-schema.ts) and typed there. */
export default /* GraphQL */ `
  type TreatmentsJson implements Node @dontInfer {
    slug: String!
    title: String!
    seo: PageSeo!
    intro: String!
    card: TreatmentCard!
    heroImage: File! @fileByRelativePath
    heroImageAlt: String!
    lastReviewed: Date! @dateformat
    fdaStatus: TreatmentFdaStatus!
    procedure: TreatmentProcedure!
    sections: JSON!
  }
  type TreatmentCard {
    title: String!
    description: String!
  }
  type TreatmentFdaStatus {
    investigational: Boolean!
    text: String!
  }
  type TreatmentProcedure {
    bodyLocation: String!
    procedureType: String!
    howPerformed: String!
    preparation: String!
    followup: String!
    status: String
  }
`
