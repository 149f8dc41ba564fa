import { SiteLink } from "../ui/SiteLink"
import { useEffect, useId, useRef, useState } from "react"
import styled from "styled-components"
import { Note } from "../ui/Note"
import { TitledSection } from "../ui/TitledSection"
import { StarRating } from "../ui/StarRating"
import { ReviewPolicy } from "../ui/ReviewPolicy"
import { StoryConnection, type StoryConsent } from "../ui/StoryConnection"
import { useRequiresHydration } from "../../hooks/useRequiresHydration"
import { fillTemplate } from "../../lib/shared/template"

interface CarouselTestimonial {
  id: number
  quote: string
  author: string
  treatment: string
  rating: number
  consent?: StoryConsent | null
}

export interface TestimonialCarouselProps {
  title: string
  /** Name of the carousel for assistive technology ("Patient testimonials"). */
  label: string
  roleDescription: string
  slideRoleDescription: string
  /** "{n} of {count}" */
  slideLabel: string
  previous: string
  next: string
  /** Label of a dot, followed by the item's number ("Show testimonial 2"). */
  dot: string
  /** "Rated their care experience {rating} out of 5" */
  ratingLabel: string
  items: readonly CarouselTestimonial[]
  /** What results are typical (content/shared.json typicalResults), shown beside the ratings. */
  typicalResults: string
  note: string
  moreLink: { label: string; path: string }
}

/** Every slide side by side in a row that scrolls and snaps: reachable by swipe or scrolling before and without script. */
const Track = styled.div`
  display: flex;
  width: 100%;
  max-width: var(--layout-readingWidth);
  margin: 0 auto;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  overscroll-behavior-x: contain;

  &:focus-visible {
    outline: 3px solid var(--colors-focus);
    outline-offset: 4px;
  }
`

// A slide is a div with role="group" (WAI-ARIA carousel pattern); a <figure> may not take that role.
const Slide = styled.div`
  flex: 0 0 100%;
  scroll-snap-align: start;
  padding: var(--space-sm);
`

const Card = styled.div`
  height: 100%;
  padding: var(--space-lg);
  background: var(--colors-background);
  border-radius: var(--radii-card);
  box-shadow: var(--shadows-card);

  blockquote {
    margin: var(--space-sm) 0;
    font-size: var(--fontSizes-lead);
  }
`

const Author = styled.p`
  margin: 0;
  font-weight: 700;
`

const Treatment = styled.span`
  display: block;
  font-weight: 400;
  color: var(--colors-textMuted);
`

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: var(--space-sm);
  margin-top: var(--space-md);
`

const ArrowButton = styled.button<{ $ready: boolean }>`
  /* Kept in the layout before hydration (no shift when they start working), but unseen and unreachable. */
  visibility: ${({ $ready }) => ($ready ? "visible" : "hidden")};
  min-width: var(--touchTarget);
  min-height: var(--touchTarget);
  border: 2px solid var(--colors-primary);
  border-radius: var(--radii-pill);
  background: var(--colors-background);
  color: var(--colors-primary);
  font: inherit;
  font-size: 1.25rem;
  cursor: pointer;
`

const Dots = styled.div`
  display: flex;
`

const Dot = styled.a`
  /* A 44px target around a small visible dot. */
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: var(--touchTarget);
  height: var(--touchTarget);
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;

  &::before {
    content: "";
    width: 12px;
    height: 12px;
    border-radius: 50%;
    border: 2px solid var(--colors-primary);
    background: transparent;
  }
  &[aria-current="true"]::before {
    background: var(--colors-primary);
  }
`

const Typical = styled(Note)`
  max-width: var(--layout-readingWidth);
  margin: 0 auto var(--space-md);
`

const Policy = styled(ReviewPolicy)`
  margin: var(--space-xs) auto;
`

const Footer = styled.div`
  text-align: center;
