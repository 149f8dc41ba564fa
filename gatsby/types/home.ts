/** content/pages/home.json. The sections after the hero are JSON, shaped by homeSchema (src/lib/content/page-schemas.ts). */
export default /* GraphQL */ `
  type HomeJson implements Node @dontInfer {
    seo: PageSeo!
    hero: HomeHero!
    physician: JSON!
    stemCells: JSON!
    whyChoose: JSON!
    treatments: JSON!
    testimonials: JSON!
    closing: JSON!
  }
  type HomeHero {
    headline: String!
    intro: String!
    primaryButton: Link!
    secondaryButton: Link!
    benefits: [String!]!
  }
`
