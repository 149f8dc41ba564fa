import type { LanguageCode } from "../../languages"
import { fieldName, type ContentFile, type ContentProblem } from "../model/content-file"
import type { ContentJsonSchema } from "../model/json-schema"
import { jsonSchemaOfFile } from "../model/registry"
import { walkWithSchema, type TranslatedFile } from "./translations"

/**
 * English left in a translation: a text identical to its English, or a sentence of it that reads
 * as English (its words are mostly English function words), is English a patient reading another
 * language cannot read. A name, an address or a citation (a field marked `sameInEveryLanguage`,
 * field-kinds.ts) is written as its owner writes it; numbers, {variables}, links, e-mail
 * addresses, phone numbers, acronyms and names written as names (capitalised words, "Office for
 * Civil Rights") are the same in every language; the words "Placeholder" and "Sample" are the
 * launch guard's and stay. A translation with English left is not published in production
 * (translation-state.ts) until the text is translated or its field marked.
 */

/** Words that carry an English sentence's grammar: articles, pronouns, prepositions, auxiliaries, conjunctions. */
const ENGLISH_FUNCTION_WORDS = new Set(
  (
    "a about above after again against all also am an and any are as at be because been before being below between both but by can could " +
    "did do does doing down during each either every few for from further had has have having he her here hers herself him himself his how " +
    "if in into is it its itself just may me might more most must my myself no nor not of off on once only or other our ours ourselves out " +
    "over own same she should so some such than that the their theirs them themselves then there these they this those through to too " +
    "under until up upon very was we were what when where whether which while who whom whose why will with within without would you " +
    "your yours yourself yourselves"
  ).split(" "),
)

/** Each language's own words spelt like an English function word ("no" in Spanish, "on" in French, "a" in all three). */
const LOOKALIKES: Readonly<Partial<Record<LanguageCode, ReadonlySet<string>>>> = {
  es: new Set(["a", "no", "he", "me", "has", "as", "era"]),
  fr: new Set(["a", "as", "an", "on", "or", "but", "me", "us", "are", "for", "son"]),
  ht: new Set(["a", "an", "on", "do", "to", "me", "so", "men"]),
}

/** A sentence of at least this many words reads as English when this share of them are English function words. */
const SENTENCE_WORDS = 3
const ENGLISH_SHARE = 0.25

const NOT_WORDS = [
  /https?:\/\/\S+|www\.\S+/g, // links
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, // e-mail addresses
  /\{\w+\}/g, // variables
  /\b(?:placeholder|sample)\b/gi, // the launch guard's marker words
  // Names as names are written: two or more capitalised words, joined by the small words names use.
  /\p{Lu}[\p{L}'’.-]*(?:\s+(?:(?:of|and|for|the|with|on|in|&)\s+)*\p{Lu}[\p{L}'’.-]*)+/gu,
]

/** The words of `text` that a reader reads as words of a language, lower-cased: no acronym, initial, number or name. */
function wordsOf(text: string): string[] {
  const rest = NOT_WORDS.reduce((remaining, pattern) => remaining.replace(pattern, " "), text.normalize("NFC"))
  const tokens = rest.match(/(?<![\p{L}\p{N}])\p{L}+(?:['’]\p{L}+)*(?![\p{L}\p{N}])/gu) ?? []
  return tokens.filter((token) => !/^\p{Lu}+$/u.test(token)).map((token) => token.toLowerCase())
}

function englishWords(words: readonly string[], lang: LanguageCode): number {
  return words.filter((word) => ENGLISH_FUNCTION_WORDS.has(word) && !LOOKALIKES[lang]?.has(word)).length
}

/** The same text, whatever its spaces, case, Unicode form and final punctuation. */
function normalised(text: string): string {
  return text
    .normalize("NFC")
    .replace(/\s+/g, " ")
    .replace(/[\s.!?:;]+$/, "")
    .trim()
    .toLowerCase()
}

/**
 * Why `text`, a translation into `lang` of `english`, is English left, or undefined when it is
 * not: identical to its English and holding English words, or with a sentence (or what follows a
 * "Placeholder:" or "Sample:" marker) that reads as English.
 */
export function englishIn(text: string, english: string, lang: LanguageCode): string | undefined {
  const words = wordsOf(text)
  if (normalised(text) === normalised(english) && (englishWords(words, lang) > 0 || words.length >= SENTENCE_WORDS)) {
    return "is its English text, word for word"
  }
  for (const sentence of text.split(/(?<=[.!?;:])\s+|\n+/)) {
    const inSentence = wordsOf(sentence)
    if (inSentence.length >= SENTENCE_WORDS && englishWords(inSentence, lang) / inSentence.length >= ENGLISH_SHARE) {
      return `reads as English ("${sentence.trim()}")`
    }
  }
  return undefined
}

/** Whether the field, or a group it is in, is marked a name, an address or a citation. */
function sameInEveryLanguage(within: readonly ContentJsonSchema[]): boolean {
  return within.some((schema) => schema.sameInEveryLanguage === true)
}

/**
 * Every text of `translation` (its data read with its English file's schema) left in English, by
 * file and field. A marked field counts only where its English is a placeholder's description
 * ("Placeholder: the hospital's name"), which is no name, and a reviewer must read it translated.
 */
export function englishLeft(translation: TranslatedFile, english: ContentFile): ContentProblem[] {
  const schema = jsonSchemaOfFile(english.path)
  if (!schema) return []
  const englishTexts = new Map<string, { text: string; marked: boolean }>()
  walkWithSchema(english.data, schema, [], (value, path, translatable, within) => {
    if (translatable && typeof value === "string") englishTexts.set(fieldName(path), { text: value, marked: sameInEveryLanguage(within) })
  })
  const problems: ContentProblem[] = []
  walkWithSchema(translation.data, schema, [], (value, path, translatable) => {
    const field = fieldName(path)
    const source = englishTexts.get(field)
    if (!translatable || typeof value !== "string" || !source) return
    if (source.marked && !/\b(?:placeholder|sample)\b/i.test(source.text)) return
    const why = englishIn(value, source.text, translation.lang)
    if (why) {
      problems.push({
        file: translation.path,
        field,
        message: `${why}: translate it, or, if it is a name, an address or a citation, mark its field sameInEveryLanguage (field-kinds.ts)`,
      })
    }
  })
  return problems
}
