import { Link, type HeadFC } from "gatsby"
import styled from "styled-components"
import { Seo } from "../components/seo/Seo"
import { Container } from "../components/ui/Container"
import { useSiteContent } from "../hooks/useSiteContent"

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
        <Link to={notFound.homeLink.path}>{notFound.homeLink.label}</Link>
      </p>
    </Message>
  )
}

export const Head: HeadFC = ({ location }) => {
  const { notFound } = useSiteContent().shared
  return <Seo seo={{ title: notFound.title, description: notFound.text }} path={location.pathname} noindex />
}
