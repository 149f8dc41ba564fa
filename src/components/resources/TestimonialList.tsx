import { useRef, useState } from "react"
import styled from "styled-components"
import { media } from "../../styles/theme"
import { scrollBehavior } from "../../lib/shared/motion"
import { pageCount, pageItems } from "../../lib/shared/testimonials"
import { fillTemplate } from "../../lib/shared/template"
import { Pagination, type PaginationProps } from "../ui/Pagination"
import { Note } from "../ui/Note"
import { ReviewPolicy } from "../ui/ReviewPolicy"
import { TestimonialCard, type TestimonialCardProps } from "./TestimonialCard"
import { useRequiresHydration } from "../../hooks/useRequiresHydration"

export interface TestimonialListProps {
  entries: ReadonlyArray<TestimonialCardProps["entry"]>
  perPage: number
  /** "Patient stories, page {page} of {pages}" */
  listTitle: string
  pagination: PaginationProps["labels"]
  readMore: string
  readLess: string
  /** "Rated their care experience {rating} out of 5" */
  ratingLabel: string
  /** What results are typical (content/shared.json typicalResults), shown above the ratings. */
  typicalResults: string
}

const ListTitle = styled.h2`
  font-size: var(--fontSizes-h3);
  scroll-margin-top: var(--space-md);
  &:focus {
    outline: none;
  }
`

const Grid = styled.ul`
  display: grid;
  gap: var(--space-lg);
  list-style: none;
  margin: 0;
  padding: 0;

  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`

/**
 * The testimonials, `perPage` at a time. Changing page scrolls back to the top of the list
 * (smoothly, or at once under reduced motion) and moves focus to the list's heading, which
 * names the new page, so a screen reader user hears where they are and reads on from there.
 */
export function TestimonialList({
  entries,
  perPage,
  listTitle,
  pagination,
  readMore,
  readLess,
  ratingLabel,
  typicalResults,
}: TestimonialListProps) {
  useRequiresHydration()
  const [page, setPage] = useState(1)
  const heading = useRef<HTMLHeadingElement>(null)
  const pages = pageCount(entries.length, perPage)

  const changePage = (next: number) => {
    setPage(next)
    heading.current?.scrollIntoView({ behavior: scrollBehavior(), block: "start" })
    heading.current?.focus({ preventScroll: true })
  }

  return (
    <section aria-labelledby="testimonial-list-title">
      <ListTitle ref={heading} tabIndex={-1} id="testimonial-list-title">
        {fillTemplate(listTitle, { page, pages })}
      </ListTitle>
      <Note id="testimonial-list-typical">{typicalResults}</Note>
      <ReviewPolicy />
      <Grid>
        {pageItems(entries, page, perPage).map((entry) => (
          <TestimonialCard
            key={entry.id}
            entry={entry}
            readMore={readMore}
            readLess={readLess}
            ratingLabel={ratingLabel}
            ratingDescribedBy="testimonial-list-typical"
          />
        ))}
      </Grid>
      <Pagination page={page} pageCount={pages} onChange={changePage} labels={pagination} />
    </section>
  )
}
