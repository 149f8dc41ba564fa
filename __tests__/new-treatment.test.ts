/** @jest-environment node */
import fc from "fast-check"
import { checkContent } from "../src/lib/shared/content/rules/check"
import { copiedTreatmentTexts, SHARED_TEXT_LENGTH } from "../src/lib/shared/content/rules/copied-texts"
import { launchGuard, samplesAndPlaceholders } from "../src/lib/shared/content/rules/launch-guard"
import { checkPlacements } from "../src/lib/shared/content/model/placement"
import { newTreatmentDraft, slugFromTitle } from "../src/lib/shared/content/model/new-treatment"
import { formatProblems, type ContentFile } from "../src/lib/shared/content/model/content-file"
import { PLACEHOLDER, stringsIn } from "../src/lib/shared/content/rules/placeholders"
import { treatment } from "./support/treatments"
import { checkOptions, realContent, treatmentFiles } from "./support/content-files"
import { cmsConfig, withListingGroups, type CmsField } from "../src/lib/build-time/editor/editor-config"
import { withNewTreatmentDraft } from "../src/lib/build-time/editor/new-treatment-defaults"
import { newTreatmentAddress, newTreatmentQuestions } from "../src/lib/editor/new-treatment"

const answers = { title: "Stem Cell Therapy for Wrist Pain", group: "more", order: 55, onHomePage: true }
const draftFile = (): ContentFile => {
  const draft = newTreatmentDraft(answers, "2026-11-29")
  return { path: `treatments/${draft.slug}.json`, data: draft }
}

/** Two treatment files (fixtures, not today's content) differing by slug, or sharing what a test gives them. */
function twoTreatments(change: (second: Record<string, unknown>) => void = () => {}): ContentFile[] {
  const first = structuredClone(treatment("knee")) as unknown as Record<string, unknown>
  const second = structuredClone(treatment("shoulder")) as unknown as Record<string, unknown>
  change(second)
  return [
    { path: "treatments/knee.json", data: first },
    { path: "treatments/shoulder.json", data: second },
  ]
}

describe("a new treatment's draft", () => {
  it("passes the build's content check beside the site's content, in the group and order answered", () => {
    const files = [...realContent(), draftFile()]
    expect(formatProblems([...checkContent(files, checkOptions(files)), ...checkPlacements(files)])).toBe("")
    expect(draftFile().data).toMatchObject({
      slug: "stem-cell-therapy-for-wrist-pain",
      title: answers.title,
      listing: { group: "more", order: 55, onHomePage: true },
    })
  })

  it("marks every text as a placeholder but the answers, the choices and the risks' heading", () => {
    const choices = [
      "slug",
      "title",
      "heroImage",
      "lastReviewed",
      "listing.group",
      "procedure.harvest.0",
      "procedure.procedureType",
      "legalBasis.0.harvest",
      "sections.0.kind",
      "sections.0.title",
    ]
    const texts = stringsIn(draftFile().data).map(({ text, path }) => ({ text, at: path.join(".") }))
    expect(texts.filter(({ text, at }) => !PLACEHOLDER.test(text) && !choices.includes(at)).map(({ at }) => at)).toEqual([])
  })

  it("is refused by the production launch guard, naming its placeholders, and only warned of elsewhere", () => {
    const draft = draftFile()
    const blockers = samplesAndPlaceholders([draft]).filter((blocker) => blocker.file === draft.path)
    expect(blockers.map((blocker) => blocker.field)).toEqual(
      expect.arrayContaining(["intro", "card.title", "card.description", "seo.title", "sections[0].serious.items[0]"]),
    )
    expect(launchGuard([draft], { CONTEXT: "production" })).toMatchObject({
      fail: true,
      message: expect.stringContaining(`content/${draft.path}: field "intro" is still a placeholder`),
    })
    expect(launchGuard([draft], { CONTEXT: "deploy-preview" }).fail).toBe(false)
  })

  it("takes its address from the title", () => {
    expect(slugFromTitle("Knee & Hip Pain (Adults)")).toBe("knee-hip-pain-adults")
    expect(slugFromTitle("Épaule")).toBe("epaule")
    expect(slugFromTitle("***")).toBe("new-treatment")
  })
})

