import { graphql, type PageProps } from "gatsby"
import { PageBanner } from "../../components/layout/PageBanner"
import { ConsultationCta } from "../../components/layout/ConsultationCta"
import { StageTabs } from "../../components/resources/StageTabs"
import { StepTimeline } from "../../components/resources/StepTimeline"
import { Seo } from "../../components/seo/Seo"
import { TitledSection } from "../../components/ui/TitledSection"
import { useCrumbs } from "../../hooks/useCrumbs"
import { useSiteContent, withSiteContent } from "../../hooks/useSiteContent"
import { required } from "../../lib/shared/page-data"

export default function WhatToExpectPage({ data, location }: PageProps<Queries.WhatToExpectPageQuery>) {
  const { whatToExpectJson: page } = required(data, "WhatToExpectPage")
  const { site, shared } = useSiteContent()
  const crumbs = useCrumbs(location.pathname, page.title)
  return (
    <>
      <PageBanner title={page.title} crumbs={crumbs} intro={page.intro} />
      <TitledSection band id="timeline" title={page.timeline.title}>
        <StepTimeline steps={page.timeline.steps} />
      </TitledSection>
      <TitledSection band id="stages" title={page.tabs.title}>
        <StageTabs label={page.tabs.label} tabs={page.tabs.items} />
      </TitledSection>
      <ConsultationCta {...shared.consultationCta} phone={site.phone} />
    </>
  )
}

export const Head = withSiteContent<Queries.WhatToExpectPageQuery>(({ data, location }) => {
  const { whatToExpectJson: page } = required(data, "WhatToExpectPage")
  const crumbs = useCrumbs(location.pathname, page.title)
  return <Seo seo={page.seo} path={location.pathname} breadcrumbs={crumbs} pageType="MedicalWebPage" />
})

export const query = graphql`
  query WhatToExpectPage($lang: String!) {
    ...LayoutContent
    whatToExpectJson(lang: { eq: $lang }) {
      seo {
        ...PageSeoFields
      }
      title
      intro
      timeline {
        title
        steps {
          title
          duration
          description
        }
      }
      tabs {
        title
        label
        items {
          id
          label
          title
          points
        }
      }
    }
  }
`
