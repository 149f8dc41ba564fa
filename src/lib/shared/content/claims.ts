/**
 * What counts as a claim of outcome (DECISIONS, turn 3): any proportion of patients, in digits or
 * in words, or a rate of success; any duration of benefit; any promise to cure, heal, restore,
 * regenerate, regrow, repair, reverse, rebuild or end pain; any promise to spare a patient surgery;
 * any claim of proof or of safety ("clinically proven", "guaranteed", "risk-free", "no side
 * effects"). The content check allows one only in an entry that carries its `evidence` (check.ts).
 * The patterns describe kinds of claim, not today's sentences: "nine in ten", "3 of 4", "ninety
 * percent", "the majority" and "most patients" are one kind.
 */

export type ClaimKind = "proportion" | "duration" | "promise" | "surgery" | "certainty"

export interface Claim {
  kind: ClaimKind
  /** The words that make the claim, as the text has them. */
  words: string
}

const UNITS = "one|two|three|four|five|six|seven|eight|nine"
const TEENS = "ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen"
const TENS = "twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety"
/** A number in words ("nine", "ninety-five", "a hundred") or in digits ("9", "9.5", "1,000"). */
const NUMBER = `(?:\\d+(?:[.,]\\d+)?|(?:${TENS})(?:[-\\s](?:${UNITS}))?|${TEENS}|${UNITS}|(?:a|one)\\s+hundred|hundred)`
const RANGE = `${NUMBER}(?:\\s*(?:[-–]|to)\\s*${NUMBER})?`
const PEOPLE = "patients|people|men|women|clients|cases|athletes|adults|users"
const OUTCOME_VERBS = "report|reported|notice|noticed|see|saw|feel|felt|improve|improved|experience|achieve|get|got|return|returned|avoid|avoided|say|said|are|were|had"

/** Kinds whose words, said in the negative ("is not a cure", "no guarantee"), make no claim. */
const NEGATABLE: ReadonlySet<ClaimKind> = new Set(["promise", "surgery", "certainty"])

