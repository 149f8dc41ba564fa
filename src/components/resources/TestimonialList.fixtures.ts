import type { IGatsbyImageData } from "gatsby-plugin-image"
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

/** A patient's photo as the image pipeline gives it for the avatar: 56 px, twice that for dense screens, AVIF and WebP first. */
export const avatarPhoto: IGatsbyImageData = {
  layout: "fixed",
  width: 56,
  height: 56,
  images: {
    fallback: {
      src: "/static/a1/56/patient-b.jpg",
      srcSet: "/static/a1/56/patient-b.jpg 56w,\n/static/a1/112/patient-b.jpg 112w",
      sizes: "56px",
    },
    sources: [
      { type: "image/avif", srcSet: "/static/a1/56/patient-b.avif 56w,\n/static/a1/112/patient-b.avif 112w", sizes: "56px" },
      { type: "image/webp", srcSet: "/static/a1/56/patient-b.webp 56w,\n/static/a1/112/patient-b.webp 112w", sizes: "56px" },
    ],
  },
}

/** Twelve entries, 9 per page: two pages; every third quote is longer than 200 characters; the second patient has a photo. */
export const twelveTestimonials: TestimonialListProps = {
  entries: Array.from({ length: 12 }, (_, i) => ({
    ...entry(i + 1, i % 3 === 0 ? LONG_QUOTE : `Short story number ${i + 1}.`),
    ...(i === 1 ? { photo: avatarPhoto } : {}),
  })),
  perPage: 9,
  listTitle: "Patient stories, page {page} of {pages}",
  pagination: { label: "Testimonial pages", previous: "Previous", next: "Next", page: "Page" },
  readMore: "Read more",
  readLess: "Read less",
  ratingLabel: "Rated their care experience {rating} out of 5",
  typicalResults: "A rating is one patient's view, not a typical result.",
}

/** Everything fits on one page. */
export const oneTestimonial: TestimonialListProps = { ...twelveTestimonials, entries: twelveTestimonials.entries.slice(0, 1) }
