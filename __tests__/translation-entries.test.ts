/**
 * Every language stays whole: an entry added, removed or moved in an English file, in
 * any list of entries of the content model, leaves each translation whole and publishable, its
 * reviewed entries intact and in the English order, a new entry left out until it is translated.
 * Fixture files only (a FAQ, a testimonials page, the treatment fixtures), translated by turning
 * each text's words around, the way a translation changes texts and nothing else.
 */
import fc from "fast-check"
import listPages from "./fixtures/list-pages.fixtures.json"
import treatments from "./fixtures/treatments.fixtures.json"
import type { ContentFile } from "../src/lib/shared/content/model/content-file"
import { contentEntryFor, jsonSchemaOfFile } from "../src/lib/shared/content/model/registry"
import { unionBranch, type ContentJsonSchema } from "../src/lib/shared/content/model/json-schema"
import { withRecord, TRANSLATION_FIELD } from "../src/lib/shared/content/model/records"
import { withApproval } from "../src/lib/shared/content/review/approvals"
import { alignEntries, entriesOf } from "../src/lib/shared/content/translation/entries"
import { isPublished, translationStatus } from "../src/lib/shared/content/translation/translation-state"
import {
  publishedTranslation,
  translatableTexts,
  translationRecordFor,
  type TranslatedFile,
} from "../src/lib/shared/content/translation/translations"
import { pathOfField } from "../src/lib/shared/content/wording/field-words"
import { fieldName } from "../src/lib/shared/content/model/content-file"
import { translationToSave } from "../src/lib/shared/content/review/save-records"
import fs from "node:fs"
import path from "node:path"
import { readContentFiles } from "../src/lib/build-time/content/load-content"
import { translationForms } from "../src/lib/build-time/editor/editor-config"
import { recordTranslation, syncTranslations } from "../src/lib/build-time/translations/translation-report"
import { FORMS_FILE, NAVIGATION_FILE, SHARED_FILE, SITE_FILE } from "../src/lib/shared/content/model/content-paths"
import { copyOfContent, snapshotOf, type AnyData } from "./support/content-files"
import { siteWithReviewers } from "./support/reviewers"
import { translationsWaiting } from "../src/lib/editor/setup"
import type { EditorSettings } from "../src/lib/shared/editor-settings"
import { reviewPolicyOf } from "../src/lib/shared/content/review/approvals"

const policy = reviewPolicyOf([siteWithReviewers()])
const LANGUAGES = ["es", "fr", "ht"] as const
type Lang = (typeof LANGUAGES)[number]

/** The fixture English files: every one its schema accepts (a treatment fixture needs the listing the schema now asks for). */
const FIXTURES: ContentFile[] = [
  ...Object.entries(listPages).map(([path, data]) => ({ path, data })),
  ...treatments.map((treatment) => ({
    path: `treatments/${treatment.slug}.json`,
    data: { ...treatment, listing: { group: "orthopedic", order: 10, onHomePage: false } },
  })),
].filter((file) => contentEntryFor(file.path)!.schema.safeParse(file.data).success)

/** The files every page reads besides its own, which a language needs translated for any page of it to be built. */
const LAYOUT: readonly string[] = [SITE_FILE, NAVIGATION_FILE, SHARED_FILE, FORMS_FILE]

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

const ACCENTED: Readonly<Record<string, string>> = { a: "á", e: "é", i: "í", o: "ó", u: "ú", y: "ý" }

/** A text as a translation words it: each word's vowels accented ("the" becomes "thé", no English small word left, the same length), its {variables} and marker words kept, its words in another order. */
function inAnotherLanguage(text: string): string {
  const reworded = text.replace(
    /(\{\w+\})|\b([A-Za-z]+)\b/g,
    (match, variable?: string, word?: string) =>
      variable ??
      (/^(placeholder|sample)$/i.test(word!)
        ? match
        : word!.replace(/[aeiouy]/gi, (vowel) =>
            vowel === vowel.toLowerCase() ? ACCENTED[vowel] : ACCENTED[vowel.toLowerCase()].toUpperCase(),
          )),
  )
  return reworded.split(" ").reverse().join(" ")
}

