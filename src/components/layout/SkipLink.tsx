import styled from "styled-components"

export const MAIN_CONTENT_ID = "main-content"

const Skip = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  top: -10rem;
  z-index: 100;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.small};
  font-weight: 700;

  &:focus {
    top: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`

/** The first focusable element of every page: keyboard users jump past the menus. */
export function SkipLink({ label }: { label: string }) {
  return <Skip href={`#${MAIN_CONTENT_ID}`}>{label}</Skip>
}
