/**
 * The kinds of claim the content check knows (docs/claims.md), each with what it is and
 * what to write instead, for the messages of the check and the editor. The words that make each
 * kind are per language (english.ts, spanish.ts, french.ts, creole.ts); the kinds are one list.
 */
export const CLAIM_KINDS = {
  proportion: {
    what: "a proportion of patients",
    instead: "Give a proportion only beside the published controlled study that measured it; elsewhere say what a patient may expect: 'Some patients notice less pain; others notice no change'",
    forStaff: "Say what a patient may expect: 'Some patients notice less pain; others notice no change'",
  },
  typical: {
    what: "what usually happens after treatment",
    instead: "Do not say what is typical, since no one has measured it: 'If the treatment helps, improvement may take 4-8 weeks to notice'",
  },
  duration: {
    what: "how long a benefit lasts",
    instead: "Say that no one can tell how long a benefit would last: 'We cannot tell you how long any benefit would last'",
  },
  efficacy: {
    what: "that the treatment works",
    instead: "Say what patients may expect, not what they will get: 'Some patients notice less pain'",
  },
  promise: {
    what: "a promise to cure, heal, regenerate, repair, restore or end pain",
    instead: "Say what the treatment is and that it is not a cure: 'Cells from your own body are injected where you have pain. It is not a cure'",
  },
  surgery: {
    what: "that it spares, delays or replaces surgery",
    instead: "Say that it is one option to discuss and that some people still need surgery: 'Some people still need surgery later'",
  },
  comparison: {
    what: "a comparison with other treatments, clinics or their cost",
    instead: "Describe this treatment on its own, with its risks and your other options: 'We explain the possible benefits, the risks and your other options'",
  },
  safety: {
    what: "that the treatment is safe, natural or free of risk",
    instead: "Name its risks instead: 'Every procedure has risks: pain, swelling or bruising where the needle goes in, and, rarely, infection'",
  },
  certainty: {
    what: "a claim of proof or a guarantee",
    instead: "Say what is and is not known: 'Research has not shown that it works, and we cannot promise that it will help you'",
  },
  regulatory: {
    what: "a regulatory status (FDA registration, approval or compliance)",
    instead: "State the FDA status as every treatment page does: 'It is not FDA approved, and the FDA has not reviewed it for safety or effectiveness'",
  },
  credential: {
    what: "a credential of the physician",
    instead: "Write credentials once, in Site › Physician, which the pages show",
  },
  price: {
    what: "an amount of money",
    instead: "Give the price only in the clinic's one wording of it (Shared › Same wording), with the date it was set",
  },
} as const satisfies Record<string, { what: string; instead: string; forStaff?: string }>

export type ClaimKind = keyof typeof CLAIM_KINDS

/** The kinds that state an outcome of treatment; credentials and prices have rules of their own (credentials.ts, check.ts). */
export const OUTCOME_KINDS: readonly ClaimKind[] = (Object.keys(CLAIM_KINDS) as ClaimKind[]).filter((kind) => kind !== "credential" && kind !== "price")

export interface Claim {
  kind: ClaimKind
  /** The words that make the claim, as the text has them. */
  words: string
}

/** `"helps reduce pain": that the treatment works` for a message. */
export function claimInWords(claim: Claim): string {
  return `"${claim.words}": ${CLAIM_KINDS[claim.kind].what}`
}

/** The words that make the claims, for the editor's staff: `"90%", "report less pain"`. */
export function claimWords(claims: readonly Claim[]): string {
  return claims.map((claim) => `"${claim.words}"`).join(", ")
}

/** What to write instead of the first claim, in one sentence for the editor's staff. */
export function staffAdviceFor(claims: readonly Claim[]): string {
  const kind: { instead: string; forStaff?: string } = CLAIM_KINDS[claims[0].kind]
  return kind.forStaff ?? kind.instead
}

/** What to write instead, once per kind the claims are of: "Say what patients may expect, ...". */
export function adviceFor(claims: readonly Claim[]): string {
  return [...new Set(claims.map((claim) => CLAIM_KINDS[claim.kind].instead))].join(". ")
}
