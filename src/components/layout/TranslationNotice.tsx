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
 * On a translated page no qualified translator has reviewed yet, in the page's language: such a
 * page exists only in development and previews (a production build leaves it out), and whoever
 * reads it there is told so.
 */
export function TranslationNotice({ children }: { children: ReactNode }) {
  return (
    <Notice role="note">
      <Container>
        <p>{children}</p>
      </Container>
    </Notice>
  )
}
