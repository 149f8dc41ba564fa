import { Link, type HeadFC, type PageProps } from "gatsby"
import { Seo } from "../components/seo/Seo"
import { Container } from "../components/ui/Container"

export interface RedirectContext {
  toPath: string
}

/**
 * An old address (such as /compliance/privacy-policy) that must keep working on any static
 * host: the HTML refreshes to the new page at once, and says where it went for anyone whose
 * browser does not follow the refresh.
 */
export default function RedirectPage({ pageContext }: PageProps<object, RedirectContext>) {
  return (
    <Container $narrow>
      <p>
        This page has moved to <Link to={pageContext.toPath}>{pageContext.toPath}</Link>.
      </p>
    </Container>
  )
}

export const Head: HeadFC<object, RedirectContext> = ({ pageContext }) => (
  <Seo seo={{ title: "Page moved", description: `This page has moved to ${pageContext.toPath}.` }} path={pageContext.toPath} noindex>
    <meta httpEquiv="refresh" content={`0; url=${pageContext.toPath}`} />
  </Seo>
)
