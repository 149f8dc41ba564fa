import { languageOfContentPath, SOURCE_LANGUAGE } from "../../languages"
import { fieldName, type ContentFile, type ContentProblem } from "../model/content-file"
import { readability } from "./readability"
import { regulatoryTerms } from "./regulatory-terms"
import { jsonSchemaOfFile } from "../model/registry"
import { translatableTexts, walkWithSchema } from "../translation/translations"
import { SHARED_FILE } from "../model/content-paths"

/** The grade level, and the words in a sentence, a patient's text may reach (health-literacy guidance: grade 8, about 20 words). */
export const PLAIN_LANGUAGE = { grade: 8, sentenceWords: 20, translatedSentenceWords: 25 } as const

/**
 * The grade level describes a passage: a text of one sentence (a heading, a label, a point of a
 * list) is measured by its length alone, where one long word would swing its grade by several levels.
 */
const GRADED_SENTENCES = 2

export interface TextReadability {
  file: string
  field: string
  text: string
  /** Flesch-Kincaid grade (English). */
  grade?: number
  /** Reading ease, 0-100, higher for easier, where the language has a formula (readability.ts). */
  ease?: number
  longestSentence: number
  words: number
  sentences: number
}

/** Whether the value at `path` of `data` is inside an entry that quotes a government's standard text word for word (`quotedFrom`). */
function insideQuotation(data: unknown, path: ReadonlyArray<string | number>): boolean {
  let node = data
  for (const key of path) {
    if (node && typeof node === "object" && "quotedFrom" in node) return true
    node = node && typeof node === "object" ? (node as Record<string | number, unknown>)[key] : undefined
  }
  return false
}

/**
 * How hard each text a patient reads is, for each of `files` that is `measured`: its grade level
 * (English) and its longest sentence. A text quoted word for word from a regulation or a
 * government's standard notice, a patient's own words or a published work's title (`quoted` in the
 * schema), is not the clinic's to reword, and is left out (the regulation's words inside a text, as
 * its language's shared.json quotes them, are taken out of it).
 */
export function textReadability(files: readonly ContentFile[], measured: (file: ContentFile) => boolean = () => true): TextReadability[] {
  // Each language's quotations of the regulation, from its own shared.json (content/shared.json, content/es/shared.json...).
  const quotationsOf = new Map<string, string[]>()
  for (const file of files) {
    const { lang, source } = languageOfContentPath(file.path)
    if (source === SHARED_FILE) quotationsOf.set(lang, regulatoryTerms([{ path: source, data: file.data }]).map((term) => term.text))
  }
  return files.filter(measured).flatMap((file) => {
    const { lang, source } = languageOfContentPath(file.path)
    const quotations = quotationsOf.get(lang) ?? []
    const schema = jsonSchemaOfFile(source)
    const quoted = new Set<string>()
    if (schema) {
      walkWithSchema(file.data, schema, [], (_value, path, _translatable, within) => {
        if (within.some((node) => node.quoted)) quoted.add(fieldName(path))
      })
    }
    return translatableTexts({ path: source, data: file.data }).flatMap(({ path, text }) => {
      if (insideQuotation(file.data, path) || quoted.has(fieldName(path))) return []
      const own = quotations.reduce((rest, quotation) => (quotation ? rest.split(quotation).join(" ") : rest), text)
      const result = readability(own, lang)
      if (result.words === 0) return []
      return [
        {
          file: file.path,
          field: fieldName(path),
          text,
          grade: result.grade,
          ease: result.ease,
          longestSentence: result.longestSentence,
          words: result.words,
          sentences: result.sentences,
        },
      ]
    })
  })
}

/**
 * Plain words (the content check, English files): a text of two sentences or more reads at grade 8
 * or below (Flesch-Kincaid), and no sentence runs past 20 words. The message gives the score and what
 * to do: shorter sentences, everyday words.
 */
export function plainLanguageProblems(files: readonly ContentFile[]): ContentProblem[] {
  const english = files.filter((file) => languageOfContentPath(file.path).lang === SOURCE_LANGUAGE)
  return textReadability(english).flatMap(({ file, field, grade, longestSentence, sentences }): ContentProblem[] => {
    const hard = sentences >= GRADED_SENTENCES && grade !== undefined && grade > PLAIN_LANGUAGE.grade
    const long = longestSentence > PLAIN_LANGUAGE.sentenceWords
    if (!hard && !long) return []
    const what = [
      hard ? `reads at grade ${grade} (aim for ${PLAIN_LANGUAGE.grade} or below)` : "",
      long ? `has a sentence of ${longestSentence} words (at most ${PLAIN_LANGUAGE.sentenceWords})` : "",
    ].filter(Boolean)
    return [
      {
        file,
        field,
        message: `${what.join(" and ")}: write it in shorter sentences and everyday words, so every patient can read it ("Your own cells are taken, then injected", not "Autologous cells are harvested and subsequently administered")`,
      },
    ]
  })
}

/**
 * How many points of reading ease a translated passage may fall below its English before it is
 * listed as harder to read than the English it renders. Each language's formula is made to read
 * like Flesch's, but one passage's score moves with its words' length: a single sentence is not
 * compared.
 */
export const HARDER_THAN_ENGLISH_POINTS = 20

export interface HarderThanEnglish extends TextReadability {
  ease: number
  englishEase: number
}

/**
 * The translated passages (two sentences or more) of `translations` whose reading ease falls more
 * than HARDER_THAN_ENGLISH_POINTS below their English text's, in `files`, for the languages with a
 * formula (Spanish, French).
 */
export function textsHarderThanEnglish(files: readonly ContentFile[], translations: readonly ContentFile[]): HarderThanEnglish[] {
  const measured = textReadability([...files, ...translations])
  const english = new Map(
    measured.filter(({ file }) => languageOfContentPath(file).lang === SOURCE_LANGUAGE).map((text) => [`${text.file} ${text.field}`, text]),
  )
  return measured.flatMap((text) => {
    const { lang, source } = languageOfContentPath(text.file)
    const englishEase = english.get(`${source} ${text.field}`)?.ease
    if (lang === SOURCE_LANGUAGE || text.ease === undefined || englishEase === undefined || text.sentences < GRADED_SENTENCES) return []
    return englishEase - text.ease > HARDER_THAN_ENGLISH_POINTS ? [{ ...text, ease: text.ease, englishEase }] : []
  })
}
