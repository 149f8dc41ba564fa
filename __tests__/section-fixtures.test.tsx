import { axe, toHaveNoViolations } from "jest-axe"
import fixtures from "./fixtures/sections.fixtures.json"
import { SECTION_COMPONENTS } from "../src/components/treatment/section-components"
import { isTreatmentSection, TreatmentSection } from "../src/components/treatment/TreatmentSection"
import { treatmentSection, SECTION_KINDS } from "../src/lib/shared/content/model/section-schemas"
import { renderWithSite, screen } from "./support/render-site"
import { sectionContext } from "./support/treatments"

expect.extend(toHaveNoViolations)

/**
 * Every section kind rendered from the fixtures beside the treatment components, the way a design
 * system tests its parts: a minimal section (only what the schema requires) and long text. Each
 * fixture is parsed by the content check's own schema, so a fixture cannot drift from what an
 * editor may write.
 */
const cases = Object.entries(fixtures).flatMap(([name, sections]) =>
  sections.map((fixture) => {
    const section = treatmentSection.parse(fixture)
    return { name: `${name} ${section.kind}`, section }
  }),
)

describe("treatment section kinds, minimal and with long text", () => {
  it("has a component for every kind of the content check's union, and for no other", () => {
    expect(Object.keys(SECTION_COMPONENTS).sort()).toEqual([...SECTION_KINDS].sort())
    expect(SECTION_KINDS.every((kind) => isTreatmentSection({ kind }))).toBe(true)
    expect(isTreatmentSection({ kind: "carousel" })).toBe(false)
  })

  it("has a minimal fixture of every kind", () => {
    expect(new Set(fixtures.minimal.map((fixture) => fixture.kind))).toEqual(new Set(SECTION_KINDS))
  })

  it.each(cases)("$name: titled by its heading, no empty element, every word shown, no axe violation", async ({ section }) => {
    const { container } = renderWithSite(
      <main>
        <TreatmentSection section={section} {...sectionContext()} />
      </main>,
    )
    expect(screen.getByRole("heading", { level: 2, name: section.title })).toBeInTheDocument()
    for (const element of container.querySelectorAll("h2, h3, p, li, dt, dd")) expect(element.textContent?.trim()).not.toBe("")
    const shown = container.textContent ?? ""
    for (const words of textsOf(section)) expect(shown).toContain(words)
    expect(await axe(container)).toHaveNoViolations()
  })
})

/** The strings of a section a patient must see (not its kind, tone, link targets or sample flags). */
function textsOf(value: unknown, key = ""): string[] {
  if (typeof value === "string") return ["kind", "tone", "path"].includes(key) ? [] : [value]
  if (Array.isArray(value)) return value.flatMap((item) => textsOf(item, key))
  if (value && typeof value === "object") return Object.entries(value).flatMap(([childKey, child]) => textsOf(child, childKey))
  return []
}
