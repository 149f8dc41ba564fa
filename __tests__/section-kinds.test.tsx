/**
 * docs/architecture.md's recipe for a new kind of treatment section, done on copies of the code's
 * two tables: a schema in the content union and a component in SECTION_COMPONENTS. Nothing else
 * changes, and the kind reaches the content check, the editor's form and the page.
 */
import { checkContent } from "../src/lib/shared/content/rules/check"
import { formatProblems } from "../src/lib/shared/content/model/content-file"
import { cmsFields } from "../src/lib/build-time/editor/editor-config"
import { treatmentSchema } from "../src/lib/shared/content/model/treatment-schema"
import { isTreatmentSection, TreatmentSection } from "../src/components/treatment/TreatmentSection"
import { checkOptions, fileData, realContent, treatmentFiles } from "./support/content-files"
import { renderWithSite, screen } from "./support/render-site"
import { sectionContext } from "./support/treatments"

jest.mock("../src/lib/shared/content/model/section-schemas", () => {
  const actual = jest.requireActual("../src/lib/shared/content/model/section-schemas")
  const { z } = jest.requireActual("zod")
  const text = z.string().trim().min(1, "must not be empty")
  /** Questions to bring to the consultation. */
  const checklistSection = z.object({ kind: z.literal("checklist"), title: text, items: z.array(text).min(1) }).strict()
  const treatmentSection = z.discriminatedUnion("kind", [...actual.treatmentSection.options, checklistSection])
  return { ...actual, treatmentSection, SECTION_KINDS: [...actual.SECTION_KINDS, "checklist"] }
})

jest.mock("../src/components/treatment/section-components", () => {
  const actual = jest.requireActual("../src/components/treatment/section-components")
  const { createElement: h } = jest.requireActual("react")
  const Checklist = ({ title, items }: { title: string; items: string[] }) =>
    h("section", null, h("h2", null, title), h("ul", null, ...items.map((item) => h("li", { key: item }, item))))
  return { ...actual, SECTION_COMPONENTS: { ...actual.SECTION_COMPONENTS, checklist: Checklist } }
})

const section = { kind: "checklist", title: "Questions to bring", items: ["Which joint hurts most?", "What have you tried?"] }

function withSection(added: object) {
  const files = realContent()
  const treatment = fileData(files, treatmentFiles(files)[0].path)
  treatment.sections.push(added)
  return { files, path: treatmentFiles(files)[0].path, index: treatment.sections.length - 1 }
}

describe("a new kind of treatment section, added as the recipe says", () => {
  it("passes the content check in a treatment, and a malformed one is refused naming its field", () => {
    const good = withSection(section)
    expect(formatProblems(checkContent(good.files, checkOptions(good.files)))).toBe("")
    const bad = withSection({ ...section, items: [] })
    expect(formatProblems(checkContent(bad.files, checkOptions(bad.files)))).toContain(
      `content/${bad.path}: field "sections[${bad.index}].items"`,
    )
  })

  it("gets its own form in the editor, with its fields", () => {
    const sections = cmsFields(treatmentSchema).find((field) => field.name === "sections")!
    const checklist = sections.types!.find((type) => type.name === "checklist")!
    expect(checklist.fields!.map((field) => field.name)).toEqual(["title", "items"])
  })

  it("is shown on the treatment page by its component", () => {
    expect(isTreatmentSection(section)).toBe(true)
    renderWithSite(<TreatmentSection section={section as never} {...sectionContext()} />)
    expect(screen.getByRole("heading", { level: 2, name: section.title })).toBeInTheDocument()
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(section.items)
  })
})
