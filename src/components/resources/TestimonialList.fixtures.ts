import type { TestimonialListProps } from "./TestimonialList"

/**
 * Named cases for tests (and any future component gallery) of TestimonialList, independent of
 * what content/pages/testimonials.json holds today.
 */
const LONG_QUOTE = `${"Before treatment I could not climb the stairs to my apartment. ".repeat(4)}Now I can.`

const entry = (id: number, quote: string) => ({
  id,
  name: `Patient ${String.fromCharCode(64 + id)}.`,
  location: "Brooklyn, NY",
  quote,
  procedure: "Knee treatment",
  date: "March 2025",
  rating: id % 6 === 0 ? 4 : 5,
})

/** Twelve entries, 9 per page: two pages; every third quote is longer than 200 characters. */
export const twelveTestimonials: TestimonialListProps = {
  entries: Array.from({ length: 12 }, (_, i) => entry(i + 1, i % 3 === 0 ? LONG_QUOTE : `Short story number ${i + 1}.`)),
  perPage: 9,
  listTitle: "Patient stories, page {page} of {pages}",
  pagination: { label: "Testimonial pages", previous: "Previous", next: "Next", page: "Page" },
  readMore: "Read more",
  readLess: "Read less",
  ratingLabel: "Rated {rating} out of 5",
  typicalResults: "A rating is one patient's view, not a typical result.",
}

/** Everything fits on one page. */
export const oneTestimonial: TestimonialListProps = { ...twelveTestimonials, entries: twelveTestimonials.entries.slice(0, 1) }
