import styled from "styled-components"

export const MAIN_CONTENT_ID = "main-content"

const Skip = styled.a`
  position: absolute;
  left: var(--space-md);
  top: -10rem;
  z-index: 100;
  padding: var(--space-sm) var(--space-md);
  color: var(--colors-onPrimary);
  background: var(--colors-primary);
  border-radius: var(--radii-small);
  font-weight: 700;

  &:focus {
    top: var(--space-xs);
    color: var(--colors-onPrimary);
  }
`

/** The first focusable element of every page: keyboard users jump past the menus. */
export function SkipLink({ label }: { label: string }) {
  return <Skip href={`#${MAIN_CONTENT_ID}`}>{label}</Skip>
}
