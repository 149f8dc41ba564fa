import styled from "styled-components"
import { useSiteContent } from "../../hooks/useSiteContent"
import { accessNotices } from "../../lib/shared/notices"

const Lines = styled.div`
  font-size: var(--fontSizes-small);

  p {
    margin: var(--space-xs) 0 0;
  }
`

/**
 * The notices of free aids and services, free language assistance (Spanish, French, Haitian
 * Creole, each line marked with its own `lang` so screen readers pronounce it correctly) and
 * nondiscrimination, put together with the clinic's phone by src/lib/shared/notices.ts. The phone
 * is text: the page's tap-to-call links stay one per place, so "the phone link" is never ambiguous.
 */
export function AccessNotices({ className }: { className?: string }) {
  const { site, shared } = useSiteContent()
  return (
    <Lines className={className} data-testid="access-notices">
      {accessNotices(shared, site).map((notice) => (
        <p key={notice.source} lang={notice.lang}>
          {notice.text}
        </p>
      ))}
    </Lines>
  )
}
