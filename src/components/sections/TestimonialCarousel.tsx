import { Link } from "gatsby"
import { useRef, useState } from "react"
import styled, { keyframes } from "styled-components"
import { media } from "../../styles/theme"
import { Note } from "../ui/Note"
import { PageSection } from "../ui/PageSection"
import { StarRating } from "../ui/StarRating"

export interface CarouselTestimonial {
  id: number
  quote: string
  author: string
  treatment: string
  rating: number
}

export interface TestimonialCarouselProps {
  title: string
  /** Name of the carousel for assistive technology ("Patient testimonials"). */
  label: string
  previous: string
  next: string
  /** Label of a dot, followed by the item's number ("Show testimonial 2"). */
  dot: string
  /** "Rated {rating} out of 5" */
  ratingLabel: string
  items: readonly CarouselTestimonial[]
  note: string
  moreLink: { label: string; path: string }
}

const fadeIn = keyframes`
  from { opacity: 0; transform: translateX(12px); }
  to { opacity: 1; transform: none; }
`

// A slide is a div with role="group" (WAI-ARIA carousel pattern); a <figure> may not take that role.
const Slide = styled.div`
  margin: 0 auto;
  max-width: ${({ theme }) => theme.layout.readingWidth};
  min-height: 12rem;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radii.card};
  box-shadow: ${({ theme }) => theme.shadows.card};
  animation: ${fadeIn} 0.3s ease-out;

  ${media.reducedMotion} {
    animation: none;
  }

  blockquote {
    margin: ${({ theme }) => `${theme.space.sm} 0`};
    font-size: ${({ theme }) => theme.fontSizes.lead};
  }
`

const Author = styled.p`
  margin: 0;
  font-weight: 700;
`

const Treatment = styled.span`
  display: block;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`

const ArrowButton = styled.button`
  min-width: ${({ theme }) => theme.touchTarget};
  min-height: ${({ theme }) => theme.touchTarget};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: 1.25rem;
  cursor: pointer;
`

const Dots = styled.div`
  display: flex;
`

const Dot = styled.button`
  /* A 44px target around a small visible dot. */
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;

  &::before {
    content: "";
    width: 12px;
    height: 12px;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: transparent;
  }
  &[aria-current="true"]::before {
    background: ${({ theme }) => theme.colors.primary};
  }
`

const Footer = styled.div`
  text-align: center;
`

/**
 * Home testimonials as a WAI-ARIA APG carousel (https://www.w3.org/WAI/ARIA/apg/patterns/carousel/):
 * previous/next buttons that wrap around, one "picker" dot per slide, and no automatic rotation,
 * so nothing moves unless the visitor asks. The slide area is a polite live region, announcing
 * the new slide after a button press.
 */
export function TestimonialCarousel(props: TestimonialCarouselProps) {
  const { title, label, items, previous, next, dot, ratingLabel, note, moreLink } = props
  const [index, setIndex] = useState(0)
  const count = items.length
  const go = (to: number) => setIndex(((to % count) + count) % count)
  // A horizontal swipe of 50px or more on the slide acts as previous or next.
  const touchStart = useRef<number | null>(null)
  const onTouchEnd = (x: number) => {
    if (touchStart.current === null) return
    const distance = x - touchStart.current
    touchStart.current = null
    if (Math.abs(distance) >= 50) go(distance < 0 ? index + 1 : index - 1)
  }

  return (
    <PageSection id="testimonials" title={title} tinted>
      <section aria-roledescription="carousel" aria-label={label}>
        <div
          aria-live="polite"
          onTouchStart={(event) => (touchStart.current = event.touches[0].clientX)}
          onTouchEnd={(event) => onTouchEnd(event.changedTouches[0].clientX)}
        >
          {items.map((item, itemIndex) => (
            <Slide
              key={item.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${itemIndex + 1} / ${count}`}
              hidden={itemIndex !== index}
            >
              <StarRating rating={item.rating} label={ratingLabel.replace("{rating}", String(item.rating))} />
              <blockquote>
                <p>{item.quote}</p>
              </blockquote>
              <Author>
                {item.author}
                <Treatment>{item.treatment}</Treatment>
              </Author>
            </Slide>
          ))}
        </div>
        <Controls>
          <ArrowButton type="button" aria-label={previous} onClick={() => go(index - 1)}>
            <span aria-hidden="true">←</span>
          </ArrowButton>
          <Dots>
            {items.map((item, itemIndex) => (
              <Dot
                key={item.id}
                type="button"
                aria-label={`${dot} ${itemIndex + 1}`}
                aria-current={itemIndex === index ? "true" : undefined}
                onClick={() => go(itemIndex)}
              />
            ))}
          </Dots>
          <ArrowButton type="button" aria-label={next} onClick={() => go(index + 1)}>
            <span aria-hidden="true">→</span>
          </ArrowButton>
        </Controls>
      </section>
      <Footer>
        <Note as="p">{note}</Note>
        <Link to={moreLink.path}>{moreLink.label}</Link>
      </Footer>
    </PageSection>
  )
}
