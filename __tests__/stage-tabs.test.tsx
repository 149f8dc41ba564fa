import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { StageTabs } from "../src/components/resources/StageTabs"
import { renderWithSite } from "./support/render-site"

const label = "Treatment stages"
const items = [
  { id: "before", label: "Before", title: "Before your treatment", points: ["Stop anti-inflammatory medicines as told."] },
  { id: "during", label: "During", title: "During your treatment", points: ["Local anaesthetic.", "About two hours."] },
  { id: "after", label: "After Treatment", title: "After your treatment", points: ["Rest the joint for two days."] },
]

function renderTabs() {
  renderWithSite(<StageTabs label={label} tabs={items} />)
}
const stageLinks = () => items.map((item) => screen.getByRole("link", { name: item.label }))
const tabs = () => items.map((item) => screen.getByRole("tab", { name: item.label }))

function expectSelected(index: number) {
  tabs().forEach((tab, i) => {
    expect(tab).toHaveAttribute("aria-selected", String(i === index))
    expect(tab).toHaveAttribute("tabindex", i === index ? "0" : "-1")
  })
  expect(screen.getByRole("tabpanel")).toHaveAccessibleName(items[index].label)
  expect(screen.getByRole("tabpanel")).toHaveTextContent(items[index].title)
}

describe("StageTabs (headed sections that become WAI-ARIA tabs on first use)", () => {
  it("arrives as every stage in its own headed section, with links to each: nothing hidden, no tabs yet", () => {
    renderTabs()
    expect(screen.queryByRole("tablist")).toBeNull()
    items.forEach((item, index) => {
      const section = screen.getByRole("region", { name: item.title })
      expect(section).toBeVisible()
      expect(stageLinks()[index]).toHaveAttribute("href", `#${section.id}`)
    })
  })

  it("becomes tabs on the first click, showing the stage chosen", async () => {
    const user = userEvent.setup()
    renderTabs()
    await user.click(stageLinks()[2])
    expect(screen.getByRole("tablist", { name: label })).toBeInTheDocument()
    expectSelected(2)
    expect(screen.getAllByRole("tabpanel")).toHaveLength(1)
    expect(tabs()[2]).toHaveFocus()
  })

  it("moves with the arrow keys (wrapping), Home and End, keeping focus on the selected tab", async () => {
    const user = userEvent.setup()
    renderTabs()
    await user.tab()
    expect(stageLinks()[0]).toHaveFocus()
    await user.keyboard("{ArrowRight}")
    expectSelected(1)
    expect(tabs()[1]).toHaveFocus()
    await user.keyboard("{ArrowRight}{ArrowRight}")
    expectSelected(0)
    await user.keyboard("{ArrowLeft}")
    expectSelected(2)
    await user.keyboard("{Home}")
    expectSelected(0)
    await user.keyboard("{End}")
    expectSelected(2)
    expect(tabs()[2]).toHaveFocus()
  })

  it("leaves the tab list for the panel with Tab", async () => {
    const user = userEvent.setup()
    renderTabs()
    await user.click(stageLinks()[0])
    await user.tab()
    expect(screen.getByRole("tabpanel")).toHaveFocus()
  })
})
