import type { LanguageCode } from "../../languages"
import { CREOLE } from "./creole"
import { ENGLISH } from "./english"
import { FRENCH } from "./french"
import { OUTCOME_KINDS, type Claim, type ClaimKind } from "./kinds"
import { NEGATABLE_KINDS, type ClaimLanguage } from "./language"
import { SPANISH } from "./spanish"

const LANGUAGES: Readonly<Record<LanguageCode, ClaimLanguage>> = { en: ENGLISH, es: SPANISH, fr: FRENCH, ht: CREOLE }

/** Kinds read in a question too: a question that names a price or a credential still states it. */
const STATED_IN_QUESTIONS: ReadonlySet<ClaimKind> = new Set<ClaimKind>(["credential", "price"])

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
 * `quotations` (the regulation's own words, where the site quotes them).
 */
export function claimsIn(text: string, lang: LanguageCode = "en", quotations: readonly string[] = []): Claim[] {
  const language = LANGUAGES[lang]
  let scanned = text
  for (const quotation of quotations) if (quotation) scanned = scanned.split(quotation).join(" ")
  const claims: Claim[] = []
  for (const sentence of sentencesOf(scanned)) {
    const asked = isQuestion(sentence, language)
    for (const { kind, pattern, negatable } of language.patterns) {
      if (asked && !STATED_IN_QUESTIONS.has(kind)) continue
      for (const match of sentence.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))) {
        if (negatable ?? NEGATABLE_KINDS.has(kind)) {
          const before = sentence.slice(0, match.index)
          const clause = before.slice(-160).replace(new RegExp(language.comparing.source, `${language.comparing.flags}g`), " so ")
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
  return claimsIn(text, lang)
    .filter((claim) => claim.kind === "price")
    .map((claim) => claim.words)
}

/**
 * Every claim of outcome an English text makes (kinds.ts OUTCOME_KINDS): what the content check
 * allows only beside an outcome figure's published evidence. `quotations` are passages to ignore.
 */
export function outcomeClaims(text: string, quotations: readonly string[] = []): Claim[] {
  return claimsIn(text, "en", quotations).filter((claim) => OUTCOME_KINDS.includes(claim.kind))
}
