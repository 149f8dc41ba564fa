import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { TestimonialCarousel, type TestimonialCarouselProps } from "../src/components/home/TestimonialCarousel"
import { renderWithSite, shared } from "./support/render-site"

const copy: TestimonialCarouselProps = {
  title: "What patients say",
  label: "Patient testimonials",
  roleDescription: "carousel",
  slideRoleDescription: "slide",
  slideLabel: "{n} of {count}",
  previous: "Previous testimonial",
  next: "Next testimonial",
  dot: "Show testimonial",
  ratingLabel: "Rated their care experience {rating} out of 5",
  typicalResults: "A rating is one patient's view, not a typical result.",
  note: "Individual results vary.",
  moreLink: { label: "Read more stories", path: "/resources/testimonials" },
  items: [
    { id: 1, quote: "First quote about a knee.", author: "A. B.", treatment: "Knee", rating: 5 },
    {
      id: 2,
      quote: "Second quote about a hip.",
      author: "C. D.",
      treatment: "Hip",
      rating: 4,
      consent: { materialConnection: { disclosure: "Received a free follow-up visit" } },
    },
    { id: 3, quote: "Third, much longer quote. ".repeat(12), author: "E. F.", treatment: "Shoulder", rating: 5 },
    { id: 4, quote: "Fourth quote.", author: "G. H.", treatment: "Back", rating: 3 },
  ],
}

function renderCarousel() {
  renderWithSite(<TestimonialCarousel {...copy} />)
  return screen.getByRole("region", { name: copy.label })
}

/** The one slide assistive technology is shown once the carousel is enhanced. */
function currentSlide() {
  const slides = screen.getAllByRole("group", { hidden: true }).filter((slide) => slide.getAttribute("aria-hidden") !== "true")
  expect(slides).toHaveLength(1)
  return slides[0]
}

describe("TestimonialCarousel (WAI-ARIA carousel on a scroll-snap list)", () => {
  it("renders every testimonial as a labelled slide with its rating read as one phrase", () => {
    renderCarousel()
    const slides = screen.getAllByRole("group", { hidden: true })
    expect(slides).toHaveLength(copy.items.length)
    copy.items.forEach((item, index) => {
      expect(slides[index]).toHaveAttribute("aria-label", `${index + 1} of ${copy.items.length}`)
      expect(within(slides[index]).getByText(item.quote.trim())).toBeInTheDocument()
    })
    // Each rating is shown, and read out, as the patient's rating of their care, with what results are typical.
    const rating = within(slides[1]).getByRole("img", { name: "Rated their care experience 4 out of 5", hidden: true })
    expect(rating).toHaveAccessibleDescription(copy.typicalResults)
    expect(rating).toHaveTextContent(shared.testimonialPolicy.ratingCaption)
    expect(screen.getByText(copy.typicalResults)).toBeVisible()
    expect(screen.getByText(shared.testimonialPolicy.howChosen)).toBeVisible()
    expect(screen.getByRole("link", { name: copy.moreLink.label })).toHaveAttribute("href", "/resources/testimonials")
  })

  it("shows what connects a patient to the clinic with their story, and nothing with a story that has no connection", () => {
    renderCarousel()
    const slides = screen.getAllByRole("group", { hidden: true })
    expect(within(slides[1]).getByText(`${shared.testimonialPolicy.connectionLabel}: Received a free follow-up visit`)).toBeInTheDocument()
    expect(within(slides[0]).queryByText(new RegExp(shared.testimonialPolicy.connectionLabel))).toBeNull()
  })

  it("links each dot to its slide, so the dots work without script", () => {
    renderCarousel()
    const slides = screen.getAllByRole("group", { hidden: true })
    copy.items.forEach((_item, index) => {
      const dot = screen.getByRole("link", { name: `${copy.dot} ${index + 1}` })
      expect(dot.getAttribute("href")).toBe(`#${slides[index].id}`)
    })
  })

  it("wraps around: previous from the first shows the last, next from the last shows the first", async () => {
    const user = userEvent.setup()
    renderCarousel()
    expect(currentSlide()).toHaveTextContent(copy.items[0].quote)
    await user.click(screen.getByRole("button", { name: copy.previous }))
    expect(currentSlide()).toHaveTextContent(copy.items[3].quote)
    await user.click(screen.getByRole("button", { name: copy.next }))
    expect(currentSlide()).toHaveTextContent(copy.items[0].quote)
    await user.click(screen.getByRole("button", { name: copy.next }))
    expect(currentSlide()).toHaveTextContent(copy.items[1].quote)
  })

  it("jumps to a testimonial from its dot and marks that dot as current", async () => {
    const user = userEvent.setup()
    renderCarousel()
    const third = screen.getByRole("link", { name: `${copy.dot} 3` })
    await user.click(third)
    expect(currentSlide()).toHaveTextContent(copy.items[2].quote.trim())
    expect(third).toHaveAttribute("aria-current", "true")
    expect(screen.getByRole("link", { name: `${copy.dot} 1` })).not.toHaveAttribute("aria-current")
  })

  it("never moves on its own", () => {
    jest.useFakeTimers()
    renderCarousel()
    jest.advanceTimersByTime(60_000)
    expect(currentSlide()).toHaveTextContent(copy.items[0].quote)
    jest.useRealTimers()
  })
})
