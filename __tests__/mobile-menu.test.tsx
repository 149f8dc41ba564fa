import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { MobileMenu } from "../src/components/layout/MobileMenu"
import { telHref } from "../src/lib/shared/format"
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
      label={shared.landmarks.mobile}
    />,
  )
  return screen.getByText(shared.menuButton.open).closest("summary")!
}

const menu = (toggle: HTMLElement) => toggle.closest("details")!

describe("MobileMenu (native disclosure, enhanced)", () => {
  it("starts closed: a summary button, the links inside the closed disclosure", () => {
    const toggle = renderMenu()
    expect(menu(toggle).open).toBe(false)
    expect(screen.getByRole("navigation", { hidden: true })).not.toBeVisible()
    expect(screen.getByRole("link", { name: "About" })).not.toBeVisible()
  })

  it("opens on click and adds Contact and a tap-to-call link to the site links", async () => {
    const user = userEvent.setup()
    const toggle = renderMenu()
    await user.click(toggle)
    expect(menu(toggle).open).toBe(true)
    expect(screen.getByRole("navigation")).toBeVisible()
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
    expect(menu(toggle).open).toBe(false)
    expect(screen.getByRole("link", { name: "Services" })).not.toBeVisible()
  })

  it("closes on Escape and gives focus back to the button", async () => {
    const user = userEvent.setup()
    const toggle = renderMenu()
    await user.click(toggle)
    await user.tab()
    expect(screen.getByRole("link", { name: "Home" })).toHaveFocus()
    await user.keyboard("{Escape}")
    expect(menu(toggle).open).toBe(false)
    expect(toggle).toHaveFocus()
  })
})
