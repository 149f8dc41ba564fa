import styled, { css } from "styled-components"
import { media } from "../../styles/theme"
import { buttonStyles, type ButtonVariant } from "../ui/ButtonLink"

/** Shared looks of the form controls: 44px targets, a visible error state, the theme's focus ring. */
const controlStyles = css`
  display: block;
  width: 100%;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
  border: 2px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.small};

  &[aria-invalid="true"] {
    border-color: ${({ theme }) => theme.colors.dangerText};
    border-width: 3px;
  }
`

export const Input = styled.input`
  ${controlStyles}
`

export const Select = styled.select`
  ${controlStyles}
`

export const TextArea = styled.textarea`
  ${controlStyles}
  min-height: 8rem;
  resize: vertical;
`

export const SubmitButton = styled.button<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
  &:disabled {
    cursor: progress;
    opacity: 0.75;
  }
`

export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};

  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    & > [data-wide] {
      grid-column: 1 / -1;
    }
  }
`

export const FormNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.textMuted};
  margin: ${({ theme }) => `${theme.space.md} 0`};
`
