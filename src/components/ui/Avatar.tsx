import { useEffect, useRef, useState } from "react"
import styled from "styled-components"
import { initialsOf } from "../../lib/shared/testimonials"
import { useRequiresHydration } from "../../hooks/useRequiresHydration"

export type AvatarState = "loading" | "loaded" | "error"

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

/**
 * A patient's photo from /avatars/{id}.jpg, with three states: loading (the initials circle
 * shows under the fading-in photo), loaded, and error (the initials, which is the designed
 * state for a patient without a photo). Decorative: the name is written beside it.
 */
export function Avatar({ src, name }: { src: string; name: string }) {
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
        <img
          ref={image}
          src={src}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
          onLoad={() => setState("loaded")}
          onError={() => setState("error")}
        />
      )}
    </Frame>
  )
}
