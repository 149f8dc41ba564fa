/**
 * How hard a text is to read, measured the way health-literacy guidance measures patient
 * materials: sentences and their length in words, and in English the Flesch-Kincaid grade level
 * (0.39 × words per sentence + 11.8 × syllables per word − 15.59). Plain words, written for
 * patients of every reading level and for readers of English as a second language, aim at grade 8
 * or below, in sentences of about 20 words at most.
 */

/** Abbreviations whose period ends no sentence ("Dr. Doe", "e.g. ibuprofen", "U.S. law", "9 a.m. to"), by language. */
const ABBREVIATIONS: Readonly<Record<string, RegExp>> = {
  en: /\b(?:Dr|Mr|Mrs|Ms|St|No|Nos|Inc|Ltd|Co|Jr|Sr|vs|etc|e\.g|i\.e|a\.m|p\.m|U\.S|approx)\.$/i,
  es: /\b(?:Dr|Dra|Sr|Sra|Srta|Ud|Uds|etc|p\.ej|EE\.UU|a\.m|p\.m|núm)\.$/i,
  fr: /\b(?:Dr|Dre|M|Mme|Mlle|etc|p\.ex|av|n°|St|Ste)\.$/i,
  // In Haitian Creole a lone "m." is "mwen" (I, me) ending its sentence, not an abbreviation.
  ht: /\b(?:Dr|etc)\.$/i,
}

/** The sentences of a text: ended by ".", "!" or "?" (and a closing quote or bracket) before a space or the end. */
export function sentencesOf(text: string, lang = "en"): string[] {
  const abbreviation = ABBREVIATIONS[lang] ?? ABBREVIATIONS.en
  const sentences: string[] = []
  let start = 0
  const ending = /[.!?…]+["'”’)\]]*(?=\s+|$)/g
  for (const match of text.matchAll(ending)) {
    const end = match.index + match[0].length
    const candidate = text.slice(start, end)
    // "Dr. Doe", "e.g. ibuprofen", "2.5": not the end of a sentence.
    if (match[0] === "." && abbreviation.test(candidate)) continue
    if (candidate.trim()) sentences.push(candidate.trim())
    start = end
  }
  const rest = text.slice(start).trim()
  if (rest) sentences.push(rest)
  return sentences
}

/** The words of a text: runs of letters or digits (with inner apostrophes and hyphens), in any script. */
function wordsOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? []
}

/**
 * The syllables of an English word, by the usual heuristic (vowel groups, less a silent final
 * "e", at least one): the one Flesch and Kincaid's formula was made with, within a syllable of a
 * dictionary's count for most words. A number is read as one word of its digits' count, at most 3.
 */
export function englishSyllables(word: string): number {
  const lower = word.toLowerCase().replace(/['’]/g, "")
  if (/^\d+$/.test(lower)) return Math.min(3, lower.length)
  if (lower.length <= 3) return 1
  const trimmed = lower
    .replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, "")
    .replace(/^y/, "")
  const groups = trimmed.match(/[aeiouy]{1,2}/g)
  return Math.max(1, groups?.length ?? 1)
}

export interface Readability {
  sentences: number
  words: number
  /** The number of words of the longest sentence. */
  longestSentence: number
  /** Flesch-Kincaid grade level (English only; undefined for a text of another language or without words). */
  grade?: number
}

/** How hard a text is to read; the grade level only for English. */
export function readability(text: string, lang = "en"): Readability {
  const sentences = sentencesOf(text, lang)
  const wordsBySentence = sentences.map((sentence) => wordsOf(sentence))
  const words = wordsBySentence.flat()
  const longestSentence = Math.max(0, ...wordsBySentence.map((list) => list.length))
  if (lang !== "en" || words.length === 0) return { sentences: sentences.length, words: words.length, longestSentence }
  const syllables = words.reduce((sum, word) => sum + englishSyllables(word), 0)
  const grade = 0.39 * (words.length / sentences.length) + 11.8 * (syllables / words.length) - 15.59
  return { sentences: sentences.length, words: words.length, longestSentence, grade: Math.round(grade * 10) / 10 }
}
