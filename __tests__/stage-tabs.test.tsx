import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import page from "../content/pages/what-to-expect.json"
import { StageTabs } from "../src/components/sections/StageTabs"
import { renderWithSite } from "./support/render-site"

const { label, items } = page.tabs

function renderTabs() {
  renderWithSite(<StageTabs label={label} tabs={items} />)
  return items.map((item) => screen.getByRole("tab", { name: item.label }))
}

function expectSelected(tabs: HTMLElement[], index: number) {
  tabs.forEach((tab, i) => {
    expect(tab).toHaveAttribute("aria-selected", String(i === index))
    expect(tab).toHaveAttribute("tabindex", i === index ? "0" : "-1")
  })
  expect(screen.getByRole("tabpanel")).toHaveAccessibleName(items[index].label)
  expect(screen.getByRole("tabpanel")).toHaveTextContent(items[index].title)
}

describe("StageTabs (WAI-ARIA tabs)", () => {
  it("starts on Before, in a named tab list, with only its panel shown", () => {
    const tabs = renderTabs()
    expect(screen.getByRole("tablist", { name: label })).toBeInTheDocument()
    expect(items.map((item) => item.label)).toEqual(["Before", "During", "After Treatment"])
    expectSelected(tabs, 0)
    expect(screen.getAllByRole("tabpanel")).toHaveLength(1)
  })

  it("selects a tab on click", async () => {
    const user = userEvent.setup()
    const tabs = renderTabs()
    await user.click(tabs[2])
    expectSelected(tabs, 2)
  })

  it("moves with the arrow keys (wrapping), Home and End, keeping focus on the selected tab", async () => {
    const user = userEvent.setup()
    const tabs = renderTabs()
    await user.tab()
    expect(tabs[0]).toHaveFocus()
    await user.keyboard("{ArrowRight}")
    expectSelected(tabs, 1)
    expect(tabs[1]).toHaveFocus()
    await user.keyboard("{ArrowRight}{ArrowRight}")
    expectSelected(tabs, 0)
    await user.keyboard("{ArrowLeft}")
    expectSelected(tabs, 2)
    await user.keyboard("{Home}")
    expectSelected(tabs, 0)
    await user.keyboard("{End}")
    expectSelected(tabs, 2)
    expect(tabs[2]).toHaveFocus()
  })

  it("leaves the tab list for the panel with Tab", async () => {
    const user = userEvent.setup()
    renderTabs()
    await user.tab()
    await user.tab()
    expect(screen.getByRole("tabpanel")).toHaveFocus()
  })
})
