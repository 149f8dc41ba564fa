import fs from "node:fs"
import path from "node:path"
import * as Immutable from "immutable"
import fc from "fast-check"
import { checkEditedFile, problemsOfEditedFile } from "../src/lib/editor/content-check"
import { refusalsAtFields } from "../src/lib/shared/content/wording/field-words"
import { listRefusalsInNotification } from "../src/lib/editor/refusals-in-notification"
import { BLOCKED_SAVE_NOTE } from "../src/lib/editor/decap-phrases"
import { refuseUnapprovedPublish } from "../src/lib/editor/setup"
import { reviewPolicyOf } from "../src/lib/shared/content/review/approvals"
import type { EditorSettings } from "../src/lib/shared/editor-settings"
import { isInformationOnly } from "../src/lib/shared/content/rules/offered"
import { type AnyData, realContent, treatmentFiles, treatmentWithSection } from "./support/content-files"

/**
 * What the staff read when the editor refuses a save (the build's content check, run before each
 * save): one refusal of each kind of rule, each naming the field by its label in the form and the
 * list items it sits in, never by a JSON path ("categories[0].questions[3]", "procedure.harvest"),
 * in sentence case, at most two short sentences, never a schema's own text, with what to write
 * instead where the rule has a suggestion; beside the field the same words as in the notification.
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

/** The notification's lines (each field's path and its refusal) and what the form shows beside each field. */
interface Refusal {
  notification: string
  beside: string[]
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reaches into any field of a content file
function refusal(file: string, change: (data: any) => void): Refusal {
  const data = read(file)
  change(data)
  const problems = problemsOfEditedFile(file, data, { context })
  return {
    notification: checkEditedFile(file, data, { context }),
    beside: refusalsAtFields(file, data, problems).map((shown) => shown.message),
  }
}

/** A schema's own text, which staff must never read. */
const SCHEMA_TEXT =
  /invalid (input|discriminator|option|type|union)|expected [a-z]+, received|expected '|must be true\b|\bundefined\b|\bnull\b/i

/** The sentences of a refusal: a full stop inside quotation marks ends none. */
function sentencesOf(text: string): string[] {
  const unquoted = text.replace(/"[^"]*"|(?<!\w)'[^']*'(?!\w)/g, "“”")
  return unquoted.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.trim() !== "")
}

const wordsOf = (text: string) => text.split(/\s+/).filter((word) => /\w/.test(word))

