import type { ClaimKind } from "./kinds"

/** One shape of claim: the words that make it, and whether a negation before them unsays it. */
export interface ClaimPattern {
  kind: ClaimKind
  pattern: RegExp
  /**
   * Whether "not", "no", "never" before the words unsay the claim ("it is not a cure", "not FDA
   * approved"). Defaults to the kind's (NEGATABLE_KINDS); false where the negation is the claim
   * itself ("does not require FDA approval", "cannot be rejected").
   */
  negatable?: boolean
}

/** How one language makes claims, and how it unsays, asks or supposes them. */
export interface ClaimLanguage {
  patterns: readonly ClaimPattern[]
  /** Tested on the words just before a claim, in its clause: whether they deny it ("not", "no one can promise that"). */
  negation: RegExp
  /**
   * Words that look like a negation but deny nothing the claim says: comparisons ("no other",
   * "nothing else") and names of the procedure ("no quirúrgico", "non chirurgical"). Removed
   * before `negation` is tested.
   */
  comparing: RegExp
  /** Tested on its sentence before a claim: whether the claim is supposed or asked about, not stated ("whether", "if the treatment helps"). */
  supposing: RegExp
  /** The start of a question that states what it asks ("Why live with pain when ..."): such a question is read, others are not. */
  rhetorical: RegExp
}

/** Kinds whose words, said in the negative, make no claim. A proportion, a credential or a price is one either way. */
export const NEGATABLE_KINDS: ReadonlySet<ClaimKind> = new Set<ClaimKind>([
  "typical",
  "duration",
  "efficacy",
  "promise",
  "surgery",
  "comparison",
  "safety",
  "certainty",
  "regulatory",
])

const LETTERS = "\\p{L}\\p{N}_"
const LETTER = `[${LETTERS}]`
/** Where a word starts: no letter before (what follows in the pattern is one). */
const WORD_START = `(?<!${LETTER})`
/** Where a word ends: no letter after (what came before in the pattern was one). */
const WORD_END = `(?!${LETTER})`

const BOUNDARY = `(?:${WORD_START}(?=${LETTER})|(?<=${LETTER})${WORD_END})`

/**
 * What a `\b` means where it stands: the end of a word before an alternative's end, a lookahead,
 * a space or a class of non-letters; the start of one after the pattern's start, an alternative's
 * start or a space, or before a letter; both sides where the pattern cannot tell.
 */
function boundary(before: string, after: string): string {
  if (after === "" || /^(?:[|)$]|\(\?[!=]|\[\^|\\s|\(\?:\\s)/.test(after)) return WORD_END
  if (before === "" || /(?:[|(^]|\(\?:|\(\?<!.*\)|\\s[+*]?\??)$/.test(before) || /^(?:[\p{L}\d]|\\[wd])/u.test(after)) return WORD_START
  return BOUNDARY
}

/**
 * A pattern from a source written as in English regexes, read for every language: `\b` and `\w`
 * count accented letters ("cirugía", "guérir", "geri") as letters, which JavaScript's own do not.
 * A `\b` before a word is read as "no letter before", after one as "no letter after": one look
 * each, where a two-sided boundary would cost four at every character. Case-insensitive and
 * Unicode-aware.
 */
export function words(source: string): RegExp {
  let unicode = ""
  let inClass = false
  for (let index = 0; index < source.length; index++) {
    const char = source[index]
    if (char === "\\") {
      const next = source[++index]
      if (next === "w") unicode += inClass ? LETTERS : LETTER
      else if (next === "b" && !inClass) unicode += boundary(source.slice(0, index - 1), source.slice(index + 1))
      else unicode += `\\${next}`
    } else {
      if (char === "[" && !inClass) inClass = true
      else if (char === "]" && inClass) inClass = false
      unicode += char
    }
  }
  return new RegExp(unicode, "iu")
}