/** `negatable`: this pattern of another kind is no claim in the negative either ("we quote no success rate"). */
const PATTERNS: ReadonlyArray<{ kind: ClaimKind; pattern: RegExp; negatable?: boolean }> = [
  // 90%, 70-75 %, ninety percent, 9 per cent
  { kind: "proportion", pattern: new RegExp(`(?<![\\w$])${RANGE}\\s*(?:%|percent\\b|per\\s+cent\\b|pct\\b)`, "i") },
  // nine in ten; 3 of 4 patients, one out of every five report..., 9/10 patients ("one of two ways" is no proportion)
  { kind: "proportion", pattern: new RegExp(`\\b${NUMBER}\\s+in\\s+(?:every\\s+)?${NUMBER}\\b`, "i") },
  {
    kind: "proportion",
    pattern: new RegExp(
      `\\b${NUMBER}\\s+(?:of|out\\s+of)\\s+(?:every\\s+)?${NUMBER}\\s+(?:(?:of\\s+)?(?:our|the|these|treated)\\s+)*(?:${PEOPLE}|${OUTCOME_VERBS})\\b`,
      "i",
    ),
  },
  { kind: "proportion", pattern: new RegExp(`\\b\\d+\\s*/\\s*\\d+\\s+(?:of\\s+)?(?:our\\s+)?(?:${PEOPLE})\\b`, "i") },
  // half of, two thirds of, a quarter of
  {
    kind: "proportion",
    pattern: new RegExp(`\\b(?:half|(?:a|one|${UNITS})[-\\s](?:third|quarter|fifth|tenth)s?)\\s+(?:of\\b|(?:our|the|all)\\s+(?:${PEOPLE})\\b)`, "i"),
  },
  // the majority, the vast majority of, a majority
  { kind: "proportion", pattern: /\b(?:the|a)\s+(?:(?:vast|great|clear|large)\s+)?majority\b/i },
  // most patients, many men, nearly all of our patients, most of them
  {
    kind: "proportion",
    pattern: new RegExp(
      `(?<!\\bhow\\s)\\b(?:most|many|nearly\\s+all|almost\\s+all|virtually\\s+all|the\\s+bulk\\s+of|a\\s+large\\s+number\\s+of|lots\\s+of)\\s+(?:of\\s+)?(?:(?:our|the|these|those|treated|such|your)\\s+)*(?:${PEOPLE}|them|us)\\b`,
      "i",
    ),
  },
  // almost everyone we treat, nearly everybody
  { kind: "proportion", pattern: /\b(?:almost|nearly|virtually|practically)\s+(?:everyone|everybody|every\s+patient)\b/i },
  // a success rate, high success
  { kind: "proportion", pattern: /\bsuccess(?:ful)?\s+rates?\b|\b(?:high|excellent|great|remarkable|outstanding)\s+(?:rates?\s+of\s+)?success\b/i, negatable: true },
  // most report improvement, many notice a change
  { kind: "proportion", pattern: new RegExp(`(?<!\\bhow\\s)\\b(?:most|many)\\s+(?:${OUTCOME_VERBS.replace("|are|were|had", "")})\\b`, "i") },

  // lasts 2-5 years, can last for several years, last up to a year
  {
    kind: "duration",
    pattern: new RegExp(
      `\\blast(?:s|ed|ing)?\\s+(?:for\\s+)?(?:(?:up\\s+to|about|around|at\\s+least|more\\s+than|over|roughly)\\s+)?(?:${RANGE}|several|many|a\\s+few|a|one)\\s+(?:(?:or|and)\\s+(?:more|longer)\\s+)?(?:years?|months?)\\b`,
      "i",
    ),
  },
  // benefits can last for years, relief that persists long term, results remain for decades
  {
    kind: "duration",
    pattern:
      /\b(?:results?|benefits?|relief|improvements?|effects?|gains?)\b[^.;]{0,40}?\b(?:last|lasts|lasting|persist|persists|remain|remains|endure|endures)\b[^.;]{0,25}?\b(?:years?|decades?|months?|long[-\s]term|permanently|for\s+good|for\s+life|indefinitely)\b/i,
  },
  // long-lasting relief, permanent results, lasting benefit
  {
    kind: "duration",
    pattern:
      /\b(?:long[-\s]?lasting|long[-\s]term|lasting|permanent|durable|lifelong)\s+(?:pain\s+)?(?:relief|results?|benefits?|improvements?|effects?|cure|fix|solution|healing)\b/i,
  },

  // regenerate (not "regenerative", the field's name), regrow, repair, reverse, rebuild
  { kind: "promise", pattern: /\bregenerat(?:e|es|ed|ing|ion|ions)\b/i },
  { kind: "promise", pattern: /\bre-?grow(?:s|n|th|ing)?\b|\bgrows?\s+back\b|\bnew\s+(?:hairs?|growth|cartilage|tissue)\b/i },
  { kind: "promise", pattern: /\brepair(?:s|ed|ing)?\b/i },
  { kind: "promise", pattern: /\brevers(?:e|es|ed|ing|al)\b/i },
  { kind: "promise", pattern: /\brebuil(?:d|ds|t|ding)\b/i },
  // cure (verb or noun), heal a joint, restore function, eliminate or end pain, pain-free
  { kind: "promise", pattern: /\bcur(?:e|es|ed|ing|ative)\b/i },
  { kind: "promise", pattern: /\bheal(?:s|ed)?\s+(?:your|the|damaged|injured|torn|worn|itself|themselves|it|them)\b/i },
  { kind: "promise", pattern: /\brestor(?:e|es|ed|ing)\b/i },
  { kind: "promise", pattern: /\beliminat(?:e|es|ed|ing)\b|\b(?:end|ends|stop|stops|gets?\s+rid\s+of)\s+(?:(?:your|the|their|chronic|knee|back|joint|hip|shoulder|nerve)\s+){0,2}pain\b|\bpain[-\s]free\b/i },

  // clinically proven, guaranteed, completely safe, risk-free, no side effects
  { kind: "certainty", pattern: /\b(?:clinically|scientifically|medically)\s+(?:proven|tested|validated)\b|\bproven\s+(?:to|results?|treatments?|effective|safe|therapy)\b/i },
  { kind: "certainty", pattern: /\bguarantee(?:s|d)?\b/i },
  {
    kind: "certainty",
    pattern:
      /\b(?:completely|totally|perfectly|entirely|100\s*%|absolutely)\s+safe\b|\brisk[-\s]free\b|\bno\s+(?:side[-\s]effects|risks?|downtime)\b|\bsafe\s+and\s+effective\b/i,
  },

  // without surgery, without needing an operation, avoid (knee replacement) surgery, no need for surgery
  {
    kind: "surgery",
    pattern:
      /\bwithout\s+(?:the\s+need\s+for\s+|needing\s+|having\s+(?:to\s+have\s+)?)?(?:an?\s+)?(?:surgery|surgeries|operations?|(?:joint|knee|hip|shoulder)\s+replacement)\b/i,
  },
  {
    kind: "surgery",
    pattern:
      /\b(?:avoid|avoids|avoided|avoiding|skip|skips|prevent|prevents|spare\s+(?:you|patients|them)(?:\s+from)?|no\s+(?:longer\s+)?needs?|no\s+need\s+for|never\s+needs?)\s+(?:(?:[\w-]+\s+){0,3}?)(?:surgery|surgeries|operations?|(?:joint|knee|hip|shoulder)\s+replacements?)\b/i,
  },
]

/** A promise said in the negative ("does not repair", "cannot regrow", "no treatment can reverse") is no promise. */
const NEGATED = /\b(?:not|no|never|cannot|can't|won't|doesn't|don't|isn't|aren't|nor|neither)\b(?:\s+[\w'-]+){0,5}\s*$/i
const NOT_ONLY = /\bnot\s+only\s*$/i

/** Every claim of outcome a text makes, in the order of the patterns. `quotations` are passages to ignore (the regulation's own words). */
export function outcomeClaims(text: string, quotations: readonly string[] = []): Claim[] {
  let scanned = text
  for (const quotation of quotations) if (quotation) scanned = scanned.split(quotation).join(" ")
  const claims: Claim[] = []
  for (const { kind, pattern, negatable } of PATTERNS) {
    for (const match of scanned.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))) {
      if (NEGATABLE.has(kind) || negatable) {
        const before = scanned.slice(Math.max(0, match.index - 80), match.index)
        if (NEGATED.test(before) && !NOT_ONLY.test(before)) continue
      }
      if (!claims.some((claim) => claim.words === match[0])) claims.push({ kind, words: match[0] })
    }
  }
  return claims
}

/** The first claim of outcome a text makes, or undefined. */
export function outcomeClaim(text: string, quotations: readonly string[] = []): Claim | undefined {
  return outcomeClaims(text, quotations)[0]
}

/** What each kind of claim is, for the content check's message. */
export const CLAIM_KINDS: Readonly<Record<ClaimKind, string>> = {
  proportion: "a proportion of patients",
  duration: "how long a benefit lasts",
  promise: "a promise to cure, heal, restore, regenerate, regrow, repair, reverse, rebuild or end pain",
  surgery: "a promise to spare surgery",
  certainty: "a claim of proof or of safety",
}
