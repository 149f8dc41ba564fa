import { graphql } from "gatsby"

/** Everything the consultation forms show, from content/forms.json; pages spread it into their query. */
export const formsCopyFragment = graphql`
  fragment ConsultationFormsCopy on FormsJson {
    conditions {
      value
      label
    }
    conditionPlaceholder
    labels {
      firstName
      lastName
      name
      email
      phone
      condition
      message
      optional
      honeypot
    }
    phonePlaceholder
    messageHint
    consent {
      before
      link {
        label
        path
      }
      after
    }
    home {
      title
      intro
      conditions
      submit
      agreement {
        before
        link {
          label
          path
        }
        after
      }
    }
    contact {
      title
      intro
      submit
    }
    sending
    emergency
    success {
      title
      text
      referenceLabel
      emergency
    }
    errorSummaryTitle
    errors {
      firstName
      lastName
      name
      email
      phone
      contactMethod
      condition
      message
      consent
      form
    }
    unavailable
    rateLimited
    rejected
  }
`