`

/**
 * Home testimonials as a WAI-ARIA APG carousel (https://www.w3.org/WAI/ARIA/apg/patterns/carousel/),
 * built up from a list that works without script: the slides sit side by side in a row that
 * scrolls and snaps (swipe, scroll or arrow keys), and each dot is a link to its slide. Script adds
 * previous and next buttons that wrap around, keeps the current dot in step with the scroll
 * position, and hides the other slides from assistive technology so the polite live region
 * announces the new one. Nothing moves unless the visitor asks.
 */
export function TestimonialCarousel(props: TestimonialCarouselProps) {
  useRequiresHydration()
  const {
    title,
    label,
    roleDescription,
    slideRoleDescription,
    slideLabel,
    items,
    previous,
    next,
    dot,
    ratingLabel,
    typicalResults,
    note,
    moreLink,
  } = props
  const [index, setIndex] = useState(0)
  const [ready, setReady] = useState(false)
  const trackRef = useRef<HTMLDivElement>(null)
  const slideId = `${useId()}-testimonial`
  const typicalId = `${slideId}s-typical`
  const count = items.length

  useEffect(() => {
    // Two-pass rendering (React docs, hydrateRoot): the prerendered list works without script;
    // the buttons and the live region come on once it is hydrated.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the second render after hydration is the point
    setReady(true)
    const track = trackRef.current
    if (!track) return
    let frame = 0
    const follow = () => {
      frame = 0
      if (track.clientWidth > 0) setIndex(Math.min(count - 1, Math.max(0, Math.round(track.scrollLeft / track.clientWidth))))
    }
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(follow)
    }
    track.addEventListener("scroll", onScroll, { passive: true })
    return () => {
      track.removeEventListener("scroll", onScroll)
      if (frame) window.cancelAnimationFrame(frame)
    }
  }, [count])

  const go = (to: number) => {
    const target = ((to % count) + count) % count
    setIndex(target)
    const track = trackRef.current
    const smooth = !window.matchMedia?.("(prefers-reduced-motion: reduce)").matches
    track?.scrollTo?.({ left: target * track.clientWidth, behavior: smooth ? "smooth" : "auto" })
  }

  return (
    <TitledSection band id="testimonials" title={title} tinted>
      <Typical id={typicalId}>{typicalResults}</Typical>
      <section aria-roledescription={roleDescription} aria-label={label}>
        <Track ref={trackRef} tabIndex={0} aria-live={ready ? "polite" : "off"}>
          {items.map((item, itemIndex) => (
            <Slide
              key={item.id}
              id={`${slideId}-${itemIndex + 1}`}
              role="group"
              aria-roledescription={slideRoleDescription}
              aria-label={fillTemplate(slideLabel, { n: itemIndex + 1, count })}
              aria-hidden={ready && itemIndex !== index ? true : undefined}
            >
              <Card>
                <StarRating rating={item.rating} label={ratingLabel.replace("{rating}", String(item.rating))} describedBy={typicalId} />
                <blockquote>
                  <p>{item.quote}</p>
                </blockquote>
                <Author>
                  {item.author}
                  <Treatment>{item.treatment}</Treatment>
                </Author>
                <StoryConnection consent={item.consent} />
              </Card>
            </Slide>
          ))}
        </Track>
        <Controls>
          <ArrowButton type="button" $ready={ready} aria-label={previous} onClick={() => go(index - 1)}>
            <span aria-hidden="true">←</span>
          </ArrowButton>
          <Dots>
            {items.map((item, itemIndex) => (
              <Dot
                key={item.id}
                href={`#${slideId}-${itemIndex + 1}`}
                aria-label={`${dot} ${itemIndex + 1}`}
                aria-current={itemIndex === index ? "true" : undefined}
                onClick={(event) => {
                  event.preventDefault()
                  go(itemIndex)
                }}
              />
            ))}
          </Dots>
          <ArrowButton type="button" $ready={ready} aria-label={next} onClick={() => go(index + 1)}>
            <span aria-hidden="true">→</span>
          </ArrowButton>
        </Controls>
      </section>
      <Footer>
        <Note as="p">{note}</Note>
        <Policy />
        <SiteLink to={moreLink.path}>{moreLink.label}</SiteLink>
      </Footer>
    </TitledSection>
  )
}
