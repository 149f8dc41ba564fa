import { Link } from "gatsby"
import styled, { css } from "styled-components"

export type ButtonVariant = "primary" | "secondary" | "inverse"

export const buttonStyles = css<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  font: inherit;
  font-weight: 700;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.primary};

  &:hover {
    color: ${({ theme }) => theme.colors.onPrimary};
    background: ${({ theme }) => theme.colors.primaryHover};
    border-color: ${({ theme }) => theme.colors.primaryHover};
  }

  ${({ $variant, theme }) =>
    $variant === "secondary" &&
    css`
      color: ${theme.colors.primary};
      background: ${theme.colors.background};
      &:hover {
        color: ${theme.colors.primaryHover};
        background: ${theme.colors.surface};
      }
    `}

  ${({ $variant, theme }) =>
    $variant === "inverse" &&
    css`
      color: ${theme.colors.primary};
      background: ${theme.colors.onPrimary};
      border-color: ${theme.colors.onPrimary};
      &:hover {
        color: ${theme.colors.primaryHover};
        background: ${theme.colors.surface};
      }
    `}
`

/** A link to a page of the site that looks like a button. */
export const ButtonLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`

/** An <a> (tel:, mailto:, a file) that looks like a button. */
export const ButtonAnchor = styled.a<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`
