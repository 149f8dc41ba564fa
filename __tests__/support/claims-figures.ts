import fc from "fast-check"
import { CLAIM_KINDS, type ClaimKind } from "../../src/lib/shared/content/rules/claims/kinds"
import { investigationalConditionsIn } from "../../src/lib/shared/content/rules/claims/investigational"
import { claimsIn } from "../../src/lib/shared/content/rules/claims/scan"
import { LANGUAGE_CODES, type LanguageCode } from "../../src/lib/shared/languages"
import { variants } from "./claim-variants"
import { CORPUS, FTC_QUOTES, ISSUE_SENTENCES } from "./claims-corpus"

const KINDS = Object.keys(CLAIM_KINDS) as ClaimKind[]
/** Generated sentences per kind and language; the seed keeps the figures the same from run to run. */
export const VARIANT_RUNS = 200
const SEED = 40

const found = (text: string, lang: LanguageCode, kind: ClaimKind | "investigational") =>
  kind === "investigational"
    ? investigationalConditionsIn(text, lang).length > 0
    : claimsIn(text, lang).some((claim) => claim.kind === kind)

/** Refused and total, as "12/12". */
const ratio = (texts: readonly string[], refused: (text: string) => boolean) => `${texts.filter(refused).length}/${texts.length}`

/** The distinct sentences fast-check writes for a kind in a language, with the seed of the figures. */
export function generated(lang: LanguageCode, kind: ClaimKind): string[] {
  return [...new Set(fc.sample(variants(lang, kind), { numRuns: VARIANT_RUNS, seed: SEED }))]
}

/**
 * The figures of docs/claims.md, measured: per kind and language, the corpus sentences refused of
 * those written, and the distinct generated sentences refused of those generated; then the FTC's
 * quotes and the fifteen reworded claims of the compliance review. The site's own content is measured by the test itself.
 */
export function claimFigures(): string {
  const header = `| Kind | ${LANGUAGE_CODES.map((lang) => `${lang}: written`).join(" | ")} | ${LANGUAGE_CODES.map((lang) => `${lang}: generated`).join(" | ")} |`
  const rule = `| --- | ${LANGUAGE_CODES.map(() => "---").join(" | ")} | ${LANGUAGE_CODES.map(() => "---").join(" | ")} |`
  const rows = KINDS.map((kind) => {
    const written = LANGUAGE_CODES.map((lang) => ratio(CORPUS[lang][kind], (text) => found(text, lang, kind)))
    const variantFigures = LANGUAGE_CODES.map((lang) => ratio(generated(lang, kind), (text) => found(text, lang, kind)))
    return `| ${kind} | ${written.join(" | ")} | ${variantFigures.join(" | ")} |`
  })
  const sum = (figures: string[]) => {
    const [refused, total] = figures.map((figure) => figure.split("/").map(Number)).reduce(([a, b], [c, d]) => [a + c, b + d], [0, 0])
    return `${refused}/${total}`
  }
  const totals = LANGUAGE_CODES.map((lang) => sum(KINDS.map((kind) => ratio(CORPUS[lang][kind], (text) => found(text, lang, kind)))))
  const generatedTotals = LANGUAGE_CODES.map((lang) =>
    sum(KINDS.map((kind) => ratio(generated(lang, kind), (text) => found(text, lang, kind)))),
  )
  const ftc = ratio(
    FTC_QUOTES.map((quote) => quote.text),
    (text) => FTC_QUOTES.find((quote) => quote.text === text)!.kinds.every((kind) => found(text, "en", kind)),
  )
  const issue = LANGUAGE_CODES.map(
    (lang) =>
      `${lang} ${ratio(
        ISSUE_SENTENCES.map((sentence) => sentence[lang]),
        (text) => found(text, lang, ISSUE_SENTENCES.find((sentence) => sentence[lang] === text)!.kind),
      )}`,
  )
  return [
    header,
    rule,
    ...rows,
    `| all kinds | ${totals.join(" | ")} | ${generatedTotals.join(" | ")} |`,
    "",
    `The FTC's quotes, each refused as every kind listed for it: ${ftc}. The fifteen reworded claims of the compliance review, each refused as its kind: ${issue.join(", ")}.`,
  ].join("\n")
}
