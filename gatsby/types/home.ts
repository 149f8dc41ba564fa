/** content/pages/home.json. */
export default /* GraphQL */ `
  type HomeJson implements Node @dontInfer {
    seo: PageSeo!
    hero: HomeHero!
  }
  type HomeHero {
    headline: String!
    intro: String!
    primaryButton: Link!
    secondaryButton: Link!
    benefits: [String!]!
  }
`
