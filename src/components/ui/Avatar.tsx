import type { IGatsbyImageData } from "gatsby-plugin-image"
import { useEffect, useRef, useState } from "react"
import styled from "styled-components"
import { initialsOf } from "../../lib/shared/testimonials"
import { useRequiresHydration } from "../../hooks/useRequiresHydration"
import { Picture } from "./Picture"

/** "none": the testimonial has no photo, so the initials are all there is. */
type AvatarState = "loading" | "loaded" | "error" | "none"

const Frame = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 3.5rem;
  height: 3.5rem;
  overflow: hidden;
  border-radius: 50%;
  background: var(--colors-primary);
  color: var(--colors-onPrimary);
  font-weight: 700;

  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
    opacity: 0;
    transition: opacity 0.2s;
  }
  &[data-state="loaded"] img {
    opacity: 1;
  }
`

interface AvatarProps {
  /** The testimonial's photo (its `photo`, through the image pipeline); without one, the initials. */
  photo?: IGatsbyImageData | null
  name: string
}

/**
 * A patient's photo in a circle, or the initials of their name. Decorative: the name is written
 * beside it, so screen readers skip it (empty alt, hidden frame) rather than read the name twice.
 */
export function Avatar({ photo, name }: AvatarProps) {
  if (!photo) {
    return (
      <Frame aria-hidden="true" data-state="none" data-testid="avatar">
        <span>{initialsOf(name)}</span>
      </Frame>
    )
  }
  return <AvatarPhoto photo={photo} name={name} />
}

/**
 * The photo with three states: loading (the initials circle shows under the fading-in photo),
 * loaded, and error (the initials, as for a patient without a photo).
 */
function AvatarPhoto({ photo, name }: { photo: IGatsbyImageData; name: string }) {
  useRequiresHydration()
  const [state, setState] = useState<AvatarState>("loading")
  const image = useRef<HTMLImageElement>(null)

  useEffect(() => {
    // The server-rendered <img> may have finished (or failed) before React hydrated and
    // attached onLoad/onError, so ask the element itself once on mount.
    const element = image.current
    if (element?.complete) setState(element.naturalWidth > 0 ? "loaded" : "error")
  }, [])

  return (
    <Frame aria-hidden="true" data-state={state} data-testid="avatar">
      {state !== "loaded" && <span>{initialsOf(name)}</span>}
      {state !== "error" && (
        <Picture image={photo} alt="" imgRef={image} onLoad={() => setState("loaded")} onError={() => setState("error")} />
      )}
    </Frame>
  )
}
