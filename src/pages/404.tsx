import { graphql } from "gatsby"
import styled from "styled-components"
import { Seo } from "../components/seo/Seo"
import { SiteLink } from "../components/ui/SiteLink"
import { Container } from "../components/ui/Container"
import { useSiteContent, withSiteContent } from "../hooks/useSiteContent"

const Message = styled(Container)`
  padding-top: var(--space-xxl);
`

export default function NotFoundPage() {
  const { notFound } = useSiteContent().shared
  return (
    <Message $narrow>
      <h1>{notFound.title}</h1>
      <p>{notFound.text}</p>
      <p>
        <SiteLink to={notFound.homeLink.path}>{notFound.homeLink.label}</SiteLink>
      </p>
    </Message>
  )
}

export const Head = withSiteContent<Queries.NotFoundPageQuery>(({ location }) => {
  const { notFound } = useSiteContent().shared
  return <Seo seo={{ title: notFound.title, description: notFound.text }} path={location.pathname} noindex />
})

export const query = graphql`
  query NotFoundPage($lang: String!) {
    ...LayoutContent
  }
`
