import type { ReactNode } from "react"
import styled from "styled-components"
import { Container } from "../ui/Container"

const Notice = styled.div`
  color: var(--colors-noteText);
  background: var(--colors-noteBackground);
  border-bottom: 2px solid var(--colors-noteBorder);

  p {
    margin: 0;
    padding: var(--space-sm) 0;
  }
`

/**
 * Above a page patients may not read yet, in the page's language: a translation no translator
 * has approved, or a change the clinic's reviewers have not approved. Such a page exists only in
 * development and previews (a production build leaves the translation out and refuses the
 * change), and whoever reads it there is told so.
 */
export function PreviewNotice({ children }: { children: ReactNode }) {
  return (
    <Notice role="note">
      <Container>
        <p>{children}</p>
      </Container>
    </Notice>
  )
}
