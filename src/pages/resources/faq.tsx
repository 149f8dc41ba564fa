import { graphql, type PageProps } from "gatsby"
import { SiteLink } from "../../components/ui/SiteLink"
import styled from "styled-components"
import { PageBanner } from "../../components/layout/PageBanner"
import { ConsultationCta } from "../../components/layout/ConsultationCta"
import { FaqAccordion } from "../../components/resources/FaqAccordion"
import { FaqSidebar } from "../../components/resources/FaqSidebar"
import { Seo } from "../../components/seo/Seo"
import { Container } from "../../components/ui/Container"
import { useActiveSection } from "../../hooks/useActiveSection"
import { useCrumbs } from "../../hooks/useCrumbs"
import { useSiteContent, withSiteContent } from "../../hooks/useSiteContent"
import { faqQuestions } from "../../lib/shared/faq-json-ld"
import { media } from "../../styles/theme"
import { required } from "../../lib/shared/page-data"

/** The heading the sidebar follows: active once it has scrolled to within 100px of the top (spec). */
const ACTIVE_OFFSET = 100

const Layout = styled(Container)`
  display: grid;
  gap: var(--space-xl);
  padding-top: var(--space-xl);

  ${media.desktop} {
    grid-template-columns: 14rem minmax(0, 1fr);
    align-items: start;
  }
`

const Category = styled.section`
  margin-bottom: var(--space-xl);
  h2 {
    scroll-margin-top: var(--space-md);
  }
`

const ServiceLink = styled(SiteLink)`
  display: inline-block;
  margin-top: var(--space-sm);
  padding: var(--space-xs) 0;
  font-weight: 700;
`

export default function FaqPage({ data, location }: PageProps<Queries.FaqPageQuery>) {
  const { faqJson: faq } = required(data, "FaqPage")
  const { site, shared } = useSiteContent()
  const crumbs = useCrumbs(location.pathname, faq.title)
  const active = useActiveSection(
    faq.categories.map((category) => category.id),
    ACTIVE_OFFSET,
  )
  return (
    <>
      <PageBanner title={faq.title} crumbs={crumbs} intro={faq.intro} />
      <Layout>
        <FaqSidebar label={faq.sidebarLabel} categories={faq.categories} activeId={active} />
        <div>
          {faq.categories.map((category) => (
            <Category key={category.id} aria-labelledby={category.id}>
              <h2 id={category.id}>{category.title}</h2>
              <FaqAccordion items={category.questions} />
              {category.link && (
                <ServiceLink to={category.link.path}>
                  {faq.serviceLinkPrefix} {category.link.label}
                </ServiceLink>
              )}
            </Category>
          ))}
        </div>
      </Layout>
      <ConsultationCta {...shared.consultationCta} phone={site.phone} />
    </>
  )
}

export const Head = withSiteContent<Queries.FaqPageQuery>(({ data, location }) => {
  const { faqJson: faq } = required(data, "FaqPage")
  const crumbs = useCrumbs(location.pathname, faq.title)
  return (
    <Seo
      seo={faq.seo}
      path={location.pathname}
      breadcrumbs={crumbs}
      pageType="FAQPage"
      pageProperties={{ mainEntity: faqQuestions(faq.categories.flatMap((category) => category.questions)) }}
    />
  )
})

export const query = graphql`
  query FaqPage($lang: String!) {
    ...LayoutContent
    faqJson(lang: { eq: $lang }) {
      seo {
        ...PageSeoFields
      }
      title
      intro
      sidebarLabel
      serviceLinkPrefix
      categories {
        id
        title
        link {
          label
          path
        }
        questions {
          question
          answer
        }
      }
    }
  }
`
