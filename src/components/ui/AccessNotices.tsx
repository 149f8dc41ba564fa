import styled from "styled-components"
import { useSiteContent } from "../../hooks/useSiteContent"
import { SiteLink } from "./SiteLink"

const Lines = styled.div`
  font-size: var(--fontSizes-small);

  p {
    margin: var(--space-xs) 0 0;
  }
`

/**
 * The notices of free aids and services, free language assistance (each tagline marked with its own
 * `lang`, and `dir` where its script runs right to left, so screen readers pronounce it correctly),
 * nondiscrimination under the clinic's civil rights law and the link to the full notice with every
 * language's tagline, put together with the clinic's phone by src/lib/shared/notices.ts at build time
 * (src/lib/build-time/content/composed-fields.ts). The phone
 * is text: the page's tap-to-call links stay one per place, so "the phone link" is never ambiguous.
 */
export function AccessNotices({ className }: { className?: string }) {
  const { shared } = useSiteContent()
  return (
    <Lines className={className} data-testid="access-notices">
      {shared.accessNotices.map((notice) => (
        <p key={notice.text} lang={notice.lang ?? undefined} dir={notice.dir ?? undefined}>
          {notice.link ? <SiteLink to={notice.link}>{notice.text}</SiteLink> : notice.text}
        </p>
      ))}
    </Lines>
  )
}
