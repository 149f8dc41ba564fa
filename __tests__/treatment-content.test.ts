/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { checkContent, formatProblems, type ContentFile } from "../src/lib/content/check"
import { readContentFiles } from "../src/lib/content/load-content"
import { checkTreatmentCoverage } from "../src/lib/content/treatment-coverage"
import { treatmentPath } from "../src/lib/content/treatment-schema"
import { SPEC_ROUTES } from "../src/lib/routes"
import { resolveTreatmentRefs } from "../src/lib/treatment-refs"
import { fileData } from "./support/content-json"

const CONTENT_DIR = path.join(__dirname, "..", "content")
const options = {
  knownPaths: new Set<string>(SPEC_ROUTES),
  fileExists: (contentPath: string) => fs.existsSync(path.join(CONTENT_DIR, contentPath)),
}

const realContent = (): ContentFile[] => readContentFiles(CONTENT_DIR).files
const treatmentFiles = (files: ContentFile[]) => files.filter((f) => f.path.startsWith("treatments/"))

describe("treatment content", () => {
  it("has exactly one file for every /services/<slug> route of the specification, and no other", () => {
    const specServiceRoutes = SPEC_ROUTES.filter((route) => /^\/services\/./.test(route)).sort()
    const built = treatmentFiles(realContent())
      .map((f) => treatmentPath(fileData([f], f.path).slug))
      .sort()
    expect(built).toEqual(specServiceRoutes)
    expect(built).toHaveLength(11)
  })

  it("reports a spec route whose treatment file is missing", () => {
    const files = realContent().filter((f) => f.path !== "treatments/hip.json")
    expect(formatProblems(checkTreatmentCoverage(files))).toContain(
      'content/treatments/hip.json: field "(file)" is missing: the route /services/hip needs a treatment file',
    )
  })

  it("reports a link to a treatment that has no file, even though the route is in the specification", () => {
    const files = realContent().filter((f) => f.path !== "treatments/knee.json")
    const message = formatProblems(checkTreatmentCoverage(files))
    expect(message).toContain(
      'content/pages/services.json: field "groups[0].treatments[0]" links to "/services/knee", but no file in content/treatments/ has that slug',
    )
  })

  it("reports a treatment file named differently from its slug", () => {
    const files = realContent().map((f) => (f.path === "treatments/hip.json" ? { ...f, path: "treatments/hips.json" } : f))
    expect(formatProblems(checkTreatmentCoverage(files))).toContain(
      'content/treatments/hips.json: field "slug" is "hip", so the file must be named content/treatments/hip.json',
    )
  })

  it("rejects a treatment that does not say it is not FDA approved", () => {
    const files = realContent()
    fileData(files, "treatments/knee.json").fdaStatus.text = "This treatment is safe and effective."
    expect(formatProblems(checkContent(files, options))).toContain(
      'content/treatments/knee.json: field "fdaStatus.text" must say plainly that the treatment is "not FDA approved"',
    )
  })

  it("rejects a treatment that does not say the FDA has not reviewed it for safety or effectiveness", () => {
    const files = realContent()
    fileData(files, "treatments/hip.json").fdaStatus.text = "Stem cell therapy for hip pain is not FDA approved."
    expect(formatProblems(checkContent(files, options))).toContain(
      'content/treatments/hip.json: field "fdaStatus.text" must say in plain words that "the FDA has not reviewed" the treatment',
    )
  })

  it("keeps erectile dysfunction investigational, as urology guidelines describe it", () => {
    const ed = fileData(realContent(), "treatments/erectile-dysfunction.json")
    expect(ed.fdaStatus.investigational).toBe(true)
    expect(ed.procedure.status).toBe("Investigational")
  })

  it("names no exosome product anywhere in content", () => {
    for (const file of realContent()) expect(JSON.stringify(file.data)).not.toMatch(/exosome/i)
  })

  it("keeps the neurological treatment investigational, with a status for its structured data", () => {
    const neuro = fileData(realContent(), "treatments/neurological.json")
    expect(neuro.fdaStatus.investigational).toBe(true)
    const files = realContent()
    delete fileData(files, "treatments/neurological.json").procedure.status
    expect(formatProblems(checkContent(files, options))).toContain('content/treatments/neurological.json: field "procedure.status"')
  })

  it("rejects patient quotes or an outcome figure without the note that results vary", () => {
    const files = realContent()
    const shoulder = fileData(files, "treatments/shoulder.json")
    const quotes = shoulder.sections.findIndex((s: { kind: string }) => s.kind === "quotes")
    shoulder.sections[quotes].footnote = "Real patients."
    expect(formatProblems(checkContent(files, options))).toContain(
      `content/treatments/shoulder.json: field "sections[${quotes}].footnote" must say "individual results vary"`,
    )
  })

  it("rejects a treatment without a risks section, naming the file", () => {
    const files = realContent()
    const hip = fileData(files, "treatments/hip.json")
    hip.sections = hip.sections.filter((s: { kind: string }) => s.kind !== "risks")
    expect(formatProblems(checkContent(files, options))).toContain(
      'content/treatments/hip.json: field "sections" needs a "risks" section ("Risks and side effects")',
    )
  })

  it("rejects a risks section that does not say to call 911 in an emergency, naming the field", () => {
    const files = realContent()
    const knee = fileData(files, "treatments/knee.json")
    const risks = knee.sections.findIndex((s: { kind: string }) => s.kind === "risks")
    knee.sections[risks].ifSomethingGoesWrong.emergency = "Go to a hospital."
    expect(formatProblems(checkContent(files, options))).toContain(
      `content/treatments/knee.json: field "sections[${risks}].ifSomethingGoesWrong.emergency" must tell the patient to call 911`,
    )
  })

  it("rejects an outcome figure without its evidence, naming the file and field", () => {
    const files = realContent()
    const shoulder = fileData(files, "treatments/shoulder.json")
    const stat = shoulder.sections.findIndex((s: { kind: string }) => s.kind === "stat")
    delete shoulder.sections[stat].evidence
    expect(formatProblems(checkContent(files, options))).toContain(`content/treatments/shoulder.json: field "sections[${stat}].evidence"`)
  })

  it("rejects a figure typed into other text (an FAQ answer) without evidence, naming the entry", () => {
    const files = realContent()
    fileData(files, "pages/faq.json").categories[0].questions[0].answer = "About 80% of our patients improve."
    expect(formatProblems(checkContent(files, options))).toContain(
      'content/pages/faq.json: field "categories[0].questions[0]" quotes the outcome figure "80%" without its evidence',
    )
  })

  it("requires a real (not sample) figure to give the number of patients as a number", () => {
    const files = realContent()
    const home = fileData(files, "pages/home.json")
    delete home.stemCells.claim.sample
    expect(formatProblems(checkContent(files, options))).toContain(
      'content/pages/home.json: field "stemCells.claim.evidence.patients" must give the number of patients measured as a number',
    )
    home.stemCells.claim.evidence.patients = 212
    expect(formatProblems(checkContent(files, options))).not.toContain("stemCells.claim")
  })

  it("rejects a section of an unknown kind, naming the section", () => {
    const files = realContent()
    fileData(files, "treatments/knee.json").sections[1] = { kind: "carousel", title: "Slides" }
    expect(formatProblems(checkContent(files, options))).toContain('content/treatments/knee.json: field "sections[1].kind"')
  })

  it("rejects a steps section missing a step's description, naming the step", () => {
    const files = realContent()
    const hip = fileData(files, "treatments/hip.json")
    const steps = hip.sections.findIndex((s: { kind: string }) => s.kind === "steps")
    delete hip.sections[steps].steps[2].description
    expect(formatProblems(checkContent(files, options))).toContain(
      `content/treatments/hip.json: field "sections[${steps}].steps[2].description"`,
    )
  })

  it("uses the agreed wording for medicines to stop and for follow-up visits", () => {
    for (const file of treatmentFiles(realContent())) {
      const { procedure, slug } = fileData([file], file.path)
      if (slug === "neurological") continue
      expect(procedure.preparation).toMatch(/NSAIDs .*one week before/)
      expect(procedure.preparation).toMatch(
        /blood thinners, stop them 1-2 weeks before, only as directed by the physician who prescribed them/,
      )
      // Hair restoration is a course of sessions; every other procedure has the agreed three follow-up visits.
      if (slug !== "hair-restoration") expect(procedure.followup).toBe("Follow-up visits at 2 weeks, 6 weeks and 3 months.")
    }
  })
})

describe("resolveTreatmentRefs (cards that name a treatment by route)", () => {
  const treatments = [
    { slug: "knee", title: "Knee" },
    { slug: "hip", title: "Hip" },
  ]

  it("returns the named treatments in the page's order, with their paths", () => {
    expect(resolveTreatmentRefs(["/services/hip", "/services/knee"], treatments, "content/pages/services.json")).toEqual([
      { slug: "hip", title: "Hip", path: "/services/hip" },
      { slug: "knee", title: "Knee", path: "/services/knee" },
    ])
  })

  it("fails the build with the file and the missing treatment named", () => {
    expect(() => resolveTreatmentRefs(["/services/elbow"], treatments, "content/pages/services.json")).toThrow(
      'content/pages/services.json names the treatment "/services/elbow", but content/treatments/elbow.json does not exist.',
    )
  })
})
