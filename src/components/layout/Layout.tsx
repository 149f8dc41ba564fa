import { Suspense, type ReactNode } from "react"
import styled from "styled-components"
import { useSiteContent } from "../../hooks/useSiteContent"
import { ErrorBoundary } from "./ErrorBoundary"
import { Footer } from "./Footer"
import { Header } from "./Header"
import { MAIN_CONTENT_ID, SkipLink } from "./SkipLink"
import { PreviewNotice } from "./PreviewNotice"

const Main = styled.main`
  display: block;
  min-height: 60vh;

  &:focus {
    outline: none;
  }
`

/**
 * The frame of every page (wrapped around each page in gatsby-browser and gatsby-ssr):
 * skip link, header, the page inside an error boundary, footer. `pagePath` remounts the
 * boundary on navigation, so an error on one page does not follow the visitor to the next.
 * The page and the footer are Suspense boundaries so React hydrates them after the header, in
 * slices that let the browser answer input in between, instead of in one long task (Total
 * Blocking Time on the treatment pages about halved in Lighthouse); the header and its menu
 * button are ready first.
 */
export function Layout({ children, pagePath }: { children: ReactNode; pagePath: string }) {
  const content = useSiteContent()
  const { shared } = content
  return (
    <>
      <SkipLink label={shared.skipLink} />
      <Header />
      {content.language.notice && (
        <PreviewNotice>{content.language.notice === "translation" ? shared.translationNotice : shared.approvalNotice}</PreviewNotice>
      )}
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <ErrorBoundary key={pagePath} title={shared.errorBoundary.title} homeLink={shared.errorBoundary.homeLink}>
          <Suspense>{children}</Suspense>
        </ErrorBoundary>
      </Main>
      <Suspense>
        <Footer />
      </Suspense>
    </>
  )
}
