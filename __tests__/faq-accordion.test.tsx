import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import faq from "../content/pages/faq.json"
import { FaqAccordion } from "../src/components/sections/FaqAccordion"
import { renderWithSite } from "./support/render-site"

const items = faq.categories[0].questions

describe("FaqAccordion (WAI-ARIA accordion)", () => {
  it("starts with every answer closed, each question a heading with a button that controls its answer", () => {
    renderWithSite(<FaqAccordion items={items} />)
    for (const item of items) {
      const button = screen.getByRole("button", { name: item.question })
      expect(button).toHaveAttribute("aria-expanded", "false")
      expect(button.closest("h3")).not.toBeNull()
      expect(document.getElementById(button.getAttribute("aria-controls")!)).not.toBeVisible()
    }
  })

  it("keeps one answer open at a time", async () => {
    const user = userEvent.setup()
    renderWithSite(<FaqAccordion items={items} />)
    const [first, second] = items.map((item) => screen.getByRole("button", { name: item.question }))
    await user.click(first)
    expect(first).toHaveAttribute("aria-expanded", "true")
    expect(screen.getByText(items[0].answer)).toBeVisible()
    await user.click(second)
    expect(second).toHaveAttribute("aria-expanded", "true")
    expect(first).toHaveAttribute("aria-expanded", "false")
    expect(screen.getByText(items[0].answer)).not.toBeVisible()
    expect(screen.getByText(items[1].answer)).toBeVisible()
  })

  it("closes the open answer when its question is pressed again, by keyboard too", async () => {
    const user = userEvent.setup()
    renderWithSite(<FaqAccordion items={items} />)
    const first = screen.getByRole("button", { name: items[0].question })
    first.focus()
    await user.keyboard("{Enter}")
    expect(first).toHaveAttribute("aria-expanded", "true")
    await user.keyboard(" ")
    expect(first).toHaveAttribute("aria-expanded", "false")
    expect(screen.getByText(items[0].answer)).not.toBeVisible()
  })

  it("answers the pricing question with the price per joint", () => {
    renderWithSite(<FaqAccordion items={items} />)
    expect(screen.getByText(/\$3,000-\$7,500 per joint/)).toBeInTheDocument()
  })
})
