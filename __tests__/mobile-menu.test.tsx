import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { MobileMenu } from "../src/components/layout/MobileMenu"
import { telHref } from "../src/lib/format"
import { navigation, renderWithSite, shared, site } from "./support/render-site"

function renderMenu() {
  renderWithSite(
    <MobileMenu
      links={navigation.header}
      contact={navigation.contact}
      phone={site.phone}
      callLabel={shared.callUs}
      openLabel={shared.menuButton.open}
      closeLabel={shared.menuButton.close}
    />,
  )
  return screen.getByRole("button", { name: shared.menuButton.open })
}

describe("MobileMenu (WAI-ARIA disclosure)", () => {
  it("starts closed: the button says so and the links are hidden", () => {
    const toggle = renderMenu()
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    const panel = document.getElementById(toggle.getAttribute("aria-controls")!)
    expect(panel).not.toBeNull()
    expect(panel).not.toBeVisible()
    expect(screen.queryByRole("link", { name: "About" })).toBeNull()
  })

  it("opens on click and adds Contact and a tap-to-call link to the site links", async () => {
    const user = userEvent.setup()
    const toggle = renderMenu()
    await user.click(toggle)
    expect(toggle).toHaveAttribute("aria-expanded", "true")
    expect(toggle).toHaveAccessibleName(shared.menuButton.close)
    const panel = document.getElementById(toggle.getAttribute("aria-controls")!)!
    expect(panel).toBeVisible()
    for (const link of navigation.header) {
      expect(screen.getByRole("link", { name: link.label })).toHaveAttribute("href", link.path)
    }
    expect(screen.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact")
    expect(screen.getByRole("link", { name: `${shared.callUs} ${site.phone}` })).toHaveAttribute("href", telHref(site.phone))
  })

  it("closes when a link is tapped", async () => {
    const user = userEvent.setup()
    const toggle = renderMenu()
    await user.click(toggle)
    await user.click(screen.getByRole("link", { name: "Services" }))
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(screen.queryByRole("link", { name: "Services" })).toBeNull()
  })

  it("closes on Escape and gives focus back to the button", async () => {
    const user = userEvent.setup()
    const toggle = renderMenu()
    await user.click(toggle)
    await user.tab()
    expect(screen.getByRole("link", { name: "Home" })).toHaveFocus()
    await user.keyboard("{Escape}")
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(toggle).toHaveFocus()
  })
})
