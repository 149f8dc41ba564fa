import { useRef, useState } from "react"
import styled from "styled-components"
import { mapsEmbedUrl, mapsSearchUrl } from "../../lib/shared/maps"
import { ButtonAnchor, buttonStyles, type ButtonVariant } from "../ui/ButtonLink"
import { useRequiresHydration } from "../../hooks/useRequiresHydration"

export interface ClinicMapProps {
  title: string
  address: string
  notice: string
  showButton: string
  openLink: string
  frameTitle: string
}

const Box = styled.section`
  border: 1px solid var(--colors-border);
  border-radius: var(--radii-card);
  background: var(--colors-surface);
  padding: var(--space-lg);
`

const Address = styled.p`
  font-weight: 700;
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-sm);
`

const ShowButton = styled.button<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: 22rem;
  border: 0;
  border-radius: var(--radii-small);
  margin-bottom: var(--space-md);
`

const Notice = styled.p`
  font-size: var(--fontSizes-small);
  color: var(--colors-textMuted);
`

/**
 * A click-to-load map: the address, a "Show map" button and an "Open in Maps" link. The Google
 * iframe is created only after the click, so no page view sends anything to a third party.
 */
export function ClinicMap({ title, address, notice, showButton, openLink, frameTitle }: ClinicMapProps) {
  useRequiresHydration()
  const [shown, setShown] = useState(false)
  const frameRef = useRef<HTMLIFrameElement>(null)
  return (
    <Box aria-labelledby="clinic-map-title">
      <h2 id="clinic-map-title">{title}</h2>
      {shown ? (
        <Frame ref={frameRef} src={mapsEmbedUrl(address)} title={frameTitle} loading="lazy" referrerPolicy="no-referrer" />
      ) : (
        <>
          <Address>{address}</Address>
          <Notice>{notice}</Notice>
        </>
      )}
      <Actions>
        {!shown && (
          <ShowButton type="button" onClick={() => setShown(true)}>
            {showButton}
          </ShowButton>
        )}
        <ButtonAnchor href={mapsSearchUrl(address)} $variant="secondary" target="_blank" rel="noopener noreferrer">
          {openLink}
        </ButtonAnchor>
      </Actions>
    </Box>
  )
}