/** `file`'s texts reworded (inAnotherLanguage): its translation into `lang`, recorded as rendering today's English and approved by a translator. */
function reviewedTranslation(file: ContentFile, lang: Lang): TranslatedFile {
  const data = clone(file.data) as AnyData
  for (const { path, text } of translatableTexts(file)) {
    const holder = path.slice(0, -1).reduce<AnyData>((value, key) => value[key], data)
    holder[path[path.length - 1]] = inAnotherLanguage(text)
  }
  const translation = {
    path: `${lang}/${file.path}`,
    data: withRecord(data, TRANSLATION_FIELD, translationRecordFor(file)),
    lang,
    source: file.path,
  }
  return { ...translation, data: withApproval(translation, "translation", "Test Translator", "2026-11-30", policy) }
}

const at = (data: unknown, path: Array<string | number>): unknown => path.reduce<unknown>((value, key) => (value as AnyData)[key], data)

/** Every list of entries in the fixtures: each file, and the path of each of its lists that holds at least one entry. */
const LISTS = FIXTURES.flatMap((file) =>
  Object.keys(entriesOf(file.path, file.data))
    .filter((key) => key !== "" && (at(file.data, pathOfField(key)) as unknown[]).length > 0)
    .map((list) => ({ file, list })),
)

/** Where an optional text of `file`'s own fields would go (outside its lists), for each such field it lacks. */
function missingOptionalTexts(file: ContentFile): Array<Array<string | number>> {
  const found: Array<Array<string | number>> = []
  const visit = (schema: ContentJsonSchema | undefined, data: unknown, path: Array<string | number>) => {
    const node = unionBranch(schema, data)
    if (!node?.properties || !data || typeof data !== "object" || Array.isArray(data)) return
    for (const [key, property] of Object.entries(node.properties)) {
      const text = unionBranch(property, "")
      if (key in data) visit(property, (data as AnyData)[key], [...path, key])
      else if (!node.required?.includes(key) && text?.translatable && text.type === "string") found.push([...path, key])
    }
  }
  visit(jsonSchemaOfFile(file.path), file.data, [])
  return found
}

/** An English change to one list: entries added (a copy of one, its texts reworded, given a free id), removed or moved. */
type Change = { kind: "add"; from: number; to: number } | { kind: "remove"; at: number } | { kind: "move"; from: number; to: number }

const change: fc.Arbitrary<Change> = fc.oneof(
  fc.record({ kind: fc.constant("add" as const), from: fc.nat(), to: fc.nat() }),
  fc.record({ kind: fc.constant("remove" as const), at: fc.nat() }),
  fc.record({ kind: fc.constant("move" as const), from: fc.nat(), to: fc.nat() }),
)

let added = 0
/** A new entry like `entry`: each of its texts reworded, a unique id where it has one. */
function newEntryLike(file: ContentFile, list: string, entry: unknown): unknown {
  added += 1
  const mark = `new ${added}`
  if (typeof entry === "string") return `${entry} ${mark}`
  const copy = clone(entry) as AnyData
  const fixture = { path: file.path, data: clone(file.data) as AnyData }
  const listPath = pathOfField(list)
  ;(at(fixture.data, listPath) as unknown[])[0] = copy
  for (const { path, text } of translatableTexts(fixture)) {
    if (path.length > listPath.length && listPath.every((part, index) => path[index] === part) && path[listPath.length] === 0) {
      const holder = path.slice(0, -1).reduce<AnyData>((value, key) => value[key], fixture.data)
      holder[path[path.length - 1]] = `${text} ${mark}`
    }
  }
  if (typeof copy.id === "number") copy.id = 1000 + added
  else if (typeof copy.id === "string") copy.id = `${copy.id}-${added}`
  return copy
}

/**
 * Applies `changes` to the list in a copy of the English file; returns it with, for each entry of
 * the changed list, the index it had before (undefined: a new entry).
 */
