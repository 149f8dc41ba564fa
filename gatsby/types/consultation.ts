/** content/forms.json (both consultation forms) and content/pages/contact.json. */
export default /* GraphQL */ `
  type FormsJson implements Node @dontInfer {
    conditions: [FormsCondition!]!
    conditionPlaceholder: String!
    labels: FormsLabels!
    phonePlaceholder: String!
    messageHint: String!
    consent: LinkedSentence!
    home: FormsHome!
    contact: FormsContact!
    sending: String!
    emergency: String!
    success: FormsSuccess!
    errorSummaryTitle: String!
    errors: FormsErrors!
    unavailable: String!
    rateLimited: String!
    rejected: String!
  }
  type FormsCondition {
    value: String!
    label: String!
  }
  type FormsLabels {
    firstName: String!
    lastName: String!
    name: String!
    email: String!
    phone: String!
    condition: String!
    message: String!
    optional: String!
    honeypot: String!
  }
  type LinkedSentence {
    before: String!
    link: Link!
    after: String!
  }
  type FormsHome {
    title: String!
    intro: String!
    conditions: [String!]!
    submit: String!
    agreement: LinkedSentence!
  }
  type FormsContact {
    title: String!
    intro: String!
    submit: String!
  }
  type FormsSuccess {
    title: String!
    text: String!
    referenceLabel: String!
    emergency: String!
  }
  type FormsErrors {
    firstName: String!
    lastName: String!
    name: String!
    email: String!
    phone: String!
    contactMethod: String!
    condition: String!
    message: String!
    consent: String!
    form: String!
  }

  type ContactJson implements Node @dontInfer {
    seo: PageSeo!
    title: String!
    intro: String!
    detailsTitle: String!
    addressLabel: String!
    phoneLabel: String!
    emailLabel: String!
    hoursTitle: String!
    closedLabel: String!
    directionsTitle: String!
    directions: [String!]!
    map: ContactMap!
    emergency: ContactEmergency!
  }
  type ContactMap {
    title: String!
    notice: String!
    showButton: String!
    openLink: String!
    frameTitle: String!
  }
  type ContactEmergency {
    title: String!
    text: String!
  }
`
