import guide from "../content/pages/patient-guide.json"
import site from "../content/site.json"
import { pdfText } from "../e2e/pdf-text"
import { buildPatientGuidePdf, pdfSafe } from "../src/lib/build-time/patient-guide-pdf"

describe("patient guide PDF", () => {
  it("is a PDF holding the guide's title, its four section headings and the clinic's phone, from content", async () => {
    const bytes = await buildPatientGuidePdf({ guide, clinic: site })
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-")
    const lines = pdfText(bytes)
    expect(lines).toContain(guide.title)
    expect(guide.sections.map((section) => section.title)).toEqual([
      "Before Your Procedure",
      "Day of Treatment",
      "Recovery Period",
      "Risks and Side Effects",
    ])
    for (const section of guide.sections) expect(lines).toContain(section.title)
    expect(lines.join(" ")).toContain(site.phone)
    expect(lines.join(" ")).toContain("2 weeks, 6 weeks and 3 months")
  })

  it("carries the same risks as the treatment pages: infection, bleeding, nerve injury, that it may not help, and 911", async () => {
    const text = pdfText(await buildPatientGuidePdf({ guide, clinic: site })).join(" ")
    for (const fact of ["swelling or bruising", "infection", "bleeding", "nerve", "may not help", "call 911"]) {
      expect(text.toLowerCase()).toContain(fact)
    }
  })

  it("follows the content: a renamed section is renamed in the PDF", async () => {
    const renamed = { ...guide, sections: [{ ...guide.sections[0], title: "Getting Ready" }, ...guide.sections.slice(1)] }
    const lines = pdfText(await buildPatientGuidePdf({ guide: renamed, clinic: site }))
    expect(lines).toContain("Getting Ready")
    expect(lines).not.toContain("Before Your Procedure")
  })

  it("drops characters the standard PDF fonts cannot draw instead of failing the build", () => {
    expect(pdfSafe("Knee ✓ care – 2‑3 weeks")).toBe("Knee  care – 2-3 weeks")
  })
})
