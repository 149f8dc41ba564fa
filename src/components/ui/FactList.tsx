import styled from "styled-components"

/** Facts as a definition list at reading width: each name in bold above its value (a procedure in brief, a study's registration). */
export const FactList = styled.dl`
  display: grid;
  gap: var(--space-md);
  max-width: var(--layout-readingWidth);
  margin: 0;

  dt {
    font-weight: 700;
  }
  dd {
    margin: var(--space-xxs) 0 0;
  }
`
