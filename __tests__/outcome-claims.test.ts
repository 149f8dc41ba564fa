/** @jest-environment node */
import fc from "fast-check"
import { checkContent } from "../src/lib/shared/content/check"
import { outcomeClaim, outcomeClaims } from "../src/lib/shared/content/claims"
import { formatProblems, type ContentFile } from "../src/lib/shared/content/content-file"

/**
 * The kinds of claim the content check refuses without evidence (DECISIONS, turn 3), tried with
 * sentences that are not in the content: generated from number words, numerals and templates, so
 * the guard holds for the kind of claim, not for today's words.
 */
const UNITS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
const TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
const numberWord = fc.oneof(
  fc.constantFrom(...UNITS, "ten", "eleven", "twelve", "fifteen", ...TENS),
  fc.tuple(fc.constantFrom(...TENS), fc.constantFrom("-", " "), fc.constantFrom(...UNITS)).map((parts) => parts.join("")),
)
const numeral = fc.integer({ min: 1, max: 99 }).map(String)
const number = fc.oneof(numberWord, numeral)
const people = fc.constantFrom("patients", "people", "men", "women", "of our patients", "of the people we treat")
const outcome = fc.constantFrom("report improvement", "feel better", "are pain free", "walk again", "are satisfied", "improve")
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
const sentence = (parts: string[]) => `${capital(parts.filter(Boolean).join(" "))}.`

const proportions = fc.oneof(
  fc.tuple(number, fc.constantFrom("in", "of", "out of", "out of every"), number, people, outcome).map(sentence),
  fc
    .tuple(number, fc.constantFrom("percent", "per cent", "%"), people, outcome)
    .map(([n, unit, who, what]) => sentence([unit === "%" ? `${n}%` : `${n} ${unit}`, who, what])),
  fc.tuple(numeral, numeral, people, outcome).map(([a, b, who, what]) => sentence([`${a}-${b}%`, who, what])),
  fc
    .tuple(fc.constantFrom("most", "many", "nearly all", "almost all", "the majority of", "the vast majority of"), people, outcome)
    .map(sentence),
  fc.tuple(fc.constantFrom("half of", "a third of", "two thirds of", "three quarters of"), people, outcome).map(sentence),
  fc.tuple(fc.constantFrom("almost everyone we treat", "nearly everybody"), outcome).map(sentence),
  fc.constantFrom("Our success rate is high.", "A high rate of success in knees."),
  fc
    .tuple(fc.constantFrom("In our experience", "At follow-up"), fc.constantFrom("most report improvement", "the majority improve"))
    .map(([start, rest]) => `${start}, ${rest}.`),
)

const durations = fc.oneof(
  fc
    .tuple(
      fc.constantFrom("results", "benefits", "relief", "the improvement", "the effect"),
      fc.constantFrom("", "often", "usually", "can", "may", "typically"),
      fc.constantFrom("last", "lasts"),
      fc.constantFrom("", "for", "up to", "at least", "about"),
      fc.oneof(
        numeral,
        numberWord,
        fc.tuple(numeral, numeral).map(([a, b]) => `${a}-${b}`),
      ),
      fc.constantFrom("years", "months", "years or longer"),
    )
    .map((parts) => sentence(parts.filter(Boolean))),
  fc
    .tuple(
      fc.constantFrom("benefits", "results", "relief"),
      fc.constantFrom("can last", "persist", "remain"),
      fc.constantFrom("for years", "long term", "for decades"),
    )
    .map(sentence),
  fc
    .tuple(
      fc.constantFrom("long-lasting", "lasting", "permanent", "durable"),
      fc.constantFrom("relief", "results", "benefit", "improvement"),
    )
    .map(([adjective, noun]) => sentence(["enjoy", adjective, noun])),
)

const promises = fc.oneof(
  fc
    .tuple(
      fc.constantFrom("your cells", "the treatment", "this therapy", "stem cells"),
      fc.constantFrom(
        "regenerate",
        "regenerates",
        "regrow",
        "regrows",
        "repair",
        "repairs",
        "reverse",
        "reverses",
        "rebuild",
        "rebuilds",
        "can regenerate",
        "will repair",
      ),
      fc.constantFrom("cartilage", "damaged tendons", "worn joints", "your hair", "nerve damage", "arthritis"),
    )
    .map(sentence),
  fc.constantFrom("Cartilage regeneration in weeks.", "See the regrowth for yourself.", "Your hair grows back.", "Expect new cartilage."),
  fc
    .tuple(
      fc.constantFrom("your cells", "the treatment", "this therapy", "PRP"),
      fc.constantFrom("cures", "can cure", "heals", "will heal", "restores", "eliminates", "ends", "gets rid of"),
      fc.constantFrom("the damaged joint", "your knee pain", "the torn tendon", "arthritis", "your pain", "function"),
    )
    .filter(([, verb, object]) => !/^(?:ends|gets rid of)$/.test(verb) || /pain/.test(object))
    .filter(([, verb, object]) => !/heal/.test(verb) || /^(?:the|your)\b/.test(object))
    .map(sentence),
  fc.constantFrom("A cure for arthritis.", "Live pain-free again.", "A curative injection."),
)

const certainty = fc.oneof(
  fc
    .tuple(
      fc.constantFrom("the treatment is", "our injections are", "this therapy is", "stem cell therapy is"),
      fc.constantFrom(
        "clinically proven",
        "scientifically proven",
        "proven to work",
        "guaranteed",
        "completely safe",
        "risk-free",
        "100% safe",
        "safe and effective",
      ),
    )
    .map(sentence),
  fc.constantFrom("No side effects and no downtime.", "We guarantee results.", "Proven results for knees."),
)

