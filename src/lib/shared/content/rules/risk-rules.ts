import type { z } from "zod"
import { fieldName, type ContentFile, type ContentProblem } from "../model/content-file"
import { sharedSchema } from "../model/layout-schemas"
import type { treatmentSection } from "../model/section-schemas"
import { treatmentSchema } from "../model/treatment-schema"
import { dataAt, dataOf, type Unchecked } from "../model/unchecked"
import { fieldInWords } from "../wording/field-words"
import { formOfFile } from "../wording/form-names"
import { stringsIn } from "./placeholders"
import { SHARED_FILE, TREATMENT_FILE } from "../model/content-paths"

/**
 * What a treatment page's "Risks and side effects" must say beyond what its schema can see:
 * who should not have a treatment (content/shared.json, shown on every page) names
 * each kind of contraindication; each page says what is not known about the long-term effects; a
 * page that treats the neck names the catastrophic risks of a neck injection; and no two pages for
 * different parts of the body list the same serious risks with only the body part changed, since
 * the nerves, vessels and other structures at risk differ from one part to another.
 */


/** The kinds of contraindication every treatment page names (the shared list must name each, in its own words). */
const CONTRAINDICATIONS: ReadonlyArray<{ name: string; words: RegExp }> = [
  { name: "an active infection", words: /\binfection/i },
  { name: "cancer", words: /\bcancer/i },
  { name: "a bleeding disorder or a low platelet count", words: /\bbleeding disorder|\bplatelet/i },
  { name: "pregnancy", words: /\bpregnan/i },
  { name: "a weakened immune system (immunosuppression)", words: /\bimmune system|\bimmunosuppress|\bimmunocompromis/i },
  { name: "an allergy to the numbing medicine", words: /\ballerg[^.]*\b(?:numbing|an(?:a)?esthe)/i },
]

/** Parts of the body where a needle can do catastrophic harm, and the risks a page that treats one must name. */
const SITE_RISKS: ReadonlyArray<{ site: string; mentions: RegExp; risks: ReadonlyArray<{ name: string; words: RegExp }> }> = [
  {
    site: "the neck",
    // "a stiff neck" is a symptom, not a place the needle goes.
    mentions: /(?<!stiff\s)\bneck\b|\bcervical\b/i,
    risks: [
      { name: "spinal cord injury", words: /\bspinal cord\b/i },
      { name: "stroke", words: /\bstrokes?\b/i },
      { name: "paralysis", words: /\bparaly/i },
    ],
  },
]

type RisksSection = Unchecked<Extract<z.input<typeof treatmentSection>, { kind: "risks" }>>

function risksSections(data: Unchecked<z.input<typeof treatmentSchema>> | undefined): Array<{ section: RisksSection; index: number }> {
  const sections = Array.isArray(data?.sections) ? data.sections : []
  return sections.flatMap((section, index) => (section?.kind === "risks" ? [{ section: section as RisksSection, index }] : []))
}

function texts(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((each): each is string => typeof each === "string") : []
}

export function riskProblems(files: readonly ContentFile[]): ContentProblem[] {
  return [...contraindicationProblems(files), ...treatmentRiskProblems(files), ...sameRisksProblems(files)]
}

/** The shared list of who should not have a treatment names every kind of contraindication. */
function contraindicationProblems(files: readonly ContentFile[]): ContentProblem[] {
  const list = dataAt(files, SHARED_FILE, sharedSchema)?.treatmentSafety?.contraindications
  if (!list) return []
  const said = texts(list.items).join("\n")
  const missing = CONTRAINDICATIONS.filter(({ words }) => !words.test(said)).map(({ name }) => name)
  if (missing.length === 0) return []
  return [
    {
      file: SHARED_FILE,
      field: "treatmentSafety.contraindications.items",
      message: `does not name ${missing.join(", ")}: every treatment page lists these as reasons not to have it (or to wait); add each, in plain words`,
    },
  ]
}

