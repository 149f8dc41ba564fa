import styled, { css } from "styled-components"
import { media } from "../../styles/theme"
import { buttonStyles, type ButtonVariant } from "../ui/ButtonLink"

/** Shared looks of the form controls: 44px targets, a visible error state, the theme's focus ring. */
const controlStyles = css`
  display: block;
  width: 100%;
  min-height: var(--touchTarget);
  padding: var(--space-xs) var(--space-sm);
  font: inherit;
  color: var(--colors-text);
  background: var(--colors-background);
  border: 2px solid var(--colors-textMuted);
  border-radius: var(--radii-small);

  &[aria-invalid="true"] {
    border-color: var(--colors-dangerText);
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
  gap: var(--space-md);

  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    & > [data-wide] {
      grid-column: 1 / -1;
    }
  }
`

export const FormNote = styled.p`
  font-size: var(--fontSizes-small);
  color: var(--colors-textMuted);
  margin: var(--space-md) 0;
`