describe("a text two treatments share", () => {
  it("passes treatments whose texts are their own", () => {
    expect(copiedTreatmentTexts(twoTreatments())).toEqual([])
  })

  it("refuses two treatments sharing a card text, naming both files and the field", () => {
    const files = twoTreatments((second) => ((second.card as { description: string }).description = treatment("knee").card.description))
    const message = formatProblems(copiedTreatmentTexts(files))
    expect(message).toContain(
      'content/treatments/shoulder.json: field "card.description" is the same text as content/treatments/knee.json, field "card.description"',
    )
    expect(message).toContain(
      'content/treatments/knee.json: field "card.description" is the same text as content/treatments/shoulder.json, field "card.description"',
    )
    expect(message).toContain("write this one's own words")
  })

  it("refuses a duplicated page, title and card name first, however short", () => {
    const files = twoTreatments((second) => Object.assign(second, structuredClone(treatment("knee")), { slug: "knee-2" }))
    const fields = copiedTreatmentTexts(files)
      .filter((problem) => problem.file === "treatments/shoulder.json")
      .map((problem) => problem.field)
    expect(fields).toEqual(expect.arrayContaining(["title", "card.title", "seo.title", "seo.description", "intro", "card.description"]))
    expect(treatment("knee").card.title.length).toBeLessThan(SHARED_TEXT_LENGTH)
  })

  it("refuses the same long text in the same kind of section field, at any place, and ignores short ones, placeholders and risks", () => {
    fc.assert(
      fc.property(
        fc
          .string({ minLength: SHARED_TEXT_LENGTH, maxLength: 200 })
          .filter((text) => text.trim().length >= SHARED_TEXT_LENGTH && !/sample|placeholder/i.test(text)),
        fc.string({ minLength: 1, maxLength: SHARED_TEXT_LENGTH - 1 }).filter((text) => text.trim() !== ""),
        fc.nat({ max: 3 }),
        (long, short, at) => {
          const withSteps = (description: string, padding: number) => ({
            kind: "steps",
            title: "Steps",
            steps: [
              ...Array.from({ length: padding }, (_, index) => ({
                title: `Step ${index}`,
                description: `Own step ${index} of ${padding}`,
              })),
              { title: "Same", description },
            ],
          })
          const refused = twoTreatments((second) => (second.sections as unknown[]).push(withSteps(long, at)))
          ;(refused[0].data as { sections: unknown[] }).sections.push(withSteps(long, 0))
          expect(
            copiedTreatmentTexts(refused)
              .map((problem) => problem.file)
              .sort(),
          ).toEqual(["treatments/knee.json", "treatments/shoulder.json"])

          const shortOnes = twoTreatments((second) => (second.sections as unknown[]).push(withSteps(short, at)))
          ;(shortOnes[0].data as { sections: unknown[] }).sections.push(withSteps(short, 0))
          expect(copiedTreatmentTexts(shortOnes)).toEqual([])

          const placeholders = twoTreatments((second) => (second.sections as unknown[]).push(withSteps(`Placeholder: ${long}`, at)))
          ;(placeholders[0].data as { sections: unknown[] }).sections.push(withSteps(`Placeholder: ${long}`, 0))
          expect(copiedTreatmentTexts(placeholders)).toEqual([])
        },
      ),
      { numRuns: 30 },
    )
  })

  it("lets through a text that gives one of the clinic's one wordings, which every page repeats word for word", () => {
    const wording = "Never stop a blood thinner on your own. Ask the doctor who prescribed it whether to pause it, and for how long."
    const shared: ContentFile = { path: "shared.json", data: { sameWording: [{ mentions: ["stop … blood thinner"], text: wording }] } }
    const withWording = (data: Record<string, unknown>) =>
      (data.sections as unknown[]).push({ kind: "text", title: "Before", paragraphs: [`${wording} Arrive early.`] })
    const files = twoTreatments(withWording)
    withWording(files[0].data as Record<string, unknown>)
    expect(copiedTreatmentTexts([shared, ...files])).toEqual([])
    expect(copiedTreatmentTexts(files)).toHaveLength(2)
  })

  it("leaves the risks, which two pages for one part of the body share, and translations to their own rules", () => {
    const risks = treatment("knee").sections.find((section) => section.kind === "risks")
    const files = twoTreatments((second) => ((second.sections as unknown[]) = [structuredClone(risks)]))
    expect(copiedTreatmentTexts(files)).toEqual([])
    const translations = twoTreatments((second) => Object.assign(second, structuredClone(treatment("knee")))).map((file) => ({
      ...file,
      path: `es/${file.path}`,
    }))
    expect(copiedTreatmentTexts(translations)).toEqual([])
  })

  it("is part of the build's content check", () => {
    const files = [...realContent()]
    const first = treatmentFiles(files)[0]
    const second = treatmentFiles(files)[1]
    ;(second.data as { intro: string }).intro = (first.data as { intro: string }).intro
    expect(formatProblems(checkContent(files, checkOptions(files)))).toContain(
      `content/${second.path}: field "intro" is the same text as content/${first.path}, field "intro"`,
    )
  })
})

