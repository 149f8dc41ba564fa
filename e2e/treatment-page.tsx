// First: the template below calls the page query's tag when it is imported.
import "./page-queries-compiled-away"
import type { ComponentProps } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { ServerStyleSheet } from "styled-components"
import TreatmentPage from "../src/templates/treatment"
import { SiteContentProvider } from "../src/hooks/useSiteContent"
import type { ContentSnapshot } from "../src/lib/build-time/content/content-snapshot"
import { pageLanguage } from "../src/lib/build-time/content/page-languages"
import { snapshotPageContent } from "../src/lib/build-time/content/page-content"
import { TREATMENT_FILE } from "../src/lib/shared/content/model/content-paths"
import { pageQueryData } from "../src/lib/shared/content/page-query-data"
import { SOURCE_LANGUAGE } from "../src/lib/shared/languages"

/**
 * The English page a build makes at `route` from `content`, a treatment's, without a build: the
 * treatment template rendered to markup, with its styles, in the page's language context
 * (pageLanguage, as gatsby/create-pages.ts gives it, which throws for a page the build would not
 * make). Each record its page query reads is the content of its file as the snapshot gives it to
 * the build's nodes (contentIn, gatsby/on-create-node.ts), the file of the route the build's own
 * (fileOfRoute), with what the build adds (pageQueryData, snapshotPageContent: the fields composed from site.json and
 * shared.json, the dates' ISO aliases), and no hero image (the page then shows none). The layout around the page (header, footer) is left out.
 */
export function treatmentPageMarkup(content: ContentSnapshot, route: string): string {
  const file = content.fileOfRoute.get(route)
  if (!file || !TREATMENT_FILE.test(file)) throw new Error(`${route} is not a treatment's page (its file: ${file})`)
  const siteUrl = String((content.contentIn("site.json", SOURCE_LANGUAGE).data as { siteUrl: string }).siteUrl)
  const data = pageQueryData(file, snapshotPageContent(content, SOURCE_LANGUAGE, siteUrl))
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
