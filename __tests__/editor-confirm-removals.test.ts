import { getByRole } from "@testing-library/dom"
import { nameUnnamedControls } from "../src/lib/editor/control-names"
import { confirmNestedRemovals, removalQuestion } from "../src/lib/editor/confirm-removals"

/**
 * The question before removing a list item that holds others. The markup is Decap's list as the
 * editor draws it (decap-cms 3.16: ListControl.js, ListItemTopBar.js, the list's element has the
 * field's id, its items follow its top bar; a collapsed item's fields are drawn but hidden), its
 * generated class names shortened; e2e/cms-thumb.spec.ts does the same on the real FAQ form.
 */
let ids = 0
/** A list field labelled `label`, its items each an object holding `fields` (HTML). */
const list = (label: string, items: Array<{ summary: string; fields?: string; collapsed?: boolean }>) => {
  const id = `${label.toLowerCase()}-field-${++ids}`
  return `
  <div class="css-a1-ControlContainer" aria-label="list field">
    <div class="css-b2-ControlTopbar"><label for="${id}">${label}</label></div>
    <div id="${id}">
      <div class="css-c3-TopBarContainer"><div class="css-d4-ExpandButtonContainer"><button aria-label="Collapse">v</button>${items.length} ${label.toLowerCase()}</div><button class="css-e5-AddButton">Add ${label.toLowerCase()}</button></div>
      <div>${items
        .map(
          ({ summary, fields = "", collapsed = false }) => `
        <div class="css-f6-ListItem-listControlItem-SortableListItem">
          <div class="e1 css-g7-TopBar-StyledListItemTopBar-StyledListItemTopBar">
            <button class="css-h8-TopBarButton"><span><svg></svg></span></button>
            <div role="button" tabindex="0" aria-roledescription="sortable"><span><svg></svg></span></div>
            <button class="css-h8-TopBarButton"><span><svg></svg></span></button>
          </div>
          <div class="css-i9-NestedObjectLabel" style="display: ${collapsed ? "block" : "none"}">${summary}</div>
          <div class="css-j0" style="display: ${collapsed ? "none" : "block"}"><input aria-label="Heading" value="${summary}" />${fields}</div>
        </div>`,
        )
        .join("")}</div>
    </div>
  </div>`
}

const questions = (count: number) =>
  list(
    "Questions",
    Array.from({ length: count }, (_, index) => ({ summary: `Question ${index + 1}` })),
  )

/** An FAQ form: a first topic holding three questions (collapsed, as Decap opens it), a second holding none. */
function faqForm() {
  document.body.innerHTML = `<div id="nc-root"><div class="css-k1-ControlPaneContainer">${list("Topics", [
    { summary: "Knees", fields: questions(3), collapsed: true },
    { summary: "Shoulders", fields: questions(0) },
  ])}</div></div>`
  const form = document.querySelector<HTMLElement>('[class*="-ControlPaneContainer"]')!
  nameUnnamedControls(form)
  return form
}

describe("the question before removing a list item that holds others", () => {
  it("names the item and counts the items it holds, a collapsed item's too", () => {
    const form = faqForm()
    expect(removalQuestion(getByRole(form, "button", { name: "Remove item 1 of Topics: Knees" }))).toBe(
      "Remove item 1 of Topics: Knees? Its 3 items of Questions go with it.",
    )
  })

  it("asks nothing for an item that holds no item: an emptied topic, a question", () => {
    const form = faqForm()
    expect(removalQuestion(getByRole(form, "button", { name: "Remove item 2 of Topics: Shoulders" }))).toBeUndefined()
    expect(removalQuestion(getByRole(form, "button", { name: "Remove item 2 of Questions: Question 2", hidden: true }))).toBeUndefined()
    // Nor for the item's other controls.
    expect(removalQuestion(getByRole(form, "button", { name: "Item 1 of Topics: Knees" }))).toBeUndefined()
  })

  it("counts the lists directly inside the item, each by its label, not the items of their items", () => {
    const entries = list("Entries", [
      { summary: "Before", fields: list("Bullets", [{ summary: "One" }, { summary: "Two" }]) },
      { summary: "After" },
    ])
    document.body.innerHTML = `<div class="css-k1-ControlPaneContainer">${list("Sections", [
      { summary: "What to expect", fields: entries + list("Links", [{ summary: "Contact" }]) },
    ])}</div>`
    nameUnnamedControls(document.body)
    expect(removalQuestion(getByRole(document.body, "button", { name: "Remove item 1 of Sections: What to expect" }))).toBe(
      "Remove item 1 of Sections: What to expect? Its 2 items of Entries and 1 item of Links go with it.",
    )
    expect(removalQuestion(getByRole(document.body, "button", { name: "Remove item 1 of Links: Contact" }))).toBeUndefined()
  })
})

describe("a removal in the page", () => {
  /** Decap's own handler, as React hears a click: at the root, after the page's capture listeners. */
  const decapRemoved = jest.fn()
  let watch: { stop(): void }
  let answer: boolean
  const confirm = jest.fn((question: string) => (question ? answer : false))

  beforeEach(() => {
    decapRemoved.mockClear()
    confirm.mockClear()
    faqForm()
    document.getElementById("nc-root")!.addEventListener("click", (event) => decapRemoved((event.target as Element).closest("button")))
    watch = confirmNestedRemovals(window, confirm)
  })
  afterEach(() => watch.stop())

  it("keeps a topic with questions when the staff cancel, and Decap never hears the tap", () => {
    answer = false
    getByRole(document.body, "button", { name: "Remove item 1 of Topics: Knees" }).click()
    expect(confirm).toHaveBeenCalledWith("Remove item 1 of Topics: Knees? Its 3 items of Questions go with it.")
    expect(decapRemoved).not.toHaveBeenCalled()
  })

  it("removes it when they confirm, and removes a plain item without asking", () => {
    answer = true
    const topic = getByRole(document.body, "button", { name: "Remove item 1 of Topics: Knees" })
    topic.click()
    expect(decapRemoved).toHaveBeenCalledWith(topic)
    confirm.mockClear()
    const question = getByRole(document.body, "button", { name: "Remove item 3 of Questions: Question 3", hidden: true })
    question.querySelector("svg")!.dispatchEvent(new MouseEvent("click", { bubbles: true }))
    expect(confirm).not.toHaveBeenCalled()
    expect(decapRemoved).toHaveBeenLastCalledWith(question)
  })
})
