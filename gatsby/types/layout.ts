/** Shared shapes, content/navigation.json and content/shared.json. */
export default /* GraphQL */ `
  type Link {
    label: String!
    path: String!
  }
  type LinkGroup {
    title: String!
    links: [Link!]!
  }
  type PageSeo {
    title: String!
    description: String!
    keywords: [String!]
  }

  type NavigationJson implements Node @dontInfer {
    header: [Link!]!
    contact: Link!
    footerGroups: [LinkGroup!]!
  }

  type SharedJson implements Node @dontInfer {
    skipLink: String!
    menuButton: SharedMenuButton!
    callUs: String!
    languageHelp: String!
    footer: SharedFooter!
    consultationCta: SharedConsultationCta!
    notFound: SharedMessage!
    errorBoundary: SharedErrorBoundary!
    breadcrumbHome: Link!
    evidence: SharedEvidenceLabels!
    languageAssistance: [SharedLanguageLine!]!
  }
  type SharedEvidenceLabels {
    title: String!
    measuredBy: String!
    patients: String!
    period: String!
    counts: String!
  }
  type SharedLanguageLine {
    lang: String!
    text: String!
  }
  type SharedMenuButton {
    open: String!
    close: String!
  }
  type SharedFooter {
    contactTitle: String!
    hoursTitle: String!
    closedLabel: String!
    scheduleButton: Link!
    rights: String!
  }
  type SharedConsultationCta {
    title: String!
    text: String!
    button: Link!
    phonePrefix: String!
  }
  type SharedMessage {
    title: String!
    text: String!
    homeLink: Link!
  }
  type SharedErrorBoundary {
    title: String!
    homeLink: Link!
  }
`