const surgery = fc.oneof(
  fc
    .tuple(
      fc.constantFrom("pain relief", "healing", "a better knee", "results"),
      fc.constantFrom("without surgery", "without an operation", "without needing surgery", "without knee replacement"),
    )
    .map(sentence),
  fc
    .tuple(
      fc.constantFrom("most patients", "you can", "patients", "help you"),
      fc.constantFrom("avoid", "skip", "no longer need"),
      fc.constantFrom("surgery", "knee replacement", "hip replacement surgery", "an operation", "joint replacement"),
    )
    .map(sentence),
)

/** Texts that state no outcome: instructions, descriptions of the procedure, risks, honest limits. */
const plainTexts = [
  "Stop NSAIDs one week before.",
  "The visit takes 2-3 hours including preparation and recovery time; the injection itself is shorter.",
  "Follow-up visits at 2 weeks, 6 weeks and 3 months.",
  "Regenerative medicine uses cells from your own body.",
  "A needle instead of a large incision: this is not surgery.",
  "Some people feel little or no change, and some still need surgery later.",
  "Research has not shown that it can regrow cartilage.",
  "The treatment does not repair a torn tendon.",
  "Avoid high-impact activity for 4 weeks.",
  "An erection that lasts more than 4 hours is an emergency.",
  "Long-lasting back pain from worn discs.",
  "If the treatment helps, improvement may take 4-8 weeks to notice.",
  "Rated {rating} out of 5",
  "The page shows who measured it and how many patients were asked.",
  "In studies, cells are given in one of two ways.",
  "Studies differ in how many are used and how many improve.",
  "It is not a cure, and its benefits are not proven.",
  "There is no guarantee that it will help you.",
  "No treatment is risk-free.",
  "We do not quote a success rate.",
  "Hair restoration uses your own platelets.",
  "Healing takes time: give the tissue six weeks to heal.",
  "The FDA has not reviewed it for safety or effectiveness.",
]

describe("a claim of outcome", () => {
  it.each([
    ["proportion", proportions],
    ["duration", durations],
    ["promise", promises],
    ["surgery", surgery],
    ["certainty", certainty],
  ] as const)("is found in any %s sentence the generators write", (kind, texts) => {
    fc.assert(
      fc.property(texts, (text) => {
        expect(outcomeClaims(text).map((claim) => claim.kind)).toContain(kind)
      }),
      { numRuns: 300 },
    )
  })

  it.each(plainTexts)("is not found in a text that claims no outcome: %s", (text) => {
    expect(outcomeClaim(text)).toBeUndefined()
  })

  it("is not found in a quotation the caller names (the regulation's own words)", () => {
    const quotation = "the repair, reconstruction, replacement, or supplementation of a recipient's cells or tissues"
    expect(outcomeClaim(`Homologous use means ${quotation}.`, [quotation])).toBeUndefined()
    expect(outcomeClaim(`Homologous use means ${quotation}.`)).toMatchObject({ kind: "promise" })
  })
})

/** A fixture site: one page with a question whose answer the test writes, and a figure with its evidence. */
function page(answer: string, claim: Record<string, unknown>): ContentFile[] {
  return [{ path: "pages/example.json", data: { questions: [{ question: "Does it work?", answer }], claim } }]
}
const evidence = {
  measuredBy: "The clinic's staff",
  patients: 120,
  period: "Treatments in 2025, asked at 6 months",
  counts: { term: "improvement", meaning: "the patient said their pain was better" },
}
const options = { knownPaths: { has: () => true }, fileExists: () => true }
/** The problems of the content check's claim rules alone (the fixture has no schema, which it also reports). */
const claimProblems = (files: ContentFile[]) =>
  formatProblems(checkContent(files, options).filter((problem) => !/has no schema/.test(problem.message)))

describe("the content check on claims of outcome", () => {
  it("refuses any generated claim typed into an answer without evidence, naming the file and the field", () => {
    fc.assert(
      fc.property(fc.oneof(proportions, durations, promises, surgery, certainty), (text) => {
        expect(claimProblems(page(text, { figure: "—", evidence }))).toMatch(
          /^content\/pages\/example\.json: field "questions\[0\]\.answer" makes a claim of outcome/,
        )
      }),
      { numRuns: 200 },
    )
  })

  it("refuses the tries of the compliance review: numbers in words, and a claim to spare surgery", () => {
    expect(claimProblems(page("Nine in ten patients report improvement, and ninety percent avoid surgery.", { evidence }))).toContain(
      'field "questions[0].answer" makes a claim of outcome ("ninety percent": a proportion of patients; "Nine in ten": a proportion of patients; "avoid surgery": a promise to spare surgery)',
    )
  })

  it("accepts a claim in an entry that carries its evidence, and an answer that makes none", () => {
    expect(
      claimProblems(page("It does not work for everyone.", { figure: "Nine in ten", text: "of our patients improve", evidence })),
    ).toBe("")
  })

  it("refuses evidence that still says sample or placeholder unless the entry is marked sample", () => {
    const unfinished = { ...evidence, period: "Sample: the clinic states which treatment dates are included" }
    expect(claimProblems(page("Call us.", { figure: "90%", evidence: unfinished }))).toBe(
      'content/pages/example.json: field "claim.evidence.period" still says "Sample" ("Sample: the clinic states which treatment dates are included"): write the clinic\'s own record, or tick "Sample" on Claim until it has one',
    )
    expect(
      claimProblems(page("Call us.", { figure: "90%", evidence: { ...evidence, measuredBy: "Placeholder: who measured" } })),
    ).toContain('field "claim.evidence.measuredBy" still says "Placeholder"')
    expect(claimProblems(page("Call us.", { figure: "90%", evidence: unfinished, sample: true }))).toBe("")
  })
})
