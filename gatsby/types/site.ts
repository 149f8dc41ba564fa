/** content/site.json: the clinic's identity. */
export default /* GraphQL */ `
  type SiteJson implements Node @dontInfer {
    siteName: String!
    siteUrl: String!
    description: String!
    physician: ClinicPhysician!
    phone: String!
    email: String!
    address: ClinicAddress!
    geo: ClinicGeo!
    officeHours: [ClinicOfficeHours!]!
    languages: [String!]!
    socialImage: File! @fileByRelativePath
    socialImageAlt: String!
  }
  type ClinicPhysician {
    name: String!
    credentials: String!
    profession: String!
    medicalSpecialties: [String!]!
  }
  type ClinicAddress {
    streetAddress: String!
    addressLocality: String!
    addressRegion: String!
    postalCode: String!
    addressCountry: String!
    neighborhood: String!
  }
  type ClinicGeo {
    latitude: Float!
    longitude: Float!
  }
  type ClinicOfficeHours {
    label: String!
    days: [String!]!
    opens: String
    closes: String
  }
`
