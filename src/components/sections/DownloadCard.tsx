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
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.card};

  ${media.desktop} {
    position: sticky;
    top: ${({ theme }) => theme.space.md};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.h3};
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
