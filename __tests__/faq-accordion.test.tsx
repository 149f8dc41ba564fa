import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { FaqAccordion } from "../src/components/resources/FaqAccordion"
import { renderWithSite } from "./support/render-site"

const items = [
  { question: "How long does the visit take?", answer: "About two hours, most of it resting." },
  { question: "Can I drive home?", answer: "Yes, unless you were given a sedative." },
  {
    question: "A long question that wraps onto several lines on a phone, as questions from patients often do?",
    answer: "A long answer. ".repeat(40),
  },
]

const detailsOf = (question: string) => screen.getByRole("heading", { name: question }).closest("details")!

describe("FaqAccordion (native disclosures)", () => {
  it("makes each question a heading inside the summary of its own closed disclosure, all in one named group", () => {
    renderWithSite(<FaqAccordion items={items} />)
    const groups = new Set<string | null>()
    for (const item of items) {
      const heading = screen.getByRole("heading", { level: 3, name: item.question })
      expect(heading.parentElement?.tagName).toBe("SUMMARY")
      const details = detailsOf(item.question)
      expect(details.open).toBe(false)
      expect(details).toHaveTextContent(item.answer.trim())
      groups.add(details.getAttribute("name"))
    }
    expect(groups.size).toBe(1)
    expect([...groups][0]).toBeTruthy()
  })

  it("gives two accordions on one page different groups, and takes the heading level asked for", () => {
    renderWithSite(
      <>
        <FaqAccordion items={items.slice(0, 1)} />
        <FaqAccordion items={items.slice(1, 2)} headingLevel={4} />
      </>,
    )
    expect(detailsOf(items[0].question).getAttribute("name")).not.toBe(detailsOf(items[1].question).getAttribute("name"))
    expect(screen.getByRole("heading", { level: 4, name: items[1].question })).toBeInTheDocument()
  })

  it("opens and closes an answer from its question", async () => {
    const user = userEvent.setup()
    renderWithSite(<FaqAccordion items={items} />)
    await user.click(screen.getByRole("heading", { name: items[0].question }))
    expect(detailsOf(items[0].question).open).toBe(true)
    await user.click(screen.getByRole("heading", { name: items[0].question }))
    expect(detailsOf(items[0].question).open).toBe(false)
  })
})
