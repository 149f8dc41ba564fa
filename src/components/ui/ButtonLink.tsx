import { SiteLink } from "./SiteLink"
import styled, { css } from "styled-components"

export type ButtonVariant = "primary" | "secondary" | "inverse"

export const buttonStyles = css<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--space-xs);
  min-height: var(--touchTarget);
  padding: var(--space-sm) var(--space-lg);
  border: 2px solid var(--colors-primary);
  border-radius: var(--radii-pill);
  font: inherit;
  font-weight: 700;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  color: var(--colors-onPrimary);
  background: var(--colors-primary);

  &:hover {
    color: var(--colors-onPrimary);
    background: var(--colors-primaryHover);
    border-color: var(--colors-primaryHover);
  }

  ${({ $variant }) =>
    $variant === "secondary" &&
    css`
      color: var(--colors-primary);
      background: var(--colors-background);
      &:hover {
        color: var(--colors-primaryHover);
        background: var(--colors-surface);
      }
    `}

  ${({ $variant }) =>
    $variant === "inverse" &&
    css`
      color: var(--colors-primary);
      background: var(--colors-onPrimary);
      border-color: var(--colors-onPrimary);
      &:hover {
        color: var(--colors-primaryHover);
        background: var(--colors-surface);
      }
    `}
`

/*
 * A link that looks like a button keeps its colours inside a band that colours its links
 * (the footer's "a { color: white }" outweighs a single class and made the inverse button's label
 * white on white): && doubles the class.
 */

/** A link to a page of the site that looks like a button. */
export const ButtonLink = styled(SiteLink)<{ $variant?: ButtonVariant }>`
  && {
    ${buttonStyles}
  }
`

/** An <a> (tel:, mailto:, a file) that looks like a button. */
export const ButtonAnchor = styled.a<{ $variant?: ButtonVariant }>`
  && {
    ${buttonStyles}
  }
`