/** Why `text` is not a refusal a person reads, or "" when it is one. */
function unreadable(text: string): string {
  if (!/^[A-Z0-9"]/.test(text)) return "does not start with a capital"
  const words = wordsOf(text.replace(/"[^"]*"/g, "")).filter((word) => /[A-Za-z]{2}/.test(word))
  if (words.filter((word) => word === word.toUpperCase()).length > words.length / 2) return "is written in capitals"
  if (sentencesOf(text).length > 2) return `has ${sentencesOf(text).length} sentences`
  if (wordsOf(text).length > 35) return `has ${wordsOf(text).length} words`
  if (SCHEMA_TEXT.test(text)) return "gives a schema's own text"
  return ""
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

const CASES: Array<{ rule: string; message: () => Refusal | string; names: string | RegExp; suggests?: RegExp }> = [
  {
    rule: "a field's pattern (the schema)",
    message: () => refusal("site.json", (site) => (site.phone = "555-0147")),
    names: /^Phone must be written like "\(212\) 555-0147"\.$/m,
    suggests: /like "\(212\) 555-0147"/,
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
    names: /^Registered clinical study is only for an investigational treatment\. Tick Investigational under FDA status/m,
    suggests: /Tick Investigational under FDA status/,
  },
  {
    rule: "a claim of outcome where the form has no place for evidence (a FAQ answer)",
    message: () =>
      refusal("pages/faq.json", (faq) => (faq.categories[0].questions[LAST_QUESTION - 1].answer += " 90% of our patients improve.")),
    names: new RegExp(
      `^Topics 1 › Questions ${LAST_QUESTION} › Answer makes a claim of outcome \\("90%"\\)\\. Say what a patient may expect`,
      "m",
    ),
    suggests: /Say what a patient may expect: 'Some patients notice less pain/,
  },
  {
    rule: "a claim of outcome in an entry that can carry its evidence (a research card)",
    message: () =>
      refusal(WITH_EVIDENCE, (treatment) => {
        const cards = treatment.sections[sectionOf(treatment, "research")].cards
        delete cards[0].evidence
        cards[0].summary = "Most patients report less pain."
      }),
    names: /^Sections \d+ › Studies 1 › Summary makes a claim of outcome \("Most patients", "report less pain"\) without its evidence\./m,
    suggests: /Say what a patient may expect: 'Some patients notice less pain/,
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
    names: /^Sections \d+ › Studies \d+ › Evidence › What the figure counts › Word must be satisfaction with care, such as "satisfied"\./m,
    suggests: /such as "satisfied"/,
  },
  {
    rule: "an outcome figure whose study is not a published one (no DOI or PubMed link)",
    message: () =>
      refusal(WITH_FIGURE, (treatment) => {
        const figure = treatment.sections[sectionOf(treatment, "stat")]
        figure.evidence = { ...figure.evidence, design: "randomizedControlledTrial", source: "https://example.com/our-results" }
      }),
    names: /^Sections \d+ › Evidence › Link to the published study must be the published study's DOI link or PubMed link/m,
  },
  {
    rule: "a claim of outcome in a page's own text",
    message: () => refusal(OFFERED, (treatment) => (treatment.intro += " Results last for years.")),
    names: /^Introduction makes a claim of outcome \("last for years", "Results last for years"\)\. /m,
    suggests: /'We cannot tell you how long any benefit would last'/,
  },
  {
    rule: "an instruction the clinic words once (shared wording)",
    message: () => refusal(OFFERED, (treatment) => (treatment.procedure.preparation = "Stop NSAIDs two days before.")),
    names: /^Procedure facts › Preparation mentions "Stop NSAID" without the clinic's one wording of it\./m,
    suggests: /Copy that wording word for word from Shared › Same wording everywhere 1 › Whole wording\./,
  },
  {
    rule: "a price outside its wording",
    message: () => refusal(OFFERED, (treatment) => (treatment.card.description = "From $99.")),
    names: /^Card › Card text names the price "\$99"\./m,
    suggests: /Give prices only in Shared › Same wording everywhere, and copy that wording here\./,
  },
  {
    rule: "a product the clinic does not offer (exosomes)",
    message: () => refusal("pages/faq.json", (faq) => (faq.categories[1].questions[0].answer = "We do not use exosomes.")),
    names: /^Topics 2 › Questions 1 › Answer names exosomes\./m,
    suggests: /Leave them out/,
  },
  {
    rule: "a term of FDA rules without the regulation's words",
    message: () => refusal("pages/faq.json", (faq) => (faq.categories[0].questions[0].answer = "Our cells are minimally manipulated.")),
    names: /^Topics 1 › Questions 1 › Answer names "minimally manipulated", a term of FDA rules\./m,
    suggests: /copy the regulation's words and link from Shared › FDA rule terms 1 › Regulation's wor/,
  },
  {
    rule: "a testimonial without its patient's consent",
    message: () =>
      refusal("pages/testimonials.json", (page) => {
        // A real story whose consent is not recorded, whether or not the clinic's stories have one today.
        page.entries[0].sample = false
        delete page.entries[0].consent
      }),
    names: /^Stories 1 gives a patient's words and photo without the record of their consent\./m,
    suggests: /Fill in every field of "Patient's consent"/,
  },
  {
    rule: "an investigational treatment without a study (information only)",
    message: () => refusal(INFORMATION_ONLY, (treatment) => (treatment.intro += " Treatment usually costs $3,000.")),
    names: /^Introduction names a price \("\$3,000"\)\./m,
    suggests: /Remove it: a treatment given only in a registered study/,
  },
  {
    rule: "a procedure's risks (a guidance it does not name)",
    message: () =>
      refusal(OFFERED, (treatment) => {
        treatment.procedure.guidance = ["ultrasound"]
        treatment.procedure.howPerformed = "Guided by fluoroscopy."
      }),
    names: /^[^\n]+ mentions fluoroscopy, but Procedure facts › What guides the needle does not name "fluoroscopy"\./m,
    suggests: /Name it there/,
  },
  {
    rule: "a number of days for stopping a blood thinner",
    message: () => refusal("pages/faq.json", (faq) => (faq.categories[0].questions[0].answer = "Stop your blood thinner 3 days before.")),
    names: /^Topics 1 › Questions 1 › Answer gives a number of days for stopping a blood thinner\./m,
    suggests: /the clinic asks the doctor who prescribed it/,
  },
  {
    rule: "a legal basis missing one of its facts",
    message: () => refusal(OFFERED, (treatment) => (treatment.legalBasis = [{ harvest: "blood", device: "A centrifuge" }])),
    names: /^Legal basis of each harvest 1 › 510\(k\) number is needed\. Platelet-rich plasma is a blood product/m,
    suggests: /name the device and its 510\(k\) number/,
  },
  {
    rule: "a credential of the physician written twice",
    message: () => refusal("pages/about.json", (about) => (about.intro = "Our board-certified physician sees you.")),
    names: /^Introduction states a credential of the physician \("board-certified"\)\./m,
    suggests: /Remove it here: credentials are written once, in Site › Physician/,
  },
  {
    rule: "the privacy policy's list of what the forms collect",
    message: () =>
      refusal("compliance/privacy-policy.json", (policy) => {
        const section = policy.sections.find((candidate: { collects?: unknown }) => candidate.collects)
        section.collects = section.collects.slice(1)
      }),
    names: /^Sections \d+ › What the forms collect does not say what the consultation forms do with "First name", "Last name", "Name"\./m,
    suggests: /Add a point naming them in its "Form fields"/,
  },
  {
    rule: "a sentence too long for every patient to read (plain language)",
    message: () =>
      refusal("pages/faq.json", (faq) => {
        faq.categories[0].questions[0].answer =
          "Notwithstanding the aforementioned considerations regarding autologous mesenchymal stromal cellular preparations administered intra-articularly under fluoroscopic guidance, practitioners contemplating therapeutic interventions must meticulously evaluate contraindications, comorbidities, pharmacological interactions and individualized patient-specific circumstances before proceeding."
      }),
    names: /^Topics 1 › Questions 1 › Answer has a sentence of \d+ words\./m,
    suggests: /Write it in shorter sentences and everyday words/,
  },
  {
    rule: "an exemption from FDA rules",
    message: () => refusal("pages/faq.json", (faq) => (faq.categories[0].questions[0].answer = "This treatment is exempt from FDA rules.")),
    names: /^Topics 1 › Questions 1 › Answer speaks of an exemption from FDA rules \("exempt"\)\./m,
    suggests: /Leave it out: the site claims no exemption/,
  },
  {
    rule: "the launch guard (when the live site's editor publishes)",
    message: () => publishRefusal("pages/faq.json", (faq) => (faq.categories[0].questions[0].sample = true)),
    names: /^Topics 1 › Questions 1 is marked "Sample \(not real\)"\./m,
  },
]

describe("the editor's refusals, as the staff read them", () => {
  it.each(CASES)("$rule: names the field by its label and item, with no JSON path", ({ message, names }) => {
    const shown = message()
    const text = typeof shown === "string" ? shown : shown.notification
    expect(text).toMatch(names)
    expect(jsonPathsIn(text)).toEqual([])
  })

  it.each(CASES)("$rule: reads as one or two short sentences in sentence case, with what to write instead", ({ message, suggests }) => {
    const shown = message()
    const beside = typeof shown === "string" ? [] : shown.beside
    // A refused publish lists what the live site may not show after its own account of the approvals.
    const lines = typeof shown === "string" ? shown.split(/may not show:\n/)[1].split("\n") : beside
    expect(lines.length).toBeGreaterThan(0)
    for (const line of lines) expect({ line, unreadable: unreadable(line.split(" › ").at(-1)!) }).toEqual({ line, unreadable: "" })
    if (suggests) expect(lines.join("\n")).toMatch(suggests)
  })

  it.each(CASES.filter((example) => typeof example.message() !== "string"))(
    "$rule: says the same words beside the field as in the notification",
    ({ message }) => {
      const { notification, beside } = message() as Refusal
      for (const line of beside) expect(notification).toContain(line.slice(line.indexOf(" ")))
    },
  )

  it("finds an unreadable refusal, so the checks above can fail", () => {
    expect(unreadable("INVALID INPUT: EXPECTED STRING, RECEIVED UNDEFINED")).toBe("is written in capitals")
    expect(unreadable("Title: Invalid input: expected string, received undefined")).toBe("gives a schema's own text")
    expect(unreadable("answer makes a claim.")).toBe("does not start with a capital")
    expect(unreadable("Answer makes a claim. Say less. Say it 'like this. really'.")).toBe("has 3 sentences")
    expect(unreadable(`Answer ${"makes ".repeat(35)}a claim.`)).toBe("has 38 words")
  })

  it("finds a JSON path where one is left, so the check above can fail", () => {
    expect(jsonPathsIn('content/pages/faq.json: field "categories[0].questions[3]" (content/shared.json, sameWording[0].text)')).toEqual(
      expect.arrayContaining(["content/", "faq.json", "[0]", "[3]", "shared.json"]),
    )
    expect(jsonPathsIn("needs procedure.status for its structured data")).toEqual(["procedure.status"])
  })
})

/** Every place in `value` a form's field can hold: each object's fields and each list's items, with their paths. */
function placesIn(value: unknown, path: Array<string | number> = []): Array<Array<string | number>> {
  if (Array.isArray(value)) return value.flatMap((item, index) => [[...path, index], ...placesIn(item, [...path, index])])
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => [[...path, key], ...placesIn(item, [...path, key])])
  }
  return []
}

describe("a refusal of any shape a schema refuses", () => {
  const english = realContent().filter((file) => !/^(es|fr|ht)\//.test(file.path))
  /** A value of another shape than a field holds: missing, empty, of another type, or a group of unknown fields. */
  const otherShape = fc.oneof(
    fc.constant(undefined),
    fc.constant(null),
    fc.constant(""),
    fc.string({ maxLength: 12 }),
    fc.integer(),
    fc.boolean(),
    fc.constant([]),
    fc.array(fc.string({ maxLength: 6 }), { minLength: 1, maxLength: 2 }),
    fc.dictionary(fc.stringMatching(/^[a-z][A-Za-z]{0,5}$/), fc.string({ maxLength: 6 }), {
      minKeys: 1,
      maxKeys: 2,
      noNullPrototype: true,
    }),
  )

  it("is read as the staff read every other refusal, never in the schema's own words", () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), otherShape, (fileIndex, placeIndex, replacement) => {
        const file = english[fileIndex % english.length]
        const data = JSON.parse(JSON.stringify(file.data)) as AnyData
        const places = placesIn(data)
        const place = places[placeIndex % places.length]
        const holder = place.slice(0, -1).reduce<AnyData>((value, part) => value[part], data)
        const key = String(place.at(-1))
        if (replacement === undefined && !Array.isArray(holder)) delete holder[key]
        else (holder as AnyData)[key] = replacement
        const problems = problemsOfEditedFile(file.path, data, { context })
        for (const shown of refusalsAtFields(file.path, data, problems)) {
          expect({ refusal: shown.message, unreadable: unreadable(shown.message.split(" › ").at(-1)!) }).toEqual({
            refusal: shown.message,
            unreadable: "",
          })
        }
      }),
      { numRuns: 300 },
    )
  })
})

describe("Decap's notification of a blocked save", () => {
  it("lists the refusals beside the fields in the same words, each once", async () => {
    const { beside } = refusal("site.json", (site) => (site.phone = "555-0147"))
    listRefusalsInNotification(document, () => [...beside, ...beside])
    // react-toastify's toast, as Decap shows its notification.
    document.body.innerHTML = `<div class="Toastify"><div class="Toastify__toast" role="alert"><div class="Toastify__toast-body"><div>${BLOCKED_SAVE_NOTE}</div></div></div></div>`
    await new Promise((resolve) => setTimeout(resolve, 0))
    const items = Array.from(document.querySelectorAll(".Toastify__toast-body li"), (item) => item.textContent)
    expect(items).toEqual(['Phone must be written like "(212) 555-0147".'])
  })
})