describe("the editor's New treatment", () => {
  const config = withNewTreatmentDraft(withListingGroups(cmsConfig(), realContent()), "2026-11-29")
  const treatmentFields = () => config.collections.find((collection) => collection.name === "treatments")!.fields as CmsField[]

  /** The data Decap makes of a new entry's defaults: a field's default, an object's from its fields (createEmptyDraftData). */
  const draftOfDefaults = (fields: readonly CmsField[]): Record<string, unknown> =>
    Object.fromEntries(
      fields.flatMap((field) => {
        if (field.widget !== "object" || !field.fields) return field.default === undefined ? [] : [[field.name, field.default]]
        const inside = draftOfDefaults(field.fields)
        return Object.keys(inside).length === 0 ? [] : [[field.name, inside]]
      }),
    )

  it("opens the form holding the whole draft, but for the answers the dialog prefills", () => {
    const { title, slug, listing, ...rest } = newTreatmentDraft(answers, "2026-11-29")
    // What the save records (thisSave) is the review's, not the draft's.
    const { listing: listed, thisSave, ...defaults } = draftOfDefaults(treatmentFields())
    expect(defaults).toEqual(rest)
    expect(thisSave).toBeDefined()
    expect(listed).toEqual({ group: "more", order: 0, onHomePage: false })
    expect([title, slug, listing]).toEqual([answers.title, "stem-cell-therapy-for-wrist-pain", expect.anything()])
  })

  it("asks the four questions in the form's own words, the groups by their titles", () => {
    const questions = newTreatmentQuestions(config)!
    const listing = treatmentFields().find((field) => field.name === "listing")!.fields!
    expect(questions.title.label).toBe(treatmentFields().find((field) => field.name === "title")!.label)
    expect([questions.group.label, questions.order.label, questions.onHomePage.label]).toEqual(listing.map((field) => field.label))
    expect(questions.group.options).toEqual(listing[0].options)
    expect(questions.group.options.map((option) => option.value)).toContain("more")
  })

  it("opens the new entry at an address Decap prefills from, and refuses a heading Decap would escape", () => {
    const result = newTreatmentAddress({ title: "Runner's Knee", group: "more", order: 55, onHomePage: true }, "2026-11-29")
    expect("address" in result && result.address.startsWith("#/collections/treatments/new?")).toBe(true)
    const query = new URLSearchParams((result as { address: string }).address.split("?")[1])
    expect(Object.fromEntries(query)).toEqual({
      title: "Runner\u2019s Knee",
      slug: "runner-s-knee",
      "listing.group": "more",
      "listing.order": "55",
      "listing.onHomePage": "true",
      lastReviewed: "2026-11-29",
    })
    expect(newTreatmentAddress({ ...answers, title: "Knee & Hip" }, "2026-11-29")).toEqual({
      refused: expect.stringContaining('write "and" for &'),
    })
    expect(newTreatmentAddress({ ...answers, title: "  " }, "2026-11-29")).toEqual({ refused: "Write the page's heading." })
  })
})
