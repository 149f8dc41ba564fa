import { css } from "styled-components"
import { media } from "./theme"

/** The card surface: the page's background, a hairline border, rounded corners and a soft shadow. */
export const cardSurface = css`
  background: var(--colors-background);
  border: 1px solid var(--colors-border);
  border-radius: var(--radii-card);
  box-shadow: var(--shadows-card);
`

/** List items that each start with a bold check mark, in the accent colour unless told otherwise (on a dark card: "inherit"). */
export const checkMarkItems = (color = "var(--colors-accent)") => css`
  li {
    position: relative;
    padding-left: 1.75rem;
  }
  li::before {
    content: "✓";
    position: absolute;
    left: 0;
    font-weight: 700;
    color: ${color};
  }
`

/** Equal grid columns: one on phones, then `tablet` columns from the tablet width and `desktop` from the desktop width. */
export const gridColumns = (tablet?: number, desktop?: number) => css`
  ${
    tablet &&
    css`
      ${media.tablet} {
        grid-template-columns: repeat(${tablet}, minmax(0, 1fr));
      }
    `
  }
  ${
    desktop &&
    css`
      ${media.desktop} {
        grid-template-columns: repeat(${desktop}, minmax(0, 1fr));
      }
    `
  }
`