function changed(
  file: ContentFile,
  list: string,
  changes: readonly Change[],
): { english: ContentFile; origins: Array<number | undefined> } {
  const data = clone(file.data) as AnyData
  const entries = at(data, pathOfField(list)) as unknown[]
  const origins: Array<number | undefined> = entries.map((_, index) => index)
  for (const step of changes) {
    if (step.kind === "add" && entries.length > 0) {
      const to = step.to % (entries.length + 1)
      entries.splice(to, 0, newEntryLike(file, list, entries[step.from % entries.length]))
      origins.splice(to, 0, undefined)
    } else if (step.kind === "remove" && entries.length > 1) {
      entries.splice(step.at % entries.length, 1)
      origins.splice(step.at % origins.length, 1)
    } else if (step.kind === "move" && entries.length > 0) {
      const from = step.from % entries.length
      const to = step.to % entries.length
      entries.splice(to, 0, ...entries.splice(from, 1))
      origins.splice(to, 0, ...origins.splice(from, 1))
    }
  }
  return { english: { path: file.path, data }, origins }
}

describe("an English entry added, removed or moved keeps every translation whole", () => {
  it("covers the lists of every fixture: a FAQ's topics and questions, testimonials and each treatment section kind's lists", () => {
    expect(FIXTURES.map((file) => file.path)).toEqual(
      expect.arrayContaining(["pages/faq.json", "pages/testimonials.json", "treatments/knee.json"]),
    )
    const lists = new Set(LISTS.map(({ list }) => list.replace(/\[\d+\]/g, "[]")))
    expect([...lists]).toEqual(expect.arrayContaining(["categories", "categories[].questions", "entries", "sections", "sections[].items"]))
  })

  it("adding a question to the English FAQ leaves each translation approved, publishing its reviewed questions, the new one waiting", () => {
    const faq = FIXTURES.find((file) => file.path === "pages/faq.json")!
    const english = clone(faq) as { path: string; data: AnyData }
    english.data.categories[0].questions.splice(1, 0, {
      question: "Is there parking?",
      answer: "Yes, on the street and in a garage nearby.",
    })
    for (const lang of LANGUAGES) {
      const translation = reviewedTranslation(faq, lang)
      const status = translationStatus(english, translation, lang, policy)
      expect(status.problems).toBeUndefined()
      expect(status.toFix).toBeUndefined()
      expect(status.state).toBe("reviewed")
      expect(status.waiting).toEqual([["categories", 0, "questions", 1]])
      expect(isPublished(status, true)).toBe(true)
      expect(publishedTranslation(translation, english)).toEqual(publishedTranslation(translation, faq))
    }
  })

  it("an optional text of the page's own added or removed in English leaves each translation out of date, never broken, its page without that text", () => {
    const ADDED = "A sentence added in English."
    // Each optional text a fixture's own fields (outside its lists of entries) may have and lack, with the English that adds it.
    const additions = FIXTURES.flatMap((file) =>
      missingOptionalTexts(file).flatMap((path) => {
        const data = clone(file.data) as AnyData
        ;(at(data, path.slice(0, -1)) as AnyData)[path[path.length - 1]] = ADDED
        return contentEntryFor(file.path)!.schema.safeParse(data).success ? [{ before: file, after: { path: file.path, data }, path }] : []
      }),
    )
    expect(additions.length).toBeGreaterThan(0)
    for (const { before, after, path } of additions) {
      for (const lang of LANGUAGES) {
        const field = fieldName(path)
        // Added: the English has it, the translation was made before. Removed: the other way round.
        for (const [english, translated] of [
          [after, before],
          [before, after],
        ] as const) {
          const translation = reviewedTranslation(translated, lang)
          const status = translationStatus(english, translation, lang, policy)
          expect({ field, lang, problems: status.problems, state: status.state }).toEqual({
            field,
            lang,
            problems: undefined,
            state: "stale",
          })
          expect(isPublished(status, true)).toBe(false)
          const published = translatableTexts({ path: english.path, data: publishedTranslation(translation, english) })
          expect(published.map((text) => fieldName(text.path))).not.toContain(field)
          expect(published.map((text) => text.text)).not.toContain(ADDED)
        }
      }
    }
  })

  it("for any additions, removals and moves in any list, each language keeps publishing its reviewed entries, in the English order", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LISTS),
        fc.array(change, { minLength: 1, maxLength: 5 }),
        fc.constantFrom(...LANGUAGES),
        ({ file, list }, changes, lang) => {
          const translation = reviewedTranslation(file, lang)
          const before = publishedTranslation(translation, file) as AnyData
          const { english, origins } = changed(file, list, changes)
          // A change the English file's own check refuses (fewer entries than a list needs) is never saved.
          fc.pre(contentEntryFor(english.path)!.schema.safeParse(english.data).success)
          const status = translationStatus(english, translation, lang, policy)
          expect(status.problems).toBeUndefined()
          expect(status.state).toBe("reviewed")
          expect(isPublished(status, true)).toBe(true)
          const listPath = pathOfField(list)
          expect((status.waiting ?? []).map((path) => path.at(-1))).toEqual(
            origins.flatMap((origin, index) => (origin === undefined ? [index] : [])),
          )
          const expected = clone(before)
          const beforeEntries = at(before, listPath) as unknown[]
          const holder = at(expected, listPath.slice(0, -1)) as AnyData
          holder[listPath[listPath.length - 1]] = origins.flatMap((origin) => (origin === undefined ? [] : [beforeEntries[origin]]))
          expect(publishedTranslation(translation, english)).toEqual(expected)
        },
      ),
      { numRuns: 150 },
    )
  })

  it("the editor's save of a translation carries the waiting entry in, in English, and once translated the page publishes it after approval", () => {
    const faq = FIXTURES.find((file) => file.path === "pages/faq.json")!
    const english = clone(faq) as { path: string; data: AnyData }
    const question = { question: "Is there parking?", answer: "Yes, on the street and in a garage nearby." }
    english.data.categories[1].questions.push(question)
    english.data.categories[0].questions.reverse()
    const translation = reviewedTranslation(faq, "es")
    const carried = translationToSave({ ...translation, data: clone(translation.data) }, english, "2026-12-01", policy) as AnyData
    expect(carried.categories[1].questions[2]).toEqual(question)
    expect(carried.categories[0].questions[0]).toEqual((translation.data as AnyData).categories[0].questions[2])
    const saved = { ...translation, data: carried }
    expect(translationStatus(english, saved, "es", policy)).toMatchObject({
      state: "unreviewed",
      waiting: [["categories", 1, "questions", 2]],
    })
    // The carried entry's English is no "English left" (english-left.ts): it waits, out of the page.
    expect(translationStatus(english, saved, "es", policy).toFix).toBeUndefined()
    expect(at(publishedTranslation(saved, english), ["categories", 1, "questions"])).toHaveLength(2)

    carried.categories[1].questions[2] = { question: "¿Hay estacionamiento?", answer: "Sí, en la calle y en un garaje cercano." }
    const translated = translationToSave(
      { ...saved, data: { ...carried, thisSave: { records: "approval", reviewer: "Test Translator|translation" } } },
      english,
      "2026-12-01",
      policy,
    )
    const done = { ...saved, data: translated }
    const status = translationStatus(english, done, "es", policy)
    expect(status.state).toBe("reviewed")
    expect(status.waiting).toBeUndefined()
    expect(at(publishedTranslation(done, english), ["categories", 1, "questions", 2])).toEqual({
      question: "¿Hay estacionamiento?",
      answer: "Sí, en la calle y en un garaje cercano.",
    })
  })

  it("the editor's save of the English says which translations now wait, and for which entry", () => {
    const faq = FIXTURES.find((file) => file.path === "pages/faq.json")!
    const settings = {
      english: { [faq.path]: faq.data },
      translations: { "es-pages-faq": { lang: "es", source: faq.path }, "ht-pages-faq": { lang: "ht", source: faq.path } },
    } as unknown as EditorSettings
    const saved = clone(faq.data) as AnyData
    expect(translationsWaiting(faq.path, saved, settings)).toBeUndefined()
    saved.categories[1].questions.reverse()
    expect(translationsWaiting(faq.path, saved, settings)).toBeUndefined()
    saved.categories[1].questions.push({ question: "Is there parking?", answer: "Yes, nearby." })
    expect(translationsWaiting(faq.path, saved, settings)).toMatch(
      /^Saved\. Translations of this page to update: Español \(Spanish\), Kreyòl ayisyen \(Haitian Creole\)\. Each now has 1 new English entry to translate: Topics 2 › Questions 3\. The translated page shows the entries already translated/,
    )
  })

  it("a build keeps the translated FAQ page in every language, its reviewed questions in place, once a question is added in English", () => {
    const content = copyOfContent()
    try {
      const faq = FIXTURES.find((file) => file.path === "pages/faq.json")!
      content.write(faq.path, faq.data)
      const english = readContentFiles(content.dir).files
      for (const lang of LANGUAGES) {
        fs.mkdirSync(path.join(content.dir, lang, "pages"), { recursive: true })
        for (const file of english.filter((candidate) => [faq.path, ...LAYOUT].includes(candidate.path))) {
          content.write(`${lang}/${file.path}`, reviewedTranslation(file, lang).data)
        }
      }
      const before = snapshotOf(content.dir)
      const route = [...before.fileOfRoute].find(([, file]) => file === faq.path)![0]
      const published = (snapshot: typeof before) => snapshot.pages.get(route)!.map((page) => page.lang)
      expect(published(before)).toEqual(["en", ...LANGUAGES])

      const added = clone(faq.data) as AnyData
      added.categories[0].questions.push({ question: "Is there parking?", answer: "Yes, on the street and in a garage nearby." })
      content.write(faq.path, added)
      const after = snapshotOf(content.dir)
      expect(published(after)).toEqual(["en", ...LANGUAGES])
      for (const lang of LANGUAGES) {
        expect(after.contentIn(faq.path, lang).data).toEqual(before.contentIn(faq.path, lang).data)
        expect(after.statusOf(faq.path, lang).waiting).toEqual([["categories", 0, "questions", 3]])
      }
      // The editor's list of translation forms, written from the same snapshot, says what waits.
      expect(
        translationForms(after)
          .filter((form) => form.source === faq.path)
          .map((form) => form.label),
      ).toEqual(LANGUAGES.map(() => expect.stringMatching(/ \(.+; 1 new English entry to translate\)$/)))
    } finally {
      content.remove()
    }
  })

  it("translation:sync carries a new English entry into a translation not yet approved, in English, and translation:translated records it once translated", () => {
    const content = copyOfContent()
    try {
      const faq = FIXTURES.find((file) => file.path === "pages/faq.json")!
      const source = `es/${faq.path}`
      content.write(faq.path, faq.data)
      fs.mkdirSync(path.join(content.dir, "es", "pages"), { recursive: true })
      const { approvals: _approved, ...unapproved } = reviewedTranslation(faq, "es").data as AnyData
      content.write(source, unapproved)
      const added = clone(faq.data) as AnyData
      const question = { question: "Is there parking?", answer: "Yes, on the street and in a garage nearby." }
      added.categories[0].questions.push(question)
      content.write(faq.path, added)

      expect(() => recordTranslation(snapshotOf(content.dir), "es", faq.path)).toThrow(
        `content/${source} does not hold the English entries "categories[0].questions[3]" yet`,
      )
      expect(syncTranslations(snapshotOf(content.dir))).toEqual([
        { file: source, copied: ["categories[0].questions[3] (in English, to translate)"] },
      ])
      expect(content.read(source).categories[0].questions[3]).toEqual(question)
      const status = () => snapshotOf(content.dir).statusOf(faq.path, "es")
      expect(status().waiting).toEqual([["categories", 0, "questions", 3]])

      const translated = content.read(source)
      translated.categories[0].questions[3] = { question: "¿Hay estacionamiento?", answer: "Sí, en la calle y en un garaje cercano." }
      content.write(source, translated)
      expect(recordTranslation(snapshotOf(content.dir), "es", faq.path).waiting).toBeUndefined()
      expect(status()).toMatchObject({ state: "unreviewed" })
      expect(status().waiting).toBeUndefined()
    } finally {
      content.remove()
    }
  })

  it("an English entry added to a list that was empty when translated waits, though the editor's save left the empty list's record out", () => {
    const faq = FIXTURES.find((file) => file.path === "pages/faq.json")!
    const empty = { path: faq.path, data: { ...(clone(faq.data) as AnyData), seo: { ...(faq.data as AnyData).seo, keywords: [] } } }
    const { "seo.keywords": _dropped, ...recorded } = entriesOf(empty.path, empty.data)
    const english = { path: faq.path, data: { ...empty.data, seo: { ...empty.data.seo, keywords: ["clinic parking"] } } }
    expect(alignEntries(english, empty.data, recorded).waiting).toEqual([["seo", "keywords", 0]])
  })
})
