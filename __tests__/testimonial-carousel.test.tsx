import { fireEvent, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import home from "../content/pages/home.json"
import { TestimonialCarousel } from "../src/components/sections/TestimonialCarousel"
import { renderWithSite } from "./support/render-site"

const copy = home.testimonials

function renderCarousel() {
  renderWithSite(<TestimonialCarousel {...copy} />)
  return screen.getByRole("region", { name: copy.label })
}

/** The one slide a visitor can see. */
function visibleSlide() {
  const slides = screen.getAllByRole("group", { hidden: true }).filter((slide) => !slide.hidden)
  expect(slides).toHaveLength(1)
  return slides[0]
}

describe("TestimonialCarousel (WAI-ARIA carousel)", () => {
  it("shows the first of the four testimonials with its five-star rating read as one phrase", () => {
    renderCarousel()
    expect(screen.getAllByRole("group", { hidden: true })).toHaveLength(4)
    const slide = visibleSlide()
    expect(slide).toHaveAccessibleName("1 / 4")
    expect(within(slide).getByText(copy.items[0].quote)).toBeVisible()
    expect(within(slide).getByRole("img", { name: "Rated 5 out of 5" })).toHaveTextContent("★★★★★")
    expect(screen.getByRole("link", { name: copy.moreLink.label })).toHaveAttribute("href", "/resources/testimonials")
  })

  it("wraps around: previous from the first shows the last, next from the last shows the first", async () => {
    const user = userEvent.setup()
    renderCarousel()
    await user.click(screen.getByRole("button", { name: copy.previous }))
    expect(visibleSlide()).toHaveTextContent(copy.items[3].quote)
    await user.click(screen.getByRole("button", { name: copy.next }))
    expect(visibleSlide()).toHaveTextContent(copy.items[0].quote)
    await user.click(screen.getByRole("button", { name: copy.next }))
    expect(visibleSlide()).toHaveTextContent(copy.items[1].quote)
  })

  it("jumps to a testimonial from its dot and marks that dot as current", async () => {
    const user = userEvent.setup()
    renderCarousel()
    const third = screen.getByRole("button", { name: `${copy.dot} 3` })
    await user.click(third)
    expect(visibleSlide()).toHaveTextContent(copy.items[2].quote)
    expect(third).toHaveAttribute("aria-current", "true")
    expect(screen.getByRole("button", { name: `${copy.dot} 1` })).not.toHaveAttribute("aria-current")
  })

  it("follows a swipe: left for the next testimonial, right for the previous, a small drag does nothing", () => {
    renderCarousel()
    const area = visibleSlide().parentElement!
    const swipe = (from: number, to: number) => {
      fireEvent.touchStart(area, { touches: [{ clientX: from }] })
      fireEvent.touchEnd(area, { changedTouches: [{ clientX: to }] })
    }
    swipe(300, 100)
    expect(visibleSlide()).toHaveTextContent(copy.items[1].quote)
    swipe(100, 300)
    swipe(100, 300)
    expect(visibleSlide()).toHaveTextContent(copy.items[3].quote)
    swipe(200, 180)
    expect(visibleSlide()).toHaveTextContent(copy.items[3].quote)
  })

  it("never moves on its own", () => {
    jest.useFakeTimers()
    renderCarousel()
    jest.advanceTimersByTime(60_000)
    expect(visibleSlide()).toHaveTextContent(copy.items[0].quote)
    jest.useRealTimers()
  })
})
