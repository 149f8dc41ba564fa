import { graphql } from "gatsby"

/** Everything the consultation forms show, from content/forms.json; pages spread it into their query. */
export const formsCopyFragment = graphql`
  fragment LinkedSentenceFields on LinkedSentence {
    before
    link {
      label
      path
    }
    after
  }

  fragment ConsultationFormCopyFields on ConsultationFormCopy {
    title
    intro
    submit
    conditions
    agreement {
      ...LinkedSentenceFields
    }
  }

  fragment ConsultationFormsCopy on FormsJson {
    conditions {
      value
      label
    }
    fieldWords {
      name
      label
      hint
      placeholder
      error
    }
    optionalLabel
    honeypotLabel
    consent {
      ...LinkedSentenceFields
    }
    home {
      ...ConsultationFormCopyFields
    }
    contact {
      ...ConsultationFormCopyFields
    }
    sending
    emergency
    success {
      title
      text
      referenceLabel
      emergency
    }
    held {
      title
      text
    }
    errorSummaryTitle
    errors {
      contactMethod
      form
    }
    unavailable
    rateLimited
    rejected
  }
`