/** Each page's risks say what is not known in the long term, and a page that treats the neck names what a neck injection can do. */
function treatmentRiskProblems(files: readonly ContentFile[]): ContentProblem[] {
  const problems: ContentProblem[] = []
  for (const file of files.filter((each) => TREATMENT_FILE.test(each.path))) {
    const sections = risksSections(dataOf(file, treatmentSchema))
    for (const { section, index } of sections) {
      const notKnown = section.notKnown
      if (notKnown && !texts(notKnown.paragraphs).some((paragraph) => /\blong[\s-]term\b/i.test(paragraph))) {
        problems.push({
          file: file.path,
          field: fieldName(["sections", index, "notKnown", "paragraphs"]),
          message: 'must say what is not known about the treatment\'s long-term effects, in a paragraph that says "long-term"',
        })
      }
    }
    if (sections.length === 0) continue
    const { index } = sections[0]
    const risksText = stringsIn(sections[0].section)
      .map(({ text }) => text)
      .join("\n")
    for (const { site, mentions, risks } of SITE_RISKS) {
      const mention = stringsIn(file.data)
        .map(({ text }) => mentions.exec(text)?.input)
        .find((text) => text !== undefined)
      if (mention === undefined) continue
      const missing = risks.filter(({ words }) => !words.test(risksText)).map(({ name }) => name)
      if (missing.length === 0) continue
      problems.push({
        file: file.path,
        field: fieldName(["sections", index, "serious", "items"]),
        message: `does not name ${missing.join(", ")}, though the page treats ${site} ("${mention}"): an injection there can harm the spinal cord or an artery to the brain; name ${risks.map(({ name }) => name).join(", ")} among the serious risks`,
        staff: {
          says: `does not name ${missing.join(", ")}, though the page treats ${site}`,
          instead: "Add each to the serious risks: an injection there can harm the spinal cord or an artery to the brain",
        },
      })
    }
  }
  return problems
}

/**
 * Two pages for different parts of the body may not list the same serious risks once the words
 * naming the body part are taken out: each names the structures at risk where its needle goes.
 */
function sameRisksProblems(files: readonly ContentFile[]): ContentProblem[] {
  const seen = new Map<string, { file: ContentFile; bodyLocation: string }>()
  const problems: ContentProblem[] = []
  for (const file of files.filter((each) => TREATMENT_FILE.test(each.path))) {
    const data = dataOf(file, treatmentSchema)
    const bodyLocation = String(data?.procedure?.bodyLocation ?? "")
    const partWords = [bodyLocation, data?.title, data?.card?.title]
      .filter((each): each is string => typeof each === "string")
      .flatMap((each) => each.toLowerCase().match(/[a-z]{3,}/g) ?? [])
    for (const { section, index } of risksSections(data)) {
      const items = texts(section.serious?.items)
      if (items.length === 0) continue
      const key = items
        .map((item) => (item.toLowerCase().match(/[a-z]+/g) ?? []).filter((word) => !partWords.includes(word)).join(" "))
        .join("\n")
      const earlier = seen.get(key)
      if (earlier && earlier.bodyLocation.toLowerCase() !== bodyLocation.toLowerCase()) {
        problems.push({
          file: file.path,
          field: fieldName(["sections", index, "serious", "items"]),
          message: `are the serious risks of ${formOfFile(earlier.file.path, earlier.file.data)} (${fieldInWords(earlier.file.path, earlier.file.data, ["procedure", "bodyLocation"])}: "${earlier.bodyLocation}") with only the part of the body changed: name the nerves, blood vessels, tendons and other structures at risk where this treatment's needle goes ("${bodyLocation}")`,
          staff: {
            says: `are the serious risks of ${formOfFile(earlier.file.path, earlier.file.data)} with only the part of the body changed`,
            instead: `Name the nerves, blood vessels and other structures at risk where this needle goes ("${bodyLocation}")`,
          },
        })
      } else if (!earlier) seen.set(key, { file, bodyLocation })
    }
  }
  return problems
}
