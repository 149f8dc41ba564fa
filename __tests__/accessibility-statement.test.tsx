import fixtures from "./fixtures/compliance.fixtures.json"

const { accessibility } = fixtures
import AccessibilityPage from "../src/pages/accessibility"
import { pageProps, renderWithSite, screen } from "./support/render-site"

function renderStatement(content: typeof accessibility, displayDate: string) {
  const data = { accessibilityJson: { ...content, lastReviewed: displayDate, lastReviewedIso: content.lastReviewed } }
  return renderWithSite(<AccessibilityPage {...pageProps(AccessibilityPage, data, "/accessibility")} />)
}

describe("accessibility statement", () => {
  it("says what is tested: axe on every page at phone and desktop width, 320 px reflow, keyboard tests of each widget and the forms", () => {
    renderStatement(accessibility, "November 24, 2026")
    const testing = screen.getByRole("region", { name: "How we test" })
    expect(testing).toHaveTextContent(/axe .* at phone width and at desktop width/)
    expect(testing).toHaveTextContent(/320 pixels wide/)
    for (const widget of ["menu", "accordion", "tabs", "carousel", "consultation forms"]) expect(testing).toHaveTextContent(widget)
    expect(testing).toHaveTextContent(/keyboard/)
  })

  it("shows the date it was last reviewed, from content (fixture)", () => {
    renderStatement({ ...accessibility, lastReviewed: "2027-03-01" }, "March 1, 2027")
    const time = screen.getByText("March 1, 2027")
    expect(time.tagName).toBe("TIME")
    expect(time).toHaveAttribute("datetime", "2027-03-01")
    expect(time.parentElement).toHaveTextContent("Last reviewed: March 1, 2027")
  })
})
