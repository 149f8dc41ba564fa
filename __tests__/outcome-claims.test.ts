/** @jest-environment node */
import fc from "fast-check"
import { checkContent } from "../src/lib/shared/content/rules/check"
import { OUTCOME_KINDS } from "../src/lib/shared/content/rules/claims/kinds"
import { claimsIn, outcomeClaims } from "../src/lib/shared/content/rules/claims/scan"
import { formatProblems, type ContentFile } from "../src/lib/shared/content/model/content-file"
import { variants } from "./support/claim-variants"
import { HONEST } from "./support/claims-corpus"
import { realContent, treatmentWithSection } from "./support/content-files"

/**
 * The kinds of claim the content check refuses without published evidence (docs/claims.md),
 * tried with sentences that are not in the content: generated from templates, so the guard
 * holds for the kind of claim, not for today's words.
 */
describe("a claim of outcome", () => {
  it.each(OUTCOME_KINDS)("is found in any %s sentence the generators write", (kind) => {
    fc.assert(
      fc.property(variants("en", kind), (text) => {
        expect(outcomeClaims(text).map((claim) => claim.kind)).toContain(kind)
      }),
      { numRuns: 150 },
    )
  })

  it.each(HONEST.en)("is not found in a text that claims nothing: %s", (text) => {
    expect(claimsIn(text)).toEqual([])
  })

  it("is not unsaid by words that compare: no other, nothing else", () => {
    expect(claimsIn("No other treatment can regenerate cartilage like ours.").map((claim) => claim.kind)).toEqual(
      expect.arrayContaining(["promise", "comparison"]),
    )
    expect(claimsIn("Nothing else works as well, and nothing else can repair a tendon.").map((claim) => claim.kind)).toEqual(
      expect.arrayContaining(["promise", "comparison"]),
    )
    expect(claimsIn("No treatment can regenerate cartilage.")).toEqual([])
  })

  it("is not found in a quotation the caller names (the regulation's own words)", () => {
    const quotation = "the repair, reconstruction, replacement, or supplementation of a recipient's cells or tissues"
    expect(outcomeClaims(`Homologous use means ${quotation}.`, [quotation])).toEqual([])
    expect(outcomeClaims(`Homologous use means ${quotation}.`)).toEqual([expect.objectContaining({ kind: "promise" })])
  })
})

/** A fixture site: one page with a question whose answer the test writes, and a figure with its evidence. */
function page(answer: string, claim: Record<string, unknown>): ContentFile[] {
  return [{ path: "pages/example.json", data: { questions: [{ question: "Does it work?", answer }], claim } }]
}
const study = {
  design: "randomizedControlledTrial",
  source: "https://doi.org/10.1000/example.17",
  measuredBy: "The trial's authors",
  patients: 120,
  period: "Treated in 2024, measured at 6 months",
  counts: { term: "less pain", meaning: "pain at least 2 points lower on a 0-10 scale" },
}
const options = { knownPaths: { has: () => true }, fileExists: () => true }
/** The problems of the content check's claim rules alone (the fixture has no schema, which it also reports). */
const claimProblems = (files: ContentFile[]) =>
  formatProblems(checkContent(files, options).filter((problem) => !/has no schema/.test(problem.message)))

