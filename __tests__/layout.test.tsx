import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Layout } from "../src/components/layout/Layout"
import NotFoundPage from "../src/pages/404"
import { renderWithSite, shared } from "./support/render-site"

describe("Layout", () => {
  it("makes the skip link the first thing the keyboard reaches, and points it at <main>", async () => {
    const user = userEvent.setup()
    renderWithSite(
      <Layout pagePath="/">
        <p>Page</p>
      </Layout>,
    )
    await user.tab()
    const skip = screen.getByRole("link", { name: shared.skipLink })
    expect(skip).toHaveFocus()
    const target = skip.getAttribute("href")!.slice(1)
    expect(document.getElementById(target)).toBe(screen.getByRole("main"))
  })

  it("has one banner, one main and one contentinfo landmark", () => {
    renderWithSite(
      <Layout pagePath="/">
        <p>Page</p>
      </Layout>,
    )
    expect(screen.getAllByRole("banner")).toHaveLength(1)
    expect(screen.getAllByRole("main")).toHaveLength(1)
    expect(screen.getAllByRole("contentinfo")).toHaveLength(1)
  })
})

describe("Not-found page", () => {
  it("says the page does not exist or has been moved and links back home", () => {
    renderWithSite(<NotFoundPage />)
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument()
    expect(screen.getByText(shared.notFound.text)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: shared.notFound.homeLink.label })).toHaveAttribute("href", shared.notFound.homeLink.path)
  })
})
