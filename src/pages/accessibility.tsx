import { graphql, type PageProps } from "gatsby"
import styled from "styled-components"
import { PageBanner } from "../components/layout/PageBanner"
import { ProseSections } from "../components/compliance/ProseSections"
import { Seo } from "../components/seo/Seo"
import { Container } from "../components/ui/Container"
import { useCrumbs } from "../hooks/useCrumbs"
import { useSiteContent, withSiteContent } from "../hooks/useSiteContent"
import { telHref } from "../lib/shared/format"
import { formatDate } from "../lib/shared/locale-formats"
import { required } from "../lib/shared/page-data"

const Body = styled(Container)`
  padding-top: var(--space-xl);
`

const Reviewed = styled.p`
  color: var(--colors-textMuted);
  font-size: var(--fontSizes-small);
`

const Contact = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: var(--space-xs) var(--space-md);
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`

export default function AccessibilityPage({ data, location }: PageProps<Queries.AccessibilityPageQuery>) {
  const { accessibilityJson: page, sharedJson } = required(data, "AccessibilityPage")
  const { site, shared, language } = useSiteContent()
  const crumbs = useCrumbs(location.pathname, page.title)
  const lastReviewed = formatDate(page.lastReviewedIso, language.lang, shared.dates)
  return (
    <>
      <PageBanner title={page.title} crumbs={crumbs} intro={page.intro} />
      <Body $narrow>
        <Reviewed>
          {page.lastReviewedLabel}: <time dateTime={page.lastReviewedIso}>{lastReviewed}</time>
        </Reviewed>
        <ProseSections sections={page.sections} taglines={sharedJson.allTaglines} />
        <Contact>
          <dt>{page.report.phoneLabel}</dt>
          <dd>
            <a href={telHref(site.phone)}>{site.phone}</a>
          </dd>
          <dt>{page.report.emailLabel}</dt>
          <dd>
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </dd>
        </Contact>
      </Body>
    </>
  )
}

export const Head = withSiteContent<Queries.AccessibilityPageQuery>(({ data, location }) => {
  const { accessibilityJson: page } = required(data, "AccessibilityPage")
  const crumbs = useCrumbs(location.pathname, page.title)
  return <Seo seo={page.seo} path={location.pathname} breadcrumbs={crumbs} />
})

export const query = graphql`
  query AccessibilityPage($lang: String!) {
    ...LayoutContent
    accessibilityJson(lang: { eq: $lang }) {
      seo {
        ...PageSeoFields
      }
      title
      intro
      lastReviewedIso: lastReviewed(formatString: "YYYY-MM-DD")
      lastReviewedLabel
      sections {
        ...ProseSectionFields
      }
      report {
        phoneLabel
        emailLabel
      }
    }
    sharedJson(lang: { eq: $lang }) {
      ...AllTaglines
    }
  }
`
