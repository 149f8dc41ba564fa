import fs from "node:fs"
import path from "node:path"
import * as Immutable from "immutable"
import { checkEditedFile } from "../src/lib/editor/content-check"
import { refuseUnapprovedPublish } from "../src/lib/editor/setup"
import { reviewPolicyOf } from "../src/lib/shared/content/review/approvals"
import type { EditorSettings } from "../src/lib/shared/editor-settings"
import { isInformationOnly } from "../src/lib/shared/content/rules/offered"
import { type AnyData, realContent, treatmentFiles, treatmentWithSection } from "./support/content-files"

/**
 * What the staff read when the editor refuses a save (the build's content check, run before each
 * save): one refusal of each kind of rule, each naming the field by its label in the form and the
 * list items it sits in, never by a JSON path ("categories[0].questions[3]", "procedure.harvest").
 */
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(__dirname, "../content", file), "utf8"))
const context = [{ path: "shared.json", data: read("shared.json") }]

/**
 * The treatments each case changes, chosen by kind, never by name, so staff may add, rename or
 * remove any: one the clinic offers, one given as information only, one whose research section
 * has a study with its evidence, one with an outcome figure.
 */
const treatments = treatmentFiles(realContent())
const kindOf = (what: string, test: (data: AnyData) => boolean) => {
  const found = treatments.find((file) => test(file.data as AnyData))
  if (!found) throw new Error(`no treatment is ${what}`)
  return found.path
}
const OFFERED = kindOf("offered (not investigational)", (data) => data.fdaStatus?.investigational !== true)
const INFORMATION_ONLY = kindOf("information only", (data) => isInformationOnly(data))
const WITH_EVIDENCE = kindOf("described with a study's evidence in its research section", (data) =>
  data.sections.some((section: AnyData) => section.kind === "research" && section.cards.some((card: AnyData) => card.evidence)),
)
const WITH_FIGURE = treatmentWithSection(treatments, "stat").file.path
/** The last question of the FAQ's first topic, and its number as the form shows it. */
const LAST_QUESTION = (read("pages/faq.json") as AnyData).categories[0].questions.length

/**
 * The JSON paths and file names in a message: an index ("[0]"), dotted keys ("procedure.status",
 * "shared.json"), a path under content/; not in an outside address or in quoted words of the content.
 */
