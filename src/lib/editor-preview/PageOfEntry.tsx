import { Layout } from "../../components/layout/Layout"
import { SiteContentProvider } from "../../hooks/useSiteContent"
import type { PagePreview } from "../shared/content/page-preview"
import { PAGE_COMPONENTS } from "./page-components"
import { PreviewBoundary } from "./PreviewBoundary"

/**
 * The page of the edited entry as patients see it: the site's layout (header, footer) and the
 * page's own component with the page query's data, as src/render/wrap-page-element.tsx renders a
 * page. A page that cannot be drawn from the form as it stands shows the preview's plain message
 * (PreviewBoundary) inside the layout; a layout that cannot, instead of it.
 */
export function PageOfEntry({ preview }: { preview: PagePreview }) {
  const Page = PAGE_COMPONENTS[preview.page]
  return (
    <PreviewBoundary>
      <SiteContentProvider data={preview.data} language={preview.pageContext}>
        <Layout pagePath={preview.location.pathname}>
          <PreviewBoundary>
            <Page data={preview.data} location={preview.location} pageContext={preview.pageContext} />
          </PreviewBoundary>
        </Layout>
      </SiteContentProvider>
    </PreviewBoundary>
  )
}
