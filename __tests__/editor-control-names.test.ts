import { getByRole, getByTitle, queryAllByRole } from "@testing-library/dom"
import {
  keepControlsNamed,
  keepFramesAndThumbnailsNamed,
  nameFramesAndThumbnails,
  nameUnnamedControls,
} from "../src/lib/editor/control-names"

/**
 * The names the editor's page gives Decap's unnamed list controls. The markup is Decap's as the
 * editor draws it (decap-cms 3.16: ListControl.js, ListItemTopBar.js, ObjectWidgetTopBar.js), its
 * generated class names shortened; e2e/cms.spec.ts checks the same on the real form with axe.
 */
const item = (summary: string, collapsed: boolean) => `
  <div class="css-a1-ListItem">
    <div class="css-b2-StyledListItemTopBar-TopBar">
      <button class="css-c3-TopBarButton"><span class="css-d4-Icon"><svg></svg></span></button>
      <div role="button" tabindex="0" aria-roledescription="sortable" aria-describedby="DndDescribedBy-0"><span class="css-e5-DragIconContainer"><svg></svg></span></div>
      <button class="css-c3-TopBarButton"><span class="css-d4-Icon"><svg></svg></span></button>
    </div>
    <div class="css-f6-NestedObjectLabel" style="display: ${collapsed ? "block" : "none"}">${summary}</div>
    <div class="css-g7-ObjectControl"><input aria-label="Title" value="${summary}" /></div>
  </div>`

/** The Site form's footer groups, the second one named `second`. */
const formHtml = (second = "Patient resources") => `
    <div class="css-h8-ControlPaneContainer">
      <div class="css-i9-ControlContainer">
        <label for="footer-groups-1">Footer groups<span> (optional)</span></label>
        <div id="footer-groups-1">
          <div class="css-j0-TopBarContainer">
            <div class="css-k1-ExpandButtonContainer"><button aria-label="Collapse">v</button>2 footer groups</div>
            <button class="css-l2-AddButton">Add footer group</button>
          </div>
          <div>${item("About the clinic", true)}${item(second, false)}</div>
        </div>
      </div>
    </div>`

function siteForm() {
  document.body.innerHTML = `<div id="nc-root">${formHtml()}</div>`
  return document.querySelector<HTMLElement>('[class*="-ControlPaneContainer"]')!
}

describe("names for the editor's unnamed list controls", () => {
  it("names each item's toggle, drag handle and remove button after the list and the item, and says whether it is expanded", () => {
    const form = siteForm()
    expect(nameUnnamedControls(form)).toBeGreaterThan(0)

    const toggle = getByRole(form, "button", { name: "Item 2 of Footer groups: Patient resources" })
    expect(toggle).toHaveAttribute("aria-expanded", "true")
    expect(getByRole(form, "button", { name: "Item 1 of Footer groups: About the clinic" })).toHaveAttribute("aria-expanded", "false")
    expect(getByRole(form, "button", { name: "Remove item 1 of Footer groups: About the clinic" })).not.toHaveAttribute("aria-expanded")
    expect(getByRole(form, "button", { name: "Drag to move item 2 of Footer groups: Patient resources" })).toHaveAttribute(
      "aria-roledescription",
      "sortable",
    )
    // Every button has a name now.
    expect(queryAllByRole(form, "button", { name: "" })).toEqual([])
  })

  it("never changes a control that has a name of its own (Decap's list header, its Add button)", () => {
    const form = siteForm()
    nameUnnamedControls(form)
    expect(getByRole(form, "button", { name: "Collapse" })).not.toHaveAttribute("aria-expanded")
    expect(getByRole(form, "button", { name: "Add footer group" }).attributes).toHaveLength(1)
  })

  it("keeps the names current: a new summary, a collapsed item, an item moved up; and changes nothing when all are current", () => {
    const form = siteForm()
    nameUnnamedControls(form)
    const [first, second] = Array.from(form.querySelectorAll('[class*="-ListItem"]'))
    second.querySelector('[class*="-NestedObjectLabel"]')!.textContent = "Patients"
    ;(second.querySelector('[class*="-NestedObjectLabel"]') as HTMLElement).style.display = "block"
    second.parentElement!.insertBefore(second, first)
    expect(nameUnnamedControls(form)).toBeGreaterThan(0)
    expect(getByRole(form, "button", { name: "Item 1 of Footer groups: Patients" })).toHaveAttribute("aria-expanded", "false")
    expect(getByRole(form, "button", { name: "Remove item 2 of Footer groups: About the clinic" })).toBeInTheDocument()
    expect(nameUnnamedControls(form)).toBe(0)
  })

  it("in the page, names the controls of a form that opens later or replaces another, at the next frame", async () => {
    document.body.innerHTML = `<div id="nc-root"><p>Loading…</p></div>`
    const watch = keepControlsNamed(document)
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    try {
      const root = document.getElementById("nc-root")!
      root.innerHTML = formHtml("Legal")
      await frame()
      expect(getByRole(document.body, "button", { name: "Remove item 2 of Footer groups: Legal" })).toBeInTheDocument()

      // An item added to the open form.
      const items = document.querySelector('[class*="-ListItem"]')!.parentElement!
      items.insertAdjacentHTML("beforeend", item("Contact", false))
      await frame()
      expect(getByRole(document.body, "button", { name: "Item 3 of Footer groups: Contact" })).toHaveAttribute("aria-expanded", "true")

      // Decap replaces the whole form after a publish.
      root.innerHTML = formHtml("Visiting")
      await frame()
      await frame()
      expect(getByRole(document.body, "button", { name: "Remove item 2 of Footer groups: Visiting" })).toBeInTheDocument()
    } finally {
      watch.stop()
    }
  })
})

