import type { LanguageCode } from "../../../languages"
import { CREOLE } from "./creole"
import { ENGLISH } from "./english"
import { FRENCH } from "./french"
import { OUTCOME_KINDS, type Claim, type ClaimKind } from "./kinds"
import { NEGATABLE_KINDS, type ClaimLanguage } from "./language"
import { SPANISH } from "./spanish"

const LANGUAGES: Readonly<Record<LanguageCode, ClaimLanguage>> = { en: ENGLISH, es: SPANISH, fr: FRENCH, ht: CREOLE }

/** Kinds read in a question too: a question that names a price or a credential still states it. */
const STATED_IN_QUESTIONS: ReadonlySet<ClaimKind> = new Set<ClaimKind>(["credential", "price"])

/** Each pattern's global copy, compiled once: a build reads every text of every language. */
const GLOBAL = new WeakMap<RegExp, RegExp>()
function everywhere(pattern: RegExp): RegExp {
  let global = GLOBAL.get(pattern)
  if (!global) GLOBAL.set(pattern, (global = new RegExp(pattern.source, `${pattern.flags}g`)))
  return global
}

/** Sentences, each with the punctuation that ends it; a new one starts after . ! ? or a line break, before a capital or an opening mark. */
function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?…])\s+(?=[\p{Lu}¿¡"“«(\d])|\n+/u).filter((sentence) => sentence.trim() !== "")
}

function isQuestion(sentence: string, language: ClaimLanguage): boolean {
  return /\?\W*$/u.test(sentence.trim()) && !language.rhetorical.test(sentence.replace(/^[\s¿¡"“«]+/u, ""))
}

/**
 * Every claim a text makes in `lang`, in the order of the language's patterns. Not a claim: words
 * said in the negative where their kind allows it ("it is not a cure", "not FDA approved", but
 * not "no other treatment can ..."), words in a clause that supposes or asks ("whether it helps",
 * "if the treatment helps you, ..."), a question a patient asks ("Is there downtime?"), and
 * `quotations` (the regulation's own words, where the site quotes them). `kinds`: only those.
 */
export function claimsIn(
  text: string,
  lang: LanguageCode = "en",
  quotations: readonly string[] = [],
  kinds?: ReadonlySet<ClaimKind>,
): readonly Claim[] {
  // A text read whole, in a language, is read once: a build compares each English text with three translations, several times over.
  if (quotations.length > 0 || kinds) return readClaims(text, lang, quotations, kinds)
  const key = `${lang}\u0000${text}`
  let claims = READ.get(key)
  if (!claims) {
    if (READ.size >= MOST_READ) READ.clear()
    READ.set(key, (claims = readClaims(text, lang, quotations, kinds)))
  }
  return claims
}

const READ = new Map<string, readonly Claim[]>()
const MOST_READ = 50_000

function readClaims(text: string, lang: LanguageCode, quotations: readonly string[], kinds: ReadonlySet<ClaimKind> | undefined): readonly Claim[] {
  const language = LANGUAGES[lang]
  let scanned = text
  for (const quotation of quotations) if (quotation) scanned = scanned.split(quotation).join(" ")
  const claims: Claim[] = []
  for (const sentence of sentencesOf(scanned)) {
    const asked = isQuestion(sentence, language)
    for (const { kind, pattern, negatable } of language.patterns) {
      if ((asked && !STATED_IN_QUESTIONS.has(kind)) || (kinds && !kinds.has(kind))) continue
      for (const match of sentence.matchAll(everywhere(pattern))) {
        if (negatable ?? NEGATABLE_KINDS.has(kind)) {
          const before = sentence.slice(0, match.index)
          const clause = before.slice(-160).replace(everywhere(language.comparing), " so ")
          if (language.negation.test(clause) || language.supposing.test(before)) continue
        }
        if (!claims.some((claim) => claim.words === match[0])) claims.push({ kind, words: match[0] })
      }
    }
  }
  return claims
}

/** The amounts of money a text names, in figures or in words ("$3,000", "three thousand dollars"). */
export function pricesIn(text: string, lang: LanguageCode = "en"): string[] {
  return claimsIn(text, lang, [], PRICE).map((claim) => claim.words)
}

const PRICE: ReadonlySet<ClaimKind> = new Set<ClaimKind>(["price"])
const OUTCOME: ReadonlySet<ClaimKind> = new Set(OUTCOME_KINDS)

/**
 * Every claim of outcome an English text makes (kinds.ts OUTCOME_KINDS): what the content check
 * allows only beside an outcome figure's published evidence. `quotations` are passages to ignore.
 */
export function outcomeClaims(text: string, quotations: readonly string[] = []): readonly Claim[] {
  return claimsIn(text, "en", quotations, OUTCOME)
}
