import { screen, within } from "@testing-library/react"
import { Breadcrumbs } from "../src/components/layout/Breadcrumbs"
import { renderWithSite } from "./support/render-site"

const crumbs = [
  { label: "Home", path: "/" },
  { label: "Services", path: "/services" },
  { label: "Knee Pain", path: "/services/knee" },
]

describe("Breadcrumbs", () => {
  it("is a navigation landmark named Breadcrumb", () => {
    renderWithSite(<Breadcrumbs crumbs={crumbs} />)
    expect(screen.getByRole("navigation", { name: "Breadcrumb" })).toBeInTheDocument()
  })

  it("links every crumb but the last, in order", () => {
    renderWithSite(<Breadcrumbs crumbs={crumbs} />)
    const links = within(screen.getByRole("navigation", { name: "Breadcrumb" })).getAllByRole("link")
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Home", "/"],
      ["Services", "/services"],
    ])
  })

  it("marks the last crumb as the current page, without a link", () => {
    renderWithSite(<Breadcrumbs crumbs={crumbs} />)
    const current = screen.getByText("Knee Pain")
    expect(current).toHaveAttribute("aria-current", "page")
    expect(current.closest("a")).toBeNull()
  })
})
