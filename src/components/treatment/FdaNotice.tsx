import { useId } from "react"
import styled from "styled-components"
import { useLocalizedPath } from "../../hooks/useLocalizedPath"

const Notice = styled.section<{ $investigational: boolean }>`
  padding: var(--space-lg);
  color: ${({ $investigational }) => ($investigational ? "var(--colors-dangerText)" : "var(--colors-noteText)")};
  background: ${({ $investigational }) => ($investigational ? "var(--colors-dangerBackground)" : "var(--colors-noteBackground)")};
  border-left: 6px solid ${({ $investigational }) => ($investigational ? "var(--colors-dangerText)" : "var(--colors-noteBorder)")};
  border-radius: var(--radii-small);

  h2 {
    font-size: var(--fontSizes-h3);
    margin-bottom: var(--space-xs);
  }
  p {
    margin: 0;
  }
  p + p {
    margin-top: var(--space-sm);
  }
  a {
    color: inherit;
    font-weight: 700;
  }
`

export interface FdaNoticeProps {
  title: string
  text: string
  investigational: boolean
  /** The FDA's own page for patients, as a text link. */
  link: { label: string; href: string }
}

/** States plainly, near the top of every treatment page, that the FDA has not reviewed the treatment, with a link to the FDA's advice. */
export function FdaNotice({ title, text, investigational, link }: FdaNoticeProps) {
  const localized = useLocalizedPath()
  const headingId = useId()
  return (
    <Notice aria-labelledby={headingId} $investigational={investigational}>
      <h2 id={headingId}>{title}</h2>
      <p>{text}</p>
      <p>
        <a href={localized(link.href)}>{link.label}</a>
      </p>
    </Notice>
  )
}