/** A card of the media library (decap-cms 3.16 MediaLibraryCard.js): the thumbnail over the file's name. */
const mediaCard = (file: string) => `
  <div class="css-m1-Card" tabindex="-1">
    <div class="css-m2-CardImageWrapper"><img class="css-m3-CardImage" loading="lazy" src="/media/${file}"></div>
    <p class="css-m4-CardText">${file}</p>
  </div>`

/** The entry screen with its preview frame (EditorPreviewPane.js), and the media library open over it. */
const entryWithMediaLibrary = () => `
  <div id="nc-root">
    <div class="css-n1-PreviewPaneContainer"><iframe id="preview-pane" class="css-n2-PreviewPaneFrame"></iframe></div>
  </div>
  <div class="ReactModalPortal"><div role="dialog">${mediaCard("knee-pain.jpg")}${mediaCard("dr-lee.webp")}</div></div>`

describe("names for the editor's preview frame and media thumbnails", () => {
  it("titles the preview frame and gives each thumbnail its file's name, once", () => {
    document.body.innerHTML = entryWithMediaLibrary()
    expect(nameFramesAndThumbnails(document)).toBe(3)
    expect(getByTitle(document.body, "Preview of this entry").tagName).toBe("IFRAME")
    expect(getByRole(document.body, "img", { name: "knee-pain.jpg" })).toHaveAttribute("src", "/media/knee-pain.jpg")
    expect(getByRole(document.body, "img", { name: "dr-lee.webp" })).toBeInTheDocument()
    expect(queryAllByRole(document.body, "img", { name: "" })).toEqual([])
    expect(nameFramesAndThumbnails(document)).toBe(0)
  })

  it("never changes a frame's own title or an image's own alt", () => {
    document.body.innerHTML = entryWithMediaLibrary()
    document.querySelector("iframe")!.setAttribute("title", "Decap's own")
    document.querySelector("img")!.setAttribute("alt", "")
    nameFramesAndThumbnails(document)
    expect(document.querySelector("iframe")).toHaveAttribute("title", "Decap's own")
    expect(document.querySelector("img")).toHaveAttribute("alt", "")
  })

  it("in the page, names the thumbnails of a media library opened later, and renames a thumbnail whose file changes", async () => {
    document.body.innerHTML = `<div id="nc-root"></div>`
    const watch = keepFramesAndThumbnailsNamed(document)
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    try {
      document.body.insertAdjacentHTML("beforeend", entryWithMediaLibrary())
      await frame()
      expect(getByTitle(document.body, "Preview of this entry")).toBeInTheDocument()
      expect(getByRole(document.body, "img", { name: "knee-pain.jpg" })).toBeInTheDocument()

      // The same card shows another file: a new src and a new name.
      const card = document.querySelector('[class*="-Card"]')!
      card.querySelector("p")!.textContent = "hip-pain.jpg"
      card.querySelector("img")!.setAttribute("src", "/media/hip-pain.jpg")
      await frame()
      expect(getByRole(document.body, "img", { name: "hip-pain.jpg" })).toHaveAttribute("src", "/media/hip-pain.jpg")
    } finally {
      watch.stop()
    }
  })
})
