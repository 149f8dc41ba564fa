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
    sections: JSON!
  }
  type TreatmentCard {
    title: String!
    description: String!
  }
`
