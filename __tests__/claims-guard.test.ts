/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import fc from "fast-check"
import { readContentFiles } from "../src/lib/build-time/content/load-content"
import { checkContent } from "../src/lib/shared/content/rules/check"
import { CLAIM_KINDS, type ClaimKind } from "../src/lib/shared/content/rules/claims/kinds"
import { claimsIn } from "../src/lib/shared/content/rules/claims/scan"
import { formatProblems, type ContentFile } from "../src/lib/shared/content/model/content-file"
import { reviewPolicyOf } from "../src/lib/shared/content/review/approvals"
import { translationStatus } from "../src/lib/shared/content/translation/translation-state"
import { translatableTexts, translationProblems, type TranslatedFile } from "../src/lib/shared/content/translation/translations"
import { TRANSLATED_LANGUAGES, type LanguageCode } from "../src/lib/shared/languages"
import { variants } from "./support/claim-variants"
import { CORPUS, FTC_QUOTES, HONEST, ISSUE_SENTENCES } from "./support/claims-corpus"
import { claimFigures } from "./support/claims-figures"
import { approved, siteWithReviewers } from "./support/reviewers"
import { CONTENT_DIR, ROOT, checkOptions, type AnyData } from "./support/content-files"

/**
 * The claims guard, measured: every sentence of the corpus refused, in every language,
 * by the rule that reads it (the content check for English, the translation's comparison with its
 * English text for the others), naming the file, the field and the kind; the site's own content in
 * all four languages with no false alarm; and the figures of docs/claims.md as measured here.
 */
const KINDS = Object.keys(CLAIM_KINDS) as ClaimKind[]
const TRANSLATED = TRANSLATED_LANGUAGES.map(({ code }) => code)

/** The words a refusal of each kind says it is. */
const SAYS: Record<ClaimKind | "investigational", RegExp> = {
  ...(Object.fromEntries(KINDS.map((kind) => [kind, new RegExp(`: ${CLAIM_KINDS[kind].what.replace(/[()]/g, "\\$&")}`)])) as Record<
    ClaimKind,
    RegExp
  >),
  credential: /states a credential of the physician|: a credential of the physician/,
  price: /names the price|: an amount of money/,
  investigational: /for which no cell treatment is established outside clinical studies|a treatment for it is investigational/,
}

const { files: english, translations } = readContentFiles(CONTENT_DIR)
const options = checkOptions(english)

/** A fixture page with one answer, and the clinic's wordings (content/shared.json) the price rule reads. */
function answerPage(answer: string): ContentFile[] {
  const shared = english.find((file) => file.path === "shared.json")!
  return [{ path: "pages/example.json", data: { questions: [{ question: "Does it work?", answer }] } }, shared]
}
/** The content check on one file, beside content/shared.json (whose wordings and terms its rules read), as the editor runs it before a save. */
const checkOne = (file: ContentFile) => refusalsOf([file, english.find((other) => other.path === "shared.json")!], file.path)
const refusalsOf = (files: ContentFile[], file: string) =>
  formatProblems(
    checkContent(files, { knownPaths: { has: () => true }, fileExists: () => true }).filter(
      (problem) => problem.file === file && !/has no schema/.test(problem.message),
    ),
  )

/** The first translatable field of an English file whose text makes no claim: where a test types one into its translation. */
function honestField(source: ContentFile): { field: Array<string | number>; text: string } {
  const found = translatableTexts(source).find(({ text }) => text.length > 40 && claimsIn(text).length === 0)
  if (!found) throw new Error(`content/${source.path} has no text without a claim`)
  return { field: found.path, text: found.text }
}

/** The translation of `source` into `lang` with `sentence` in place of one of its honest texts, and that field's name. */
function translationWith(lang: LanguageCode, source: ContentFile, sentence: string): { translation: TranslatedFile; field: string } {
  const original = translations.find((file) => file.path === `${lang}/${source.path}`)!
  const translation = { ...original, data: structuredClone(original.data) as AnyData }
  const { field } = honestField(source)
  let target = translation.data as AnyData
  for (const part of field.slice(0, -1)) target = target[part]
  target[field[field.length - 1]] = sentence
  return {
    translation,
    field: field.map((part, index) => (typeof part === "number" ? `[${part}]` : `${index ? "." : ""}${part}`)).join(""),
  }
}

const faq = english.find((file) => file.path === "pages/faq.json")!

describe("the corpus of claims", () => {
  describe.each(KINDS)("%s", (kind) => {
    it.each(CORPUS.en[kind])("is refused in English, naming the file, the field and the kind: %s", (sentence) => {
      expect(refusalsOf(answerPage(sentence), "pages/example.json")).toMatch(
        new RegExp(`^content/pages/example\\.json: field "questions\\[0\\]\\.answer" .*${SAYS[kind].source}`, "m"),
      )
    })

    it.each(TRANSLATED.flatMap((lang) => CORPUS[lang][kind].map((sentence) => [lang, sentence] as const)))(
      "is refused in a translation (%s) whose English makes no such claim: %s",
      (lang, sentence) => {
        const { translation, field } = translationWith(lang, faq, sentence)
        const problems = formatProblems(translationProblems(translation, faq))
        expect(problems).toMatch(
          new RegExp(
            `^content/${lang}/pages/faq\\.json: field "${field.replace(/[[\].]/g, "\\$&")}" makes a claim its English text does not make \\(.*${SAYS[kind].source}`,
            "m",
          ),
        )
      },
    )
  })
})