describe("the content check on claims of outcome", () => {
  it("refuses any generated claim typed into an answer, naming the file, the field and the kind, and says what to write instead", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...OUTCOME_KINDS).chain((kind) => variants("en", kind)),
        (text) => {
          expect(claimProblems(page(text, { figure: "—", evidence: study }))).toMatch(
            /^content\/pages\/example\.json: field "questions\[0\]\.answer" makes a claim of outcome \(".+": .+\), which this text may not make\. [A-Z]/,
          )
        },
      ),
      { numRuns: 120 },
    )
  })

  it("says what to write instead, in the words of the kind", () => {
    expect(claimProblems(page("It helps reduce pain.", { evidence: study }))).toBe(
      `content/pages/example.json: field "questions[0].answer" makes a claim of outcome ("It helps": that the treatment works; "helps reduce": that the treatment works), which this text may not make. Say what patients may expect, not what they will get: 'Some patients notice less pain'`,
    )
  })

  it("accepts a figure of outcome beside a published controlled study, and an answer that makes no claim", () => {
    expect(
      claimProblems(
        page("It does not work for everyone.", { figure: "Nine in ten", text: "of patients reported less pain", evidence: study }),
      ),
    ).toBe("")
  })

  it("refuses a promise, a claim to spare surgery or of safety beside any evidence", () => {
    expect(
      claimProblems(
        page("Call us.", { figure: "62%", text: "of patients avoided knee replacement with a safe injection", evidence: study }),
      ),
    ).toBe(
      'content/pages/example.json: field "claim.text" makes a claim ("safe": that the treatment is safe, natural or free of risk; "avoided knee replacement": that it spares, delays or replaces surgery) that no study beside it can support. ' +
        "Name its risks instead: 'Every procedure has risks: pain, swelling or bruising where the needle goes in, and, rarely, infection'. " +
        "Say that it is one option to discuss and that some people still need surgery: 'Some people still need surgery later'",
    )
  })

  it("allows the clinic's own follow-up to describe satisfaction with care, never what the treatment did", () => {
    const followUp = {
      ...study,
      design: "clinicFollowUp",
      source: undefined,
      counts: { term: "satisfied", meaning: "answered that they were satisfied with their care" },
    }
    expect(
      claimProblems(
        page("Call us.", { figure: "85%", text: "of our patients said they were satisfied with their care", evidence: followUp }),
      ),
    ).toBe("")
    expect(claimProblems(page("Call us.", { figure: "85%", text: "of our patients report less pain", evidence: followUp }))).toMatch(
      /^content\/pages\/example\.json: field "claim\.text" makes a claim of outcome \("report less pain": that the treatment works\) beside the clinic's own follow-up, which may describe how satisfied patients were with their care, never what the treatment did/,
    )
  })

  it("refuses evidence that still says sample or placeholder unless the entry is marked sample", () => {
    const unfinished = { ...study, period: "Sample: the clinic states which treatment dates are included" }
    expect(claimProblems(page("Call us.", { figure: "90%", evidence: unfinished }))).toBe(
      'content/pages/example.json: field "claim.evidence.period" still says "Sample" ("Sample: the clinic states which treatment dates are included"): write the clinic\'s own record, or tick "Sample" on Claim until it has one',
    )
    expect(claimProblems(page("Call us.", { figure: "90%", evidence: { ...study, measuredBy: "Placeholder: who measured" } }))).toContain(
      'field "claim.evidence.measuredBy" still says "Placeholder"',
    )
    expect(claimProblems(page("Call us.", { figure: "90%", evidence: unfinished, sample: true }))).toBe("")
  })
})

/** An outcome figure of the content (the first treatment's stat section), its evidence replaced, checked with its file alone. */
const content = realContent()
function figureWith(evidence: Record<string, unknown>, sample?: boolean): string {
  const { file, index } = treatmentWithSection(content, "stat")
  const data = structuredClone(file.data) as { sections: Array<Record<string, unknown>> }
  data.sections[index] = { ...data.sections[index], evidence, sample }
  return formatProblems(checkContent([{ path: file.path, data }], options))
}

describe("an outcome figure's evidence", () => {
  const field = (name: string) => new RegExp(`field "sections\\[\\d+\\]\\.evidence\\.${name.replace(/\./g, "\\.")}" `)

  it.each([
    ["a DOI", "https://doi.org/10.1016/j.example.2024.01.002"],
    ["a PubMed record", "https://pubmed.ncbi.nlm.nih.gov/31234567/"],
  ])("accepts a published controlled study named by %s", (_, source) => {
    expect(figureWith({ ...study, source })).toBe("")
  })

  it.each(["https://example.com/our-results", "Our own chart review", "https://www.clinic.example/study.pdf"])(
    "refuses a source that is not a published study: %s",
    (source) => {
      expect(figureWith({ ...study, source })).toMatch(field("source"))
      expect(figureWith({ ...study, source })).toContain("must be the published study's DOI link")
    },
  )

  it("needs its kind of study and, for a published one, its link", () => {
    expect(figureWith({ ...study, design: undefined })).toMatch(new RegExp(`${field("design").source}must name the kind of study`))
    expect(figureWith({ ...study, source: undefined })).toMatch(new RegExp(`${field("source").source}must link the published study`))
  })

  it("lets a sample leave its study a placeholder, which the launch guard blocks, and no real figure", () => {
    const placeholder = { ...study, design: undefined, source: "Placeholder: the DOI or PubMed link of the published controlled study" }
    expect(figureWith(placeholder, true)).toBe("")
    expect(figureWith(placeholder)).toMatch(field("source"))
  })

  it.each(["avoid surgery", "cartilage regeneration", "a successful result", "cure"])("refuses %s as what a figure counts", (term) => {
    expect(figureWith({ ...study, counts: { term, meaning: "as reported" } })).toMatch(
      new RegExp(`${field("counts.term").source}may not be "avoid surgery", "regeneration", "success"`),
    )
  })

  it("refuses the clinic's own follow-up as the source of a figure of outcome", () => {
    const followUp = { ...study, design: "clinicFollowUp", source: undefined, counts: { term: "improvement", meaning: "felt better" } }
    expect(figureWith(followUp)).toMatch(new RegExp(`${field("counts.term").source}must be satisfaction with care`))
    expect(figureWith({ ...followUp, counts: { term: "satisfied", meaning: "were satisfied with their care" } })).not.toMatch(
      field("counts.term"),
    )
  })
})
