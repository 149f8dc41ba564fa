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
    shows
    law
    quotedFrom {
      source
      href
    }
  }
`

/** Every tagline of free language help with the clinic's phone (src/lib/build-time/content/composed-fields.ts), for a section that shows them all. */
export const allTaglinesFragment = graphql`
  fragment AllTaglines on SharedJson {
    allTaglines {
      lang
      name
      dir
      text
    }
  }
`
