/**
 * How hard a text is to read, measured the way health-literacy guidance measures patient
 * materials: sentences and their length in words, and in English the Flesch-Kincaid grade level
 * (0.39 × words per sentence + 11.8 × syllables per word − 15.59). Plain words, written for
 * patients of every reading level and for readers of English as a second language, aim at grade 8
 * or below, in sentences of about 20 words at most.
 * A translation is compared with its English by reading ease, the 0-100 scale (higher is easier) of
 * Flesch's formula and of its adaptations to other languages: Fernández Huerta's for Spanish,
 * Kandel and Moles' for French. Haitian Creole has none; its texts are measured by sentence length.
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

/** Letters of a vowel sound in Spanish and French words (for counting syllables). */
const SPANISH_VOWELS = "aeiouáéíóúü"
const FRENCH_VOWELS = "aeiouyàâäéèêëîïôöùûüÿœæ"

/**
 * The syllables of a Spanish word: its vowel groups, where two strong vowels (a, e, o) or a
 * stressed weak one (í, ú) beside another vowel are two syllables (hiatus: "ca-er", "dí-a"), and a
 * weak vowel (i, u, ü) beside another makes one (diphthong: "cui-da-do"). A silent "u" of "que",
 * "qui", "gue", "gui" is no vowel. A number is read as one word of its digits' count, at most 3.
 */
export function spanishSyllables(word: string): number {
  const lower = word.toLowerCase().replace(/['’]/g, "")
  if (/^\d+$/.test(lower)) return Math.min(3, lower.length)
  const spoken = lower.replace(/([qg])u([eéií])/g, "$1$2")
  let syllables = 0
  let previous = ""
  for (const letter of spoken) {
    if (!SPANISH_VOWELS.includes(letter)) {
      previous = ""
      continue
    }
    const strong = (vowel: string) => "aeoáéóíú".includes(vowel)
    if (!previous || (strong(previous) && strong(letter))) syllables++
    previous = letter
  }
  return Math.max(1, syllables)
}

/**
 * The syllables of a French word, as read aloud: its vowel groups ("eau", "oi", "ou" one each), less
 * a final mute "e", "es" or a verb's "ent" after a consonant ("pro-blème", "par-lent"), at least
 * one. A number is read as one word of its digits' count, at most 3.
 */
export function frenchSyllables(word: string): number {
  const lower = word.toLowerCase().replace(/^[a-z]['’]/, "").replace(/['’]/g, "")
  if (/^\d+$/.test(lower)) return Math.min(3, lower.length)
  const spoken = lower.length > 3 ? lower.replace(/([^aeiouyéèêàâîôû])(?:e|es|ent)$/, "$1") : lower
  const groups = spoken.match(new RegExp(`[${FRENCH_VOWELS}]+`, "g"))
  return Math.max(1, groups?.length ?? 1)
}

/** Reading ease (higher is easier, about 0-100) from words per sentence and syllables per word, by language. */
const READING_EASE: Readonly<Record<string, { syllables: (word: string) => number; ease: (wordsPerSentence: number, syllablesPerWord: number) => number }>> = {
  // Flesch (1948).
  en: { syllables: englishSyllables, ease: (wps, spw) => 206.835 - 1.015 * wps - 84.6 * spw },
  // Fernández Huerta (1959), as corrected by Law (2011): 206.84 − 0.60 × syllables per 100 words − 1.02 × words per sentence.
  es: { syllables: spanishSyllables, ease: (wps, spw) => 206.84 - 60 * spw - 1.02 * wps },
  // Kandel and Moles (1958).
  fr: { syllables: frenchSyllables, ease: (wps, spw) => 207 - 1.015 * wps - 73.6 * spw },
}

/** Whether a reading-ease formula exists for the language. */
export const hasReadingEase = (lang: string) => lang in READING_EASE

export interface Readability {
  sentences: number
  words: number
  /** The number of words of the longest sentence. */
  longestSentence: number
  /** Flesch-Kincaid grade level (English only; undefined for a text of another language or without words). */
  grade?: number
  /** Reading ease, 0-100 and higher for easier (undefined for a language without a formula, or a text without words). */
  ease?: number
}

/** How hard a text is to read; the grade level only for English, the reading ease where the language has a formula. */
export function readability(text: string, lang = "en"): Readability {
  const sentences = sentencesOf(text, lang)
  const wordsBySentence = sentences.map((sentence) => wordsOf(sentence))
  const words = wordsBySentence.flat()
  const longestSentence = Math.max(0, ...wordsBySentence.map((list) => list.length))
  const counted = { sentences: sentences.length, words: words.length, longestSentence }
  const formula = READING_EASE[lang]
  if (!formula || words.length === 0) return counted
  const wordsPerSentence = words.length / sentences.length
  const syllablesPerWord = words.reduce((sum, word) => sum + formula.syllables(word), 0) / words.length
  const ease = Math.round(formula.ease(wordsPerSentence, syllablesPerWord) * 10) / 10
  if (lang !== "en") return { ...counted, ease }
  const grade = 0.39 * wordsPerSentence + 11.8 * syllablesPerWord - 15.59
  return { ...counted, grade: Math.round(grade * 10) / 10, ease }
}
