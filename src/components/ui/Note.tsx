import styled from "styled-components"

/** A small print note, such as "Individual results vary" under outcome figures and testimonials. */
export const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: ${({ theme }) => theme.layout.readingWidth};
  margin-top: ${({ theme }) => theme.space.md};
`
