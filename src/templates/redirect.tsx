import { graphql, type PageProps } from "gatsby"
import { SiteLink } from "../components/ui/SiteLink"
import { Seo } from "../components/seo/Seo"
import { Container } from "../components/ui/Container"
import { required } from "../lib/shared/page-data"
import { withSiteContent } from "../hooks/useSiteContent"

export interface RedirectContext {
  toPath: string
}

/**
 * An old address (such as /compliance/privacy-policy) where a server does not answer it with the
 * host's 301 (gatsby serve, a plain static host): the HTML refreshes to the new page at once, and
 * says where it went for anyone whose browser does not follow the refresh.
 */
export default function RedirectPage({ data, pageContext }: PageProps<Queries.RedirectPageQuery, RedirectContext>) {
  const moved = required(data, "RedirectPage").sharedJson.movedPage
  return (
    <Container $narrow>
      <p>
        {moved.text} <SiteLink to={pageContext.toPath}>{pageContext.toPath}</SiteLink>.
      </p>
    </Container>
  )
}

export const Head = withSiteContent<Queries.RedirectPageQuery, RedirectContext>(({ data, pageContext }) => {
  const moved = required(data, "RedirectPage").sharedJson.movedPage
  return (
    <Seo seo={{ title: moved.title, description: `${moved.text} ${pageContext.toPath}.` }} path={pageContext.toPath} noindex>
      <meta httpEquiv="refresh" content={`0; url=${pageContext.toPath}`} />
    </Seo>
  )
})

export const query = graphql`
  query RedirectPage($lang: String!) {
    ...LayoutContent
    sharedJson(lang: { eq: $lang }) {
      movedPage {
        title
        text
      }
    }
  }
`
