import { graphql } from "gatsby"

/** A page's title, description and keywords for its Head (content's `seo` object); every page query spreads it. */
export const pageSeoFragment = graphql`
  fragment PageSeoFields on PageSeo {
    title
    description
    keywords
  }
`
