import styled from "styled-components"

/** Centres content at the site's maximum width with side padding on small screens. */
export const Container = styled.div<{ $narrow?: boolean }>`
  width: 100%;
  max-width: ${({ $narrow }) => ($narrow ? "var(--layout-readingWidth)" : "var(--layout-maxWidth)")};
  margin: 0 auto;
  padding: 0 var(--space-md);
`
