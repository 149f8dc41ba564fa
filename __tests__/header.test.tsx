import { screen, within } from "@testing-library/react"
import { Header } from "../src/components/layout/Header"
import { renderWithSite, site } from "./support/render-site"

const mainNavigation = () => screen.getByRole("navigation", { name: "Main" })

function renderHeader() {
  return renderWithSite(<Header />)
}

describe("Header", () => {
  it("links the site title to the home page", () => {
    renderHeader()
    expect(screen.getByRole("link", { name: site.siteName })).toHaveAttribute("href", "/")
  })

  it("offers Home, About, Services, Conditions and Resources in the main navigation, in that order", () => {
    renderHeader()
    const nav = mainNavigation()
    const links = within(nav).getAllByRole("link")
    expect(links.slice(0, 5).map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Home", "/"],
      ["About", "/about"],
      ["Services", "/services"],
      ["Conditions", "/conditions"],
      ["Resources", "/resources"],
    ])
  })

  it("has a phone button that shows the clinic's number and leads to the contact page", () => {
    renderHeader()
    const nav = mainNavigation()
    const phoneButton = within(nav).getByRole("link", { name: new RegExp(site.phone.replace(/[()]/g, "\\$&")) })
    expect(phoneButton).toHaveAttribute("href", "/contact")
  })
})
