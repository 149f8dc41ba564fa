import { graphql } from "gatsby"

/** Everything ProseSections shows of one section of a document (compliance documents, the accessibility statement). */
export const proseSectionFragment = graphql`
  fragment ProseSectionFields on ProseSection {
    heading
    paragraphs
    points
    collects {
      fields
      text
    }
    handlers {
      agreementLabel
      yes
      no
      entries {
        name
        role
        businessAssociateAgreement
      }
    }
    links {
      label
      href
    }
  }
`
