/**
 * The glossary (glossary.ts, docs/translations.md): a translation uses its term for each concept,
 * never a term it rules out, and gives a term's plain gloss where the glossary asks for one, proven
 * on translations built here, one per rule. The clinic's own translations are held to it by the
 * build (a file with a term ruled out is not published, and the report names it), not by this test.
 */
import { glossaryProblems, GLOSSARY } from "../src/lib/shared/content/translation/glossary"
import { translatableTexts, type TranslatedFile } from "../src/lib/shared/content/translation/translations"
import { formatProblems, type ContentFile } from "../src/lib/shared/content/model/content-file"
import { realContent } from "./support/content-files"
import { isPublished, translationStatus } from "../src/lib/shared/content/translation/translation-state"
import { describeStatus } from "../src/lib/build-time/translations/translation-report"
import fs from "node:fs"
import path from "node:path"

type Lang = TranslatedFile["lang"]

/** A translation of `english` whose every text reads `words` (and keeps its "Placeholder" and {variables}). */
function translationSaying(english: ContentFile, lang: Lang, words: string): TranslatedFile {
  const data = JSON.parse(JSON.stringify(english.data)) as Record<string, unknown>
  for (const { path: field, text } of translatableTexts(english)) {
    const holder = field
      .slice(0, -1)
      .reduce<Record<string | number, unknown>>((value, key) => value[key] as Record<string | number, unknown>, data)
    holder[field[field.length - 1]] = [
      ...(/\bplaceholder\b/i.test(text) ? ["Placeholder:"] : []),
      words,
      ...(text.match(/\{\w+\}/g) ?? []),
    ].join(" ")
  }
  return { path: `${lang}/${english.path}`, data, lang, source: english.path }
}

describe("the glossary", () => {
  const english = realContent().find((file) => file.path === "pages/faq.json")!

  const ruledOut = GLOSSARY.flatMap(({ concept, terms }) =>
    Object.entries(terms).flatMap(([lang, term]) =>
      (term.ruledOut ?? []).map((words) => ({ concept, lang: lang as Lang, words, use: term.use })),
    ),
  )

  it.each(ruledOut.map((rule) => [rule.lang, rule.words, rule.concept, rule] as const))(
    'refuses, in %s, "%s" for %s, naming file and field, and accepts the glossary\'s term',
    (_lang, _words, _concept, { lang, words, use }) => {
      const written = words.replace(/\*$/, "ent").replace("'", "’")
      const problems = formatProblems(glossaryProblems(translationSaying(english, lang, `Texto ${written}, aquí`)))
      expect(problems).toContain(`content/${lang}/pages/faq.json: field "`)
      expect(problems).toContain(`the glossary's term is "${use}"`)
      expect(glossaryProblems(translationSaying(english, lang, `Texto ${use}, aquí`))).toEqual([])
    },
  )

  const glossed = GLOSSARY.flatMap(({ terms }) =>
    Object.entries(terms).flatMap(([lang, term]) => (term.gloss ? [{ lang: lang as Lang, gloss: term.gloss, use: term.use }] : [])),
  )

  it.each(glossed.map((rule) => [rule.lang, rule.use, rule] as const))(
    'asks, in %s, for "%s" once in each file that uses the term',
    (_lang, _use, { lang, gloss, use }) => {
      const without = translationSaying(english, lang, `Texto ${gloss.term} aquí`)
      expect(formatProblems(glossaryProblems(without))).toContain(
        `uses "${gloss.term}" without its plain gloss anywhere in the file: write "${use}"`,
      )
      const [first] = translatableTexts({ path: english.path, data: without.data })
      const holder = first.path
        .slice(0, -1)
        .reduce<Record<string | number, unknown>>(
          (value, key) => value[key] as Record<string | number, unknown>,
          without.data as Record<string, unknown>,
        )
      holder[first.path[first.path.length - 1]] = `Texto ${use} aquí`
      expect(glossaryProblems(without)).toEqual([])
    },
  )

  it("lists a term the glossary rules out with the translation's state, which the live site then leaves out", () => {
    const translation = translationSaying(english, "ht", "Si w gen kout souf toudenkou, rele 911.")
    const status = translationStatus(english, translation, "ht", { reviewers: [], required: [] })
    expect(isPublished(status, true)).toBe(false)
    expect(describeStatus(status)).toMatch(
      /a term the glossary rules out[^\n]*\n\s+content\/ht\/pages\/faq\.json: field "[^"]+" uses "kout souf" for shortness of breath/,
    )
  })

  it("is written out in docs/translations.md, each concept with its terms", () => {
    const docs = fs.readFileSync(path.join(__dirname, "..", "docs", "translations.md"), "utf8")
    for (const { concept, terms } of GLOSSARY) {
      const row = docs.split("\n").find((line) => line.startsWith(`| ${concept} |`))
      expect(row).toBeDefined()
      for (const term of Object.values(terms)) expect(row).toContain(term.use)
    }
  })
})
