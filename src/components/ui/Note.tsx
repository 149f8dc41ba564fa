import styled from "styled-components"

/** A small print note, such as "Individual results vary" under outcome figures and testimonials. */
export const Note = styled.p`
  font-size: var(--fontSizes-small);
  color: var(--colors-textMuted);
  max-width: var(--layout-readingWidth);
  margin-top: var(--space-md);
`
