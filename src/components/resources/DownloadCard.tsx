import styled from "styled-components"
import { media } from "../../styles/theme"
import { ButtonAnchor } from "../ui/ButtonLink"

export interface DownloadCardProps {
  title: string
  text: string
  button: string
  /** Public path of the file, e.g. "/downloads/patient-guide.pdf". */
  href: string
  fileNote: string
}

const Card = styled.aside`
  padding: var(--space-lg);
  background: var(--colors-surface);
  border: 1px solid var(--colors-border);
  border-radius: var(--radii-card);

  ${media.desktop} {
    position: sticky;
    top: var(--space-md);
  }
  h2 {
    font-size: var(--fontSizes-h3);
  }
`

/** A card offering a file for download, which stays in view beside the text it belongs to. */
export function DownloadCard({ title, text, button, href, fileNote }: DownloadCardProps) {
  return (
    <Card aria-labelledby="download-title" data-print="hide">
      <h2 id="download-title">{title}</h2>
      <p>{text}</p>
      <ButtonAnchor href={href} download>
        {button} <span>({fileNote})</span>
      </ButtonAnchor>
    </Card>
  )
}