describe("generated variants of each kind", () => {
  it.each(KINDS.flatMap((kind) => (["en", ...TRANSLATED] as LanguageCode[]).map((lang) => [kind, lang] as const)))(
    "%s, in %s: every one is found",
    (kind, lang) => {
      fc.assert(
        fc.property(variants(lang, kind), (text) => {
          expect(claimsIn(text, lang).map((claim) => claim.kind)).toContain(kind)
        }),
        { numRuns: 60 },
      )
    },
  )
})

describe("the claims the FTC quoted from stem-cell clinics", () => {
  it.each(FTC_QUOTES.map((quote) => [quote.text, quote] as const))("are refused: %s", (_, quote) => {
    const refusal = refusalsOf(answerPage(quote.text), "pages/example.json")
    for (const kind of quote.kinds) expect(refusal).toMatch(SAYS[kind])
  })
})

describe("the fifteen reworded claims of the compliance review", () => {
  /** An ordinary (not investigational) treatment, whose introduction the test rewrites. */
  const ordinary = english.find(
    (file) => file.path.startsWith("treatments/") && (file.data as AnyData).fdaStatus.investigational === false,
  )!

  it.each(ISSUE_SENTENCES.map((sentence) => [sentence.en, sentence] as const))(
    "are refused in English with file, field and kind: %s",
    (_, sentence) => {
      const problems = checkOne({ ...ordinary, data: { ...(ordinary.data as AnyData), intro: sentence.en } })
      expect(problems).toMatch(
        new RegExp(`^content/${ordinary.path.replace(/[.]/g, "\\.")}: field "intro" .*${SAYS[sentence.kind].source}`, "m"),
      )
    },
  )

  it.each(ISSUE_SENTENCES.flatMap((sentence) => TRANSLATED.map((lang) => [lang, sentence[lang], sentence] as const)))(
    "are refused in %s with file, field and kind, and the translation is broken, reviewed or not: %s",
    (lang, text, sentence) => {
      const { translation, field } = translationWith(lang, ordinary, text)
      const site = english.find((file) => file.path === "site.json")!
      const policy = reviewPolicyOf([siteWithReviewers(site.data as Record<string, unknown>)])
      const reviewed = approved(translation, policy)
      expect(reviewed.data).toHaveProperty("approvals", [expect.objectContaining({ role: "translation", by: "Test Translator" })])
      const status = translationStatus(ordinary, { ...translation, data: reviewed.data }, lang, policy)
      expect(status.state).toBe("broken")
      expect(status.problems).toMatch(
        new RegExp(
          `^content/${lang}/${ordinary.path.replace(/[.]/g, "\\.")}: field "${field.replace(/[[\].]/g, "\\$&")}" .*${SAYS[sentence.kind].source}`,
          "m",
        ),
      )
    },
  )
})

describe("honest content", () => {
  it.each((["en", ...TRANSLATED] as LanguageCode[]).flatMap((lang) => HONEST[lang].map((text) => [lang, text] as const)))(
    "passes in %s: %s",
    (lang, text) => {
      expect(claimsIn(text, lang)).toEqual([])
    },
  )

  it("of the site, in all four languages, raises no false alarm: every text the content check and the translations' comparison read", () => {
    const claimRule = /makes a claim|states a credential|names the price|for which no cell treatment|a treatment for it is investigational/
    expect(formatProblems(checkContent(english, options).filter((problem) => claimRule.test(problem.message)))).toBe("")
    const translationAlarms = translations.flatMap((translation) => {
      const source = english.find((file) => file.path === translation.source)
      return source ? translationProblems(translation, source).filter((problem) => claimRule.test(problem.message)) : []
    })
    expect(formatProblems(translationAlarms)).toBe("")
  })
})

describe("testimonials and every text of a story", () => {
  const stories = english.find((file) => file.path === "pages/testimonials.json")!
  const entry = (stories.data as AnyData).entries[0] as AnyData
  const texts = Object.keys(entry).filter((key) => typeof entry[key] === "string" && !/\.(jpe?g|png|webp|avif)$/.test(entry[key]))

  it.each(texts)("go through the same rules: a claim in a story's %s is refused, naming the field", (key) => {
    const data = structuredClone(stories.data) as AnyData
    data.entries[0][key] = "It regenerated my cartilage and I avoided surgery."
    expect(checkOne({ ...stories, data })).toMatch(
      new RegExp(`^content/pages/testimonials\\.json: field "entries\\[0\\]\\.${key}" makes a claim of outcome`, "m"),
    )
  })

  it("and a home page story's quote is refused the same way", () => {
    const home = english.find((file) => file.path === "pages/home.json")!
    const data = structuredClone(home.data) as AnyData
    data.testimonials.items[0].quote = "Ninety percent of the pain was gone in a week."
    expect(checkOne({ ...home, data })).toMatch(
      /^content\/pages\/home\.json: field "testimonials\.items\[0\]\.quote" makes a claim of outcome/m,
    )
  })
})

it("docs/claims.md gives the figures as measured here (paste the table below into it if a corpus changed)", () => {
  const figures = claimFigures()
  expect(fs.readFileSync(path.join(ROOT, "docs", "claims.md"), "utf8")).toContain(figures)
})
