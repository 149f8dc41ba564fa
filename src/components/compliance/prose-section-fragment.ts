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

/** The taglines only a document's section that shows them all adds (content/shared.json languageAssistance.noticePage); those of every page are in LayoutContent. */
export const noticePageTaglinesFragment = graphql`
  fragment NoticePageTaglines on SharedJson {
    languageAssistance {
      noticePage {
        lang
        name
        text
      }
    }
  }
`
