import { useId } from "react"
import styled, { css } from "styled-components"
import type { SectionOfKind } from "../../lib/shared/content/model/section-schemas"

type Tone = SectionOfKind<"callout">["tone"]

const Box = styled.section<{ $tone: Tone }>`
  margin-top: var(--space-xl);
  padding: var(--space-md) var(--space-lg);
  max-width: var(--layout-readingWidth);
  border-left: 6px solid;
  border-radius: var(--radii-small);

  ${({ $tone }) =>
    $tone === "important"
      ? css`
          color: var(--colors-noteText);
          background: var(--colors-noteBackground);
          border-color: var(--colors-noteBorder);
        `
      : $tone === "investigational"
        ? css`
            color: var(--colors-dangerText);
            background: var(--colors-dangerBackground);
            border-color: var(--colors-dangerText);
          `
        : css`
            color: var(--colors-text);
            background: var(--colors-surface);
            border-color: var(--colors-primary);
          `}

  h2 {
    font-size: var(--fontSizes-h3);
    margin-bottom: var(--space-xs);
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
