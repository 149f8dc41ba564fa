/** @jest-environment node */
import { checkContent } from "../src/lib/shared/content/check"
import { formatProblems } from "../src/lib/shared/content/content-file"
import { checkCollectionFileNames } from "../src/lib/shared/content/collections"
import { INVESTIGATIONAL_CONDITIONS, investigationalConditionProblems } from "../src/lib/shared/content/claims/investigational"
import { resolvePageRefs } from "../src/lib/shared/content/page-refs"
import { TREATMENTS } from "../src/lib/shared/routes"
import { type AnyData, checkOptions, fileData, realContent, treatmentFiles, treatmentWithSection } from "./support/content-files"

/** The content check over these files, with the routes these files make. */
const check = (files = realContent()) => formatProblems(checkContent(files, checkOptions(files)))
const firstTreatment = (files = realContent()) => treatmentFiles(files)[0]

describe("treatment content", () => {
  it("reports every link to a treatment whose file was removed, naming file and field, and nothing else", () => {
    const files = realContent()
    const removed = fileData(files, firstTreatment(files).path).slug as string
    fileData(files, "navigation.json").footerGroups[0].links.push({ label: "Removed", path: `/services/${removed}` })
    const remaining = files.filter((f) => f.path !== `treatments/${removed}.json`)
    const problems = check(remaining).split("\n")
    const index = fileData(files, "navigation.json").footerGroups[0].links.length - 1
    expect(problems).toContain(
      `content/navigation.json: field "footerGroups[0].links[${index}].path" links to "/services/${removed}", which is not a page of the site`,
    )
    expect(problems.filter((line) => !line.includes(`"/services/${removed}"`))).toEqual([])
  })

  it("reports a treatment file named differently from its slug", () => {
    const files = realContent()
    const { path } = firstTreatment(files)
    const slug = fileData(files, path).slug
    const renamed = files.map((f) => (f.path === path ? { ...f, path: "treatments/renamed.json" } : f))
    expect(formatProblems(checkCollectionFileNames(renamed))).toBe(
      `content/treatments/renamed.json: field "slug" is "${slug}", so the file must be named content/treatments/${slug}.json`,
    )
  })

  it("rejects a treatment that does not say it is not FDA approved", () => {
    const files = realContent()
    const { path } = firstTreatment(files)
    fileData(files, path).fdaStatus.text = "This treatment is safe and effective."
    expect(check(files)).toContain(`content/${path}: field "fdaStatus.text" must say plainly that the treatment is "not FDA approved"`)
  })

  it("rejects a treatment that does not say the FDA has not reviewed it for safety or effectiveness", () => {
    const files = realContent()
    const { path } = firstTreatment(files)
    fileData(files, path).fdaStatus.text = "This treatment is not FDA approved."
    expect(check(files)).toContain(
      `content/${path}: field "fdaStatus.text" must say in plain words that "the FDA has not reviewed" the treatment`,
    )
  })

  it("keeps every treatment whose texts name an investigational condition marked investigational, whatever its file is called", () => {
    const files = realContent()
    const investigational = treatmentFiles(files).filter((f) => fileData(files, f.path).fdaStatus.investigational === true)
    for (const { path } of investigational) fileData(files, path).fdaStatus.investigational = false
    const problems = check(files)
    for (const { path } of investigational) expect(problems).toContain(`content/${path}: field "`)
    expect(problems).toMatch(/for which no cell treatment is established outside clinical studies: tick "Investigational" under FDA status/)
  })

  it("refuses a new treatment about Parkinson's disease, copied from an ordinary one, until it is marked investigational", () => {
    const files = realContent()
    const ordinary = treatmentFiles(files).find((f) => fileData(files, f.path).fdaStatus.investigational === false)!
    const copied: AnyData = structuredClone(fileData(files, ordinary.path))
    copied.slug = "new-treatment"
    copied.intro = "Information for people living with Parkinson's disease."
    const withCopy = [...files, { path: "treatments/new-treatment.json", data: copied }]
    expect(check(withCopy)).toContain(
      `content/treatments/new-treatment.json: field "intro" names "Parkinson's disease" (Parkinson's disease), for which no cell treatment is established outside clinical studies: tick "Investigational" under FDA status`,
    )
    copied.fdaStatus = { investigational: true, text: `Investigational. ${copied.fdaStatus.text}` }
    copied.procedure.status = "Investigational"
    expect(check(withCopy)).not.toContain('new-treatment.json: field "intro" names')
  })

  it.each(INVESTIGATIONAL_CONDITIONS.map(({ name }) => name))(
    "knows a treatment about %s by what it treats, in any of its texts but its risks",
    (name) => {
      const treatment = (texts: AnyData) => [
        { path: "treatments/any-name.json", data: { fdaStatus: { investigational: false }, ...texts } },
      ]
      expect(investigationalConditionProblems(treatment({ card: { description: `For ${name}.` } }))).toEqual([
        expect.objectContaining({ file: "treatments/any-name.json", field: "card.description" }),
      ])
      expect(
        investigationalConditionProblems(treatment({ sections: [{ kind: "risks", serious: { items: [`Rarely, ${name}.`] } }] })),
      ).toEqual([])
    },
  )

  describe("an investigational treatment", () => {
    const investigational = (files: ReturnType<typeof realContent>) => {
      const file = treatmentFiles(files).find((f) => fileData(files, f.path).fdaStatus.investigational === true)
      if (!file) throw new Error("no investigational treatment in content/treatments/")
      return { path: file.path, data: fileData(files, file.path) }
    }
    const study = { registration: "NCT01234567", irb: "Example University IRB" }

    it("without a registered study, is refused a price and a link to book, naming the file and field", () => {
      const files = realContent()
      const { path, data } = investigational(files)
      data.intro = `${data.intro} Treatment costs $4,000.`
      data.sections.push({ kind: "text", title: "Book now", paragraphs: ["Ask us."], link: { label: "Book", path: "/contact" } })
      const index = data.sections.length - 1
      const problems = check(files)
      expect(problems).toContain(`content/${path}: field "intro" names a price`)
      expect(problems).toContain(`content/${path}: field "sections[${index}].link.path" links to the booking page /contact`)
      data.study = study
      expect(check(files)).not.toContain("an investigational treatment without a registered study")
    })

    it("needs a registration in ClinicalTrials.gov's form for its study", () => {
      const files = realContent()
      const { path, data } = investigational(files)
      data.study = { ...study, registration: "Study 42" }
      expect(check(files)).toContain(`content/${path}: field "study.registration" must be a ClinicalTrials.gov identifier`)
    })

    it("is not promoted with an outcome figure or a testimonial, even within a study", () => {
      const files = realContent()
      const { path, data } = investigational(files)
      data.study = study
      data.sections.push({
        kind: "quotes",
        title: "What men say",
        quotes: [{ quote: "It worked.", author: "A. B.", sample: true }],
        footnote: "Individual results vary.",
      })
      expect(check(files)).toContain(`content/${path}: field "sections[${data.sections.length - 1}]" promotes an investigational treatment`)
    })

    it("is the only kind of treatment that may name a study", () => {
      const files = realContent()
      const path = treatmentFiles(files).find((f) => fileData(files, f.path).fdaStatus.investigational === false)!.path
      fileData(files, path).study = study
      expect(check(files)).toContain(`content/${path}: field "study" is only for an investigational treatment`)
    })
  })

  describe("the risks of each part of a procedure", () => {
    it("refuses a treatment that mentions X-ray guidance or a harvest its procedure does not name, naming the field", () => {
      const files = realContent()
      const { path } = firstTreatment(files)
      const treatment = fileData(files, path)
      treatment.procedure.guidance = []
      treatment.procedure.harvest = ["blood"]
      treatment.intro = "The needle is placed under fluoroscopy after bone marrow is taken."
      const problems = check(files)
      expect(problems).toContain(
        `content/${path}: field "intro" mentions fluoroscopy ("fluoroscopy"), but Procedure facts › What guides the needle does not name "fluoroscopy"`,
      )
      expect(problems).toContain(
        `content/${path}: field "intro" mentions bone marrow ("bone marrow"), but Procedure facts › Where the cells are taken from does not name "bone-marrow"`,
      )
    })

    it("refuses a treatment that names a part whose risks content/shared.json does not describe", () => {
      const files = realContent()
      const { path } = firstTreatment(files)
      const shared = fileData(files, "shared.json")
      const id = fileData(files, path).procedure.harvest[0]
      shared.procedureParts.harvests = shared.procedureParts.harvests.filter((part: { id: string }) => part.id !== id)
      expect(check(files)).toContain(
        `content/${path}: field "procedure.harvest[0]" names "${id}", whose risks Shared › Procedure parts › Taking the cells does not describe`,
      )
    })

    it("refuses a treatment that does not say where its cells are taken from", () => {
      const files = realContent()
      const { path } = firstTreatment(files)
      fileData(files, path).procedure.harvest = []
      expect(check(files)).toContain(`content/${path}: field "procedure.harvest"`)
    })
  })

  it("refuses exosomes anywhere in content, naming the field", () => {
    const files = realContent()
    const { path } = firstTreatment(files)
    fileData(files, path).intro = "We also offer exosome therapy."
    expect(check(files)).toContain(`content/${path}: field "intro" names exosomes`)
  })

  it("requires procedure.status of an investigational treatment, for its structured data", () => {
    const files = realContent()
    const { path } = firstTreatment(files)
    const treatment = fileData(files, path)
    treatment.fdaStatus = { ...treatment.fdaStatus, investigational: true, text: `${treatment.fdaStatus.text} It is investigational.` }
    delete treatment.procedure.status
    expect(check(files)).toContain(`content/${path}: field "procedure.status"`)
  })

  it("rejects patient quotes without the note that results vary", () => {
    const files = realContent()
    const { file, data, index } = treatmentWithSection(files, "quotes")
    data.sections[index].footnote = "Real patients."
    expect(check(files)).toContain(`content/${file.path}: field "sections[${index}].footnote" must say "individual results vary"`)
  })

  it("rejects a treatment without a risks section, naming the file", () => {
    const files = realContent()
    const { path } = firstTreatment(files)
    const treatment = fileData(files, path)
    treatment.sections = treatment.sections.filter((s: { kind: string }) => s.kind !== "risks")
    expect(check(files)).toContain(`content/${path}: field "sections" needs a "risks" section ("Risks and side effects")`)
  })

  it("rejects a risks section that does not say to call 911 in an emergency, naming the field", () => {
    const files = realContent()
    const { file, data, index } = treatmentWithSection(files, "risks")
    data.sections[index].ifSomethingGoesWrong.emergency = "Go to a hospital."
    expect(check(files)).toContain(
      `content/${file.path}: field "sections[${index}].ifSomethingGoesWrong.emergency" must tell the patient to call 911`,
    )
  })

  it("rejects an outcome figure without its evidence, naming the file and field", () => {
    const files = realContent()
    const { path } = firstTreatment(files)
    const treatment = fileData(files, path)
    treatment.sections.push({
      kind: "stat",
      title: "Results",
      value: "80%",
      label: "improve",
      footnote: "Individual results vary.",
      sample: true,
    })
    expect(check(files)).toContain(`content/${path}: field "sections[${treatment.sections.length - 1}].evidence"`)
  })

  it("rejects a figure typed into other text (an FAQ answer) without evidence, naming the field", () => {
    const files = realContent()
    fileData(files, "pages/faq.json").categories[0].questions[0].answer = "About 80% of our patients improve."
    expect(check(files)).toContain(
      'content/pages/faq.json: field "categories[0].questions[0].answer" makes a claim of outcome ("80%": a proportion of patients), which this text may not make',
    )
  })

  it("requires a real (not sample) figure to give the number of patients as a number", () => {
    const files = realContent()
    const home = fileData(files, "pages/home.json")
    delete home.stemCells.claim.sample
    home.stemCells.claim.evidence.patients = "to be counted"
    expect(check(files)).toContain(
      'content/pages/home.json: field "stemCells.claim.evidence.patients" must give the number of patients measured as a number',
    )
    home.stemCells.claim.evidence.patients = 212
    // The compliance review's try: the flag deleted while the evidence still says "Sample: ...".
    expect(check(files)).toMatch(/content\/pages\/home\.json: field "stemCells\.claim\.evidence\.\w+" still says "Sample"/)
    home.stemCells.claim.evidence.period = "Patients treated in 2025, asked 6 months after treatment"
    home.stemCells.claim.evidence.measuredBy = "The clinic's own staff at follow-up visits"
    expect(check(files)).not.toContain("stemCells.claim")
  })

  it("rejects a section of an unknown kind, naming the section", () => {
    const files = realContent()
    const { path } = firstTreatment(files)
    fileData(files, path).sections[0] = { kind: "carousel", title: "Slides" }
    expect(check(files)).toContain(`content/${path}: field "sections[0].kind"`)
  })

  it("rejects a steps section missing a step's description, naming the step", () => {
    const files = realContent()
    const { file, data, index } = treatmentWithSection(files, "steps")
    delete data.sections[index].steps[0].description
    expect(check(files)).toContain(`content/${file.path}: field "sections[${index}].steps[0].description"`)
  })
})

describe("resolvePageRefs (cards that name a page of a collection by route)", () => {
  const treatments = [
    { slug: "knee", title: "Knee" },
    { slug: "hip", title: "Hip" },
  ]

  it("returns the named treatments' own records in the page's order", () => {
    const [knee, hip] = treatments
    const resolved = resolvePageRefs(["/services/hip", "/services/knee/"], treatments, TREATMENTS, "content/pages/services.json")
    expect(resolved).toHaveLength(2)
    expect(resolved[0]).toBe(hip)
    expect(resolved[1]).toBe(knee)
  })

  it("fails the build with the file and the missing treatment named", () => {
    expect(() => resolvePageRefs(["/services/elbow"], treatments, TREATMENTS, "content/pages/services.json")).toThrow(
      'content/pages/services.json names "/services/elbow", but no file in content/treatments/ has that page.',
    )
  })
})
