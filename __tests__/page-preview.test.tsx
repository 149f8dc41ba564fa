import { render, screen, within } from "@testing-library/react"
import { pagePreviewContent } from "../src/lib/build-time/editor/preview-bundle"
import { COLLECTIONS } from "../src/lib/shared/content/model/collections"
import { pagePreviewOf, type EditedEntry, type PagePreviewContent } from "../src/lib/shared/content/page-preview"
import { PageOfEntry } from "../src/lib/editor-preview/PageOfEntry"
import { PAGE_COMPONENTS } from "../src/lib/editor-preview/page-components"
import { PREVIEW_PROBLEM } from "../src/lib/editor-preview/PreviewProblem"
import { snapshotOf, type AnyData } from "./support/content-files"

/**
 * The editor's page preview (src/lib/editor-preview/): the page of the entry being edited, drawn
 * by the site's own components from the form's data (pagePreviewOf, the content as the editor's
 * files were built). Each case is an entry the test makes from a file of the content snapshot.
 */
const snapshot = snapshotOf()
const content: PagePreviewContent = pagePreviewContent(snapshot, "https://clinic.example", 2026)
const english = (path: string) => JSON.parse(JSON.stringify(content.english[path])) as AnyData

function renderPreview(entry: EditedEntry) {
  const preview = pagePreviewOf(content, entry)
  if (!preview) throw new Error(`${entry.path} has no page`)
  render(<PageOfEntry preview={preview} />)
  return preview
}

describe("the editor's page preview", () => {
  it("draws a new, unsaved treatment as its page: its title, its sections, the site's header and footer", () => {
    const treatmentFile = snapshot.files.find((file) => file.path.startsWith("treatments/"))!.path
    const data = english(treatmentFile)
    data.slug = "preview-fixture"
    data.title = "Fixture treatment for the preview"
    data.sections[0].title = "A fixture section heading"
    const preview = renderPreview({ path: "treatments/preview-fixture.json", data })
    expect(preview.location.pathname).toBe("/services/preview-fixture")
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Fixture treatment for the preview")
    expect(screen.getByRole("heading", { level: 2, name: "A fixture section heading" })).toBeInTheDocument()
    expect(screen.getByRole("banner")).toBeInTheDocument()
    expect(screen.getByRole("contentinfo")).toBeInTheDocument()
  })

  it("draws a page file (the FAQ) with an edit and a question added", () => {
    const data = english("pages/faq.json")
    data.title = "Fixture questions"
    data.categories[0].questions.push({ question: "Is this a fixture question?", answer: "Yes, written by the test." })
    renderPreview({ path: "pages/faq.json", data })
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Fixture questions")
    expect(screen.getByText("Is this a fixture question?")).toBeInTheDocument()
  })

  it("draws a translation in its language, with its page's language context", () => {
    const path = Object.keys(content.translations).find((file) => file.endsWith("/pages/about.json"))!
    const data = JSON.parse(JSON.stringify(content.translations[path])) as AnyData
    data.title = "Título de la prueba"
    const preview = renderPreview({ path, data })
    expect(preview.pageContext.lang).toBe(path.split("/")[0])
    expect(preview.location.pathname).toBe(`/${path.split("/")[0]}/about`)
    expect(within(screen.getByRole("main")).getByRole("heading", { level: 1 })).toHaveTextContent("Título de la prueba")
  })

  it("draws a treatment's translation, whose form holds only texts, at its page's address in its language", () => {
    const path = Object.keys(content.translations).find((file) => /^[a-z]{2}\/treatments\//.test(file))!
    const [lang, , name] = path.split("/")
    const data = JSON.parse(JSON.stringify(content.translations[path])) as AnyData
    delete data.slug
    data.title = "Un titre traduit pour la prueba"
    const preview = renderPreview({ path, data })
    expect(preview.location.pathname).toBe(`/${lang}/services/${english(`treatments/${name}`).slug}`)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Un titre traduit pour la prueba")
  })

  it("shows a short plain message, not the page, for a form it cannot draw yet", () => {
    const treatmentFile = snapshot.files.find((file) => file.path.startsWith("treatments/"))!.path
    const data = english(treatmentFile)
    data.sections = "not a list"
    data.fdaStatus = undefined
    // React reports the error the preview catches.
    jest.spyOn(console, "error").mockImplementation(() => undefined)
    renderPreview({ path: treatmentFile, data })
    expect(screen.getByRole("status")).toHaveTextContent(PREVIEW_PROBLEM)
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull()
  })

  it("has a component for every page file and collection, and none for a site-wide file", () => {
    const pages = [...Object.values(content.pageRoutes), ...COLLECTIONS.map(({ folder }) => folder)]
    expect(pages.filter((page) => !PAGE_COMPONENTS[page])).toEqual([])
    expect(pagePreviewOf(content, { path: "site.json", data: english("site.json") })).toBeUndefined()
  })
})
