import { fireEvent, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { axe, toHaveNoViolations } from "jest-axe"
import { ExpandableQuote } from "../src/components/resources/ExpandableQuote"
import { TestimonialList } from "../src/components/resources/TestimonialList"
import { avatarPhoto, oneTestimonial, twelveTestimonials as props } from "../src/components/resources/TestimonialList.fixtures"
import { Avatar } from "../src/components/ui/Avatar"
import { renderWithSite, shared } from "./support/render-site"

const page = props

const scrollIntoView = jest.fn()
beforeEach(() => {
  scrollIntoView.mockClear()
  Element.prototype.scrollIntoView = scrollIntoView
})

function cards() {
  const listSection = screen.getByRole("region", { name: /page \d of \d/ })
  // The card list, not the list of page buttons inside the pagination <nav>.
  const [cardList] = within(listSection)
    .getAllByRole("list")
    .filter((list) => !list.closest("nav"))
  return within(cardList).getAllByRole("listitem")
}

describe("TestimonialList pagination", () => {
  it("shows 9 of the 12 testimonials on page 1, with previous disabled and next enabled", () => {
    renderWithSite(<TestimonialList {...props} />)
    expect(cards()).toHaveLength(9)
    expect(screen.getByRole("heading", { name: "Patient stories, page 1 of 2" })).toBeInTheDocument()
    const nav = screen.getByRole("navigation", { name: page.pagination.label })
    expect(within(nav).getByRole("button", { name: page.pagination.previous })).toBeDisabled()
    expect(within(nav).getByRole("button", { name: page.pagination.next })).toBeEnabled()
    expect(within(nav).getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page")
    expect(within(nav).getAllByRole("button", { name: /^Page \d$/ })).toHaveLength(2)
  })

  it("goes to page 2 with the remaining 3, disables next, scrolls to the list and moves focus to its heading", async () => {
    const user = userEvent.setup()
    renderWithSite(<TestimonialList {...props} />)
    await user.click(screen.getByRole("button", { name: page.pagination.next }))
    expect(cards()).toHaveLength(3)
    expect(screen.getByText(page.entries[9].name)).toBeInTheDocument()
    expect(screen.queryByText(page.entries[0].name)).toBeNull()
    expect(screen.getByRole("button", { name: page.pagination.next })).toBeDisabled()
    expect(screen.getByRole("button", { name: page.pagination.previous })).toBeEnabled()
    expect(screen.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page")
    const heading = screen.getByRole("heading", { name: "Patient stories, page 2 of 2" })
    expect(heading).toHaveFocus()
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" })
  })

  it("returns to page 1 from its number button, scrolling instantly when the visitor prefers reduced motion", async () => {
    const user = userEvent.setup()
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia
    renderWithSite(<TestimonialList {...props} />)
    await user.click(screen.getByRole("button", { name: "Page 2" }))
    await user.click(screen.getByRole("button", { name: "Page 1" }))
    expect(cards()).toHaveLength(9)
    expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: "auto", block: "start" })
    delete (window as { matchMedia?: unknown }).matchMedia
  })

  it("shows no pagination when everything fits on one page", () => {
    renderWithSite(<TestimonialList {...oneTestimonial} />)
    expect(cards()).toHaveLength(1)
    expect(screen.queryByRole("navigation")).toBeNull()
    expect(screen.queryByRole("button", { name: page.pagination.next })).toBeNull()
  })
})

describe("Read more (200-character rule)", () => {
  const exactly200 = "a".repeat(200)
  const longer = `${"b".repeat(200)}END OF THE QUOTE`

  it("shows a quote of 200 characters whole, without a button", () => {
    renderWithSite(<ExpandableQuote quote={exactly200} readMore="Read more" readLess="Read less" />)
    expect(screen.getByText(exactly200)).toBeInTheDocument()
    expect(screen.queryByRole("button")).toBeNull()
  })

  it("truncates a longer quote to its first 200 characters and an ellipsis, and toggles it", async () => {
    const user = userEvent.setup()
    renderWithSite(<ExpandableQuote quote={longer} readMore="Read more" readLess="Read less" />)
    expect(screen.getByText(`${"b".repeat(200)}…`)).toBeInTheDocument()
    expect(screen.queryByText(/END OF THE QUOTE/)).toBeNull()
    const button = screen.getByRole("button", { name: "Read more" })
    expect(button).toHaveAttribute("aria-expanded", "false")
    await user.click(button)
    expect(screen.getByText(longer)).toBeInTheDocument()
    expect(button).toHaveAccessibleName("Read less")
    expect(button).toHaveAttribute("aria-expanded", "true")
    await user.click(button)
    expect(screen.queryByText(/END OF THE QUOTE/)).toBeNull()
  })

  it("shows each rating as the patient's rating of their care, described by what results are typical, and how reviews are chosen", () => {
    renderWithSite(<TestimonialList {...props} />)
    expect(screen.getByText(page.typicalResults)).toBeVisible()
    expect(screen.getByText(shared.testimonialPolicy.howChosen)).toBeVisible()
    const ratings = screen.getAllByRole("img", { name: /^Rated their care experience \d out of 5$/ })
    expect(ratings).toHaveLength(cards().length)
    for (const rating of ratings) {
      expect(rating).toHaveAccessibleDescription(page.typicalResults)
      expect(rating).toHaveTextContent(shared.testimonialPolicy.ratingCaption)
    }
  })

  it("shows what connects a patient to the clinic with their story", () => {
    const connected = { ...props.entries[0], consent: { materialConnection: { disclosure: "Works at the clinic's front desk" } } }
    renderWithSite(<TestimonialList {...oneTestimonial} entries={[connected]} />)
    const [card] = cards()
    expect(within(card).getByText(`${shared.testimonialPolicy.connectionLabel}: Works at the clinic's front desk`)).toBeVisible()
  })

  it("offers Read more exactly on the quotes longer than 200 characters", () => {
    renderWithSite(<TestimonialList {...props} />)
    const long = page.entries.slice(0, 9).filter((entry) => entry.quote.length > 200)
    expect(long.length).toBeGreaterThan(0)
    expect(long.length).toBeLessThan(9)
    expect(screen.getAllByRole("button", { name: page.readMore })).toHaveLength(long.length)
  })
})

expect.extend(toHaveNoViolations)

describe("a testimonial's photo", () => {
  it("shows the patient's photo from the image pipeline beside their name, skipped by screen readers since the name is written there", async () => {
    const { container } = renderWithSite(<TestimonialList {...props} />)
    const withPhoto = props.entries.find((entry) => entry.photo)!
    const card = cards().find((item) => within(item).queryByRole("heading", { name: withPhoto.name }))!
    const img = within(card).getByTestId("avatar").querySelector("picture > img")!
    expect(img).toHaveAttribute("alt", "")
    expect(img).toHaveAttribute("src", avatarPhoto.images.fallback!.src)
    expect(img).toHaveAttribute("width", "56")
    expect(img).toHaveAttribute("srcset", expect.stringContaining("112w"))
    expect(within(card).getByTestId("avatar").querySelector('source[type="image/avif"]')).toHaveAttribute(
      "srcset",
      avatarPhoto.images.sources![0].srcSet,
    )
    expect(within(card).getByTestId("avatar")).toHaveAttribute("aria-hidden", "true")
    // The one image a screen reader meets in the card is the rating.
    expect(within(card).getAllByRole("img")).toEqual([within(card).getByRole("img", { name: /^Rated/ })])
    expect(await axe(container)).toHaveNoViolations()
  })

  it("shows the initials of a patient without a photo, and asks for no image", () => {
    renderWithSite(<TestimonialList {...oneTestimonial} />)
    const [card] = cards()
    expect(within(card).getByTestId("avatar")).toHaveAttribute("data-state", "none")
    expect(within(card).getByTestId("avatar")).toHaveTextContent("PA")
    expect(card.querySelector("img")).toBeNull()
  })
})

describe("Avatar", () => {
  function avatar() {
    return screen.getByTestId("avatar")
  }

  it("is loading until the photo arrives, then shows the photo", () => {
    renderWithSite(<Avatar photo={avatarPhoto} name="Maria G." />)
    expect(avatar()).toHaveAttribute("data-state", "loading")
    fireEvent.load(avatar().querySelector("img")!)
    expect(avatar()).toHaveAttribute("data-state", "loaded")
    expect(avatar().querySelector("img")).toHaveAttribute("src", avatarPhoto.images.fallback!.src)
    expect(avatar()).not.toHaveTextContent("MG")
  })

  it("shows the name's initials when the photo fails to load", () => {
    renderWithSite(<Avatar photo={avatarPhoto} name="Elena R." />)
    fireEvent.error(avatar().querySelector("img")!)
    expect(avatar()).toHaveAttribute("data-state", "error")
    expect(avatar()).toHaveTextContent("ER")
    expect(avatar().querySelector("img")).toBeNull()
  })

  it("shows the initials when the photo had already failed before hydration", () => {
    const complete = jest.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true)
    const width = jest.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(0)
    renderWithSite(<Avatar photo={avatarPhoto} name="Elena R." />)
    expect(avatar()).toHaveAttribute("data-state", "error")
    expect(avatar()).toHaveTextContent("ER")
    complete.mockRestore()
    width.mockRestore()
  })
})