function jsonPathsIn(message: string): string[] {
  const words = message.replace(/https?:\/\/\S+/g, "").replace(/"[^"]* [^"]*"/g, '""')
  return [...words.matchAll(/\[\d+\]|(?<![\w.])[A-Za-z_]\w*\.[A-Za-z_]\w*(?![\w/])|\bcontent\//g)].map((match) => match[0])
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reaches into any field of a content file
function refusal(file: string, change: (data: any) => void): string {
  const data = read(file)
  change(data)
  return checkEditedFile(file, data, { context })
}

/** What the live site's editor says when staff publish a draft of `file` changed by `change`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reaches into any field of a content file
function publishRefusal(file: string, change: (data: any) => void): string {
  const data = read(file)
  change(data)
  const entry = Immutable.fromJS({ path: `content/${file}`, collection: "pages", data })
  const settings = { workflow: true, production: true, review: reviewPolicyOf([]), context } as unknown as EditorSettings
  try {
    refuseUnapprovedPublish(entry, settings)
    return ""
  } catch (error) {
    return (error as Error).message
  }
}

const sectionOf = (treatment: { sections: Array<{ kind: string }> }, kind: string) =>
  treatment.sections.findIndex((section) => section.kind === kind)

const CASES: Array<{ rule: string; message: () => string; names: string | RegExp }> = [
  {
    rule: "a field's pattern (the schema)",
    message: () => refusal("site.json", (site) => (site.phone = "555-0147")),
    names: /^Phone: must be written like/m,
  },
  {
    rule: "a rule of the schema on a field inside an object",
    message: () =>
      refusal(
        OFFERED,
        (treatment) =>
          (treatment.study = {
            registration: "NCT01234567",
            irb: "Ethics board",
            ind: "123456",
            recruitment: { paragraphs: ["Join us."], irbApproved: "2026-10-01" },
          }),
      ),
    names: /^Registered clinical study: is only for an investigational treatment: tick Investigational under FDA status/m,
  },
  {
    rule: "a claim of outcome where the form has no place for evidence (a FAQ answer)",
    message: () =>
      refusal("pages/faq.json", (faq) => (faq.categories[0].questions[LAST_QUESTION - 1].answer += " 90% of our patients improve.")),
    names: new RegExp(
      `^Topics 1 › Questions ${LAST_QUESTION} › Answer: makes a claim of outcome \\("90%": a proportion of patients\\), which this text may not make\\. Give a proportion only beside the published controlled study that measured it; elsewhere say what a patient may expect`,
      "m",
    ),
  },
  {
    rule: "a claim of outcome in an entry that can carry its evidence (a research card)",
    message: () =>
      refusal(WITH_EVIDENCE, (treatment) => {
        const cards = treatment.sections[sectionOf(treatment, "research")].cards
        delete cards[0].evidence
        cards[0].summary = "Most patients report less pain."
      }),
    names:
      /^Sections \d+ › Studies 1 › Summary: makes a claim of outcome \("Most patients": a proportion of patients; "report less pain": that the treatment works\) without its evidence\. .* Or, if a published controlled study measured it, fill in "Evidence" of Sections \d+ › Studies 1 \(its design and link/m,
  },
  {
    rule: "an outcome figure of what the treatment did, measured by the clinic's own follow-up",
    message: () =>
      refusal(WITH_EVIDENCE, (treatment) => {
        const card = treatment.sections[sectionOf(treatment, "research")].cards.find(
          (candidate: { evidence?: unknown }) => candidate.evidence,
        )
        card.evidence = {
          ...card.evidence,
          design: "clinicFollowUp",
          source: undefined,
          counts: { term: "improvement", meaning: "less pain" },
        }
      }),
    names: /^Sections \d+ › Studies \d+ › Evidence › What the figure counts › Word: must be satisfaction with care, such as "satisfied"/m,
  },
  {
    rule: "an outcome figure whose study is not a published one (no DOI or PubMed link)",
    message: () =>
      refusal(WITH_FIGURE, (treatment) => {
        const figure = treatment.sections[sectionOf(treatment, "stat")]
        figure.evidence = { ...figure.evidence, design: "randomizedControlledTrial", source: "https://example.com/our-results" }
      }),
    names:
      /^Sections \d+ › Evidence › Link to the published study: must be the published study's DOI link \(https:\/\/doi\.org\/10\.…\) or PubMed link/m,
  },
  {
    rule: "a claim of outcome in a page's own text",
    message: () => refusal(OFFERED, (treatment) => (treatment.intro += " Results last for years.")),
    names: /^Introduction: makes a claim of outcome/m,
  },
  {
    rule: "an instruction the clinic words once (shared wording)",
    message: () => refusal(OFFERED, (treatment) => (treatment.procedure.preparation = "Stop NSAIDs two days before.")),
    names:
      /^Procedure facts › Preparation: mentions "Stop NSAID" without the clinic's one wording of it \(Shared › Same wording everywhere 1 › Whole wording\)/m,
  },
  {
    rule: "a price outside its wording",
    message: () => refusal(OFFERED, (treatment) => (treatment.card.description = "From $99.")),
    names:
      /^Card › Card text: names the price "\$99" outside the clinic's one wording of it: give the price in Shared › Same wording everywhere,/m,
  },
  {
    rule: "a product the clinic does not offer (exosomes)",
    message: () => refusal("pages/faq.json", (faq) => (faq.categories[1].questions[0].answer = "We do not use exosomes.")),
    names: /^Topics 2 › Questions 1 › Answer: names exosomes/m,
  },
  {
    rule: "a term of FDA rules without the regulation's words",
    message: () => refusal("pages/faq.json", (faq) => (faq.categories[0].questions[0].answer = "Our cells are minimally manipulated.")),
    names: /^Topics 1 › Questions 1 › Answer: names "minimally manipulated", .* \(Shared › FDA rule terms 1 › Regulation's wor/m,
  },
  {
    rule: "a testimonial without its patient's consent",
    message: () =>
      refusal("pages/testimonials.json", (page) => {
        // A real story whose consent is not recorded, whether or not the clinic's stories have one today.
        page.entries[0].sample = false
        delete page.entries[0].consent
      }),
    names: /^Stories 1: gives a patient's words and photo without the record of their consent: fill in "Patient's consent"/m,
  },
  {
    rule: "an investigational treatment without a study (information only)",
    message: () => refusal(INFORMATION_ONLY, (treatment) => (treatment.intro += " Treatment usually costs $3,000.")),
    names: /^Introduction: names a price .* an investigational treatment without a registered study \(its registration, the ethics board/m,
  },
  {
    rule: "a procedure's risks (a guidance it does not name)",
    message: () =>
      refusal(OFFERED, (treatment) => {
        treatment.procedure.guidance = ["ultrasound"]
        treatment.procedure.howPerformed = "Guided by fluoroscopy."
      }),
    names: /^[^\n]+: mentions fluoroscopy \("\w+"\), but Procedure facts › What guides the needle does not name "fluoroscopy"/m,
  },
  {
    rule: "a number of days for stopping a blood thinner",
    message: () => refusal("pages/faq.json", (faq) => (faq.categories[0].questions[0].answer = "Stop your blood thinner 3 days before.")),
    names:
      /^Topics 1 › Questions 1 › Answer: gives a number of days or weeks for stopping a blood thinner \("Stop your blood thinner 3 days before\."\)/m,
  },
  {
    rule: "a legal basis missing one of its facts",
    message: () => refusal(OFFERED, (treatment) => (treatment.legalBasis = [{ harvest: "blood", device: "A centrifuge" }])),
    names: /^Legal basis of each harvest 1 › 510\(k\) number: is needed: platelet-rich plasma is a blood product/m,
  },
  {
    rule: "a credential of the physician written twice",
    message: () => refusal("pages/about.json", (about) => (about.intro = "Our board-certified physician sees you.")),
    names: /^Introduction: states a credential of the physician \("board-certified"\): credentials are written once, in Site › Physician,/m,
  },
  {
    rule: "the privacy policy's list of what the forms collect",
    message: () =>
      refusal("compliance/privacy-policy.json", (policy) => {
        const section = policy.sections.find((candidate: { collects?: unknown }) => candidate.collects)
        section.collects = section.collects.slice(1)
      }),
    names:
      /^Sections \d+ › What the forms collect: does not say what the consultation forms do with "First name", "Last name", "Name": add a point naming them in its "Form fields"/m,
  },
  {
    rule: "the launch guard (when the live site's editor publishes)",
    message: () => publishRefusal("pages/faq.json", (faq) => (faq.categories[0].questions[0].sample = true)),
    names: /^Topics 1 › Questions 1: is marked "Sample \(not real\)"/m,
  },
]

describe("the editor's refusals, as the staff read them", () => {
  it.each(CASES)("$rule: names the field by its label and item, with no JSON path", ({ message, names }) => {
    const text = message()
    expect(text).toMatch(names)
    expect(jsonPathsIn(text)).toEqual([])
  })

  it("finds a JSON path where one is left, so the check above can fail", () => {
    expect(jsonPathsIn('content/pages/faq.json: field "categories[0].questions[3]" (content/shared.json, sameWording[0].text)')).toEqual(
      expect.arrayContaining(["content/", "faq.json", "[0]", "[3]", "shared.json"]),
    )
    expect(jsonPathsIn("needs procedure.status for its structured data")).toEqual(["procedure.status"])
  })
})
