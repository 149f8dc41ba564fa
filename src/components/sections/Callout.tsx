import { useId } from "react"
import styled, { css } from "styled-components"
import type { SectionOfKind } from "../../lib/content/section-schemas"

type Tone = SectionOfKind<"callout">["tone"]

const Box = styled.section<{ $tone: Tone }>`
  margin-top: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  max-width: ${({ theme }) => theme.layout.readingWidth};
  border-left: 6px solid;
  border-radius: ${({ theme }) => theme.radii.small};

  ${({ $tone, theme }) =>
    $tone === "important"
      ? css`
          color: ${theme.colors.noteText};
          background: ${theme.colors.noteBackground};
          border-color: ${theme.colors.noteBorder};
        `
      : $tone === "investigational"
        ? css`
            color: ${theme.colors.dangerText};
            background: ${theme.colors.dangerBackground};
            border-color: ${theme.colors.dangerText};
          `
        : css`
            color: ${theme.colors.text};
            background: ${theme.colors.surface};
            border-color: ${theme.colors.primary};
          `}

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.h3};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  p:last-child {
    margin-bottom: 0;
  }
`

/** A boxed note that must not be missed: the amber important note, the investigational notice, a privacy promise. */
export function Callout({ tone, title, paragraphs }: Omit<SectionOfKind<"callout">, "kind">) {
  const headingId = useId()
  return (
    <Box $tone={tone} aria-labelledby={headingId} data-tone={tone}>
      <h2 id={headingId}>{title}</h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </Box>
  )
}
