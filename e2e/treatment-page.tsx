// First: the template below calls the page query's tag when it is imported.
import "./page-queries-compiled-away"
import type { ComponentProps } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { ServerStyleSheet } from "styled-components"
import TreatmentPage from "../src/templates/treatment"
import { SiteContentProvider } from "../src/hooks/useSiteContent"
import type { ContentSnapshot } from "../src/lib/build-time/content/content-snapshot"
import { pageLanguage } from "../src/lib/build-time/content/page-languages"
import { NAVIGATION_FILE, SERVICES_FILE, SHARED_FILE, SITE_FILE, TREATMENT_FILE } from "../src/lib/shared/content/model/content-paths"
import { SOURCE_LANGUAGE } from "../src/lib/shared/languages"
import { composedSharedFields, composedSiteFields } from "../src/lib/build-time/content/composed-fields"

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a content file's data, as the page query returns it
type Data = Record<string, any>

/**
 * The English page a build makes at `route` from `content`, a treatment's, without a build: the
 * treatment template rendered to markup, with its styles, in the page's language context
 * (pageLanguage, as gatsby/create-pages.ts gives it, which throws for a page the build would not
 * make). Each record its page query reads is the content of its file as the snapshot gives it to
 * the build's nodes (contentIn, gatsby/on-create-node.ts), the file of the route the build's own
 * (fileOfRoute), with what the build adds: the fields composed from site.json and shared.json (composed-fields.ts), the dates it formats, and no hero image (the page then
 * shows none). The layout around the page (header, footer) is left out.
 */
export function treatmentPageMarkup(content: ContentSnapshot, route: string): string {
  const file = content.fileOfRoute.get(route)
  if (!file || !TREATMENT_FILE.test(file)) throw new Error(`${route} is not a treatment's page (its file: ${file})`)
  const english = (source: string) => content.contentIn(source, SOURCE_LANGUAGE).data as Data
  const treatment = english(file)
  const site = english(SITE_FILE)
  const shared = english(SHARED_FILE)
  const study = treatment.study && {
    ...treatment.study,
    recruitment: { ...treatment.study.recruitment, irbApprovedIso: treatment.study.recruitment.irbApproved },
  }
  const data = {
    site: { siteMetadata: { siteUrl: site.siteUrl }, buildTime: String(new Date().getFullYear()) },
    siteJson: { ...site, ...composedSiteFields(site as never, shared as never, SOURCE_LANGUAGE), socialImage: null },
    navigationJson: english(NAVIGATION_FILE),
    sharedJson: { ...shared, ...composedSharedFields(shared as never, site as never) },
    servicesJson: english(SERVICES_FILE),
    treatmentsJson: { ...treatment, heroImage: { childImageSharp: null }, lastReviewedIso: treatment.lastReviewed, study },
  }
  const language = pageLanguage(route, SOURCE_LANGUAGE, content.pages)
  const props = { data, location: { pathname: route }, pageContext: language } as unknown as ComponentProps<typeof TreatmentPage>
  const sheet = new ServerStyleSheet()
  try {
    const body = renderToStaticMarkup(
      sheet.collectStyles(
        <SiteContentProvider data={data} language={language}>
          <TreatmentPage {...props} />
        </SiteContentProvider>,
      ),
    )
    return `<!doctype html><html lang="${language.lang}"><head>${sheet.getStyleTags()}</head><body><main>${body}</main></body></html>`
  } finally {
    sheet.seal()
  }
}
