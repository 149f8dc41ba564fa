/** content/pages/services.json and content/pages/conditions.json (zod: src/lib/content/services-schemas.ts). */
export default /* GraphQL */ `
  type ServicesJson implements Node @dontInfer {
    seo: PageSeo!
    title: String!
    intro: String!
    groups: [ServicesGroup!]!
    cardLinkLabel: String!
    moreTreatments: ServicesMoreTreatments!
    whatIs: ServicesWhatIs!
    whyChoose: ServicesWhyChoose!
    claim: ServicesClaim!
    treatmentPage: ServicesTreatmentPage!
  }
  type ServicesGroup {
    title: String!
    intro: String!
    treatments: [String!]!
  }
  type ServicesMoreTreatments {
    title: String!
    treatments: [String!]!
  }
  type ServicesWhatIs {
    title: String!
    paragraphs: [String!]!
    points: [String!]!
  }
  type ServicesWhyChoose {
    title: String!
    items: [ServicesTitledText!]!
  }
  type ServicesTitledText {
    title: String!
    description: String!
  }
  type ServicesClaim {
    title: String!
    value: String!
    label: String!
    footnote: String!
    evidence: JSON!
    sample: Boolean
  }
  type ServicesTreatmentPage {
    servicesCrumb: Link!
    fdaTitle: String!
    fdaLink: ServicesFdaLink!
    atAGlance: ServicesAtAGlance!
    reviewed: ServicesReviewed!
    readMore: String!
    readLess: String!
  }
  type ServicesFdaLink {
    label: String!
    href: String!
  }
  type ServicesAtAGlance {
    title: String!
    bodyLocation: String!
    howPerformed: String!
    preparation: String!
    followup: String!
  }
  type ServicesReviewed {
    label: String!
    by: String!
  }

  type ConditionsJson implements Node @dontInfer {
    seo: PageSeo!
    title: String!
    intro: String!
    categories: [ConditionCategory!]!
    cta: ConditionsCta!
  }
  type ConditionCategory {
    id: String!
    title: String!
    description: String!
    items: [String!]!
    image: File! @fileByRelativePath
    link: Link!
  }
  type ConditionsCta {
    title: String!
    text: String!
    button: Link!
  }
`
