import { fieldName, type ContentFile, type ContentProblem } from "../model/content-file"
import { fieldInWords } from "../wording/field-words"
import { treatmentSchema } from "../model/treatment-schema"
import { dataOf } from "../model/unchecked"

/**
 * The major medical guidelines whose verdict a treatment page must show when its condition is one
 * they cover (leaving out a guideline's verdict against a treatment is a material
 * omission). Only guidelines the team is certain of are listed, each with where it is published;
 * add one here, with the conditions it covers, and every treatment about those conditions is asked
 * for its verdict. A treatment states its conditions in `conditions` (treatment-schema.ts).
 */
export interface MajorGuideline {
  name: string
  href: string
  /** What it covers, in words, for the message. */
  scope: string
  covers: (condition: string) => boolean
}

const OSTEOARTHRITIS = /\bosteo-?arthritis\b|\bwear[\s-]and[\s-]tear arthritis\b|\bdegenerative (?:joint disease|arthritis)\b/i
const HAND_HIP_KNEE = /\b(?:hands?|fingers?|thumbs?|hips?|knees?)\b/i
const OTHER_JOINT = /\b(?:shoulders?|spine|spinal|back|neck|facet|sacroiliac|ankles?|foot|feet|toes?|elbows?|wrists?|jaws?)\b/i

export const MAJOR_GUIDELINES: readonly MajorGuideline[] = [
  {
    name: "2019 American College of Rheumatology/Arthritis Foundation Guideline for the Management of Osteoarthritis of the Hand, Hip, and Knee",
    href: "https://doi.org/10.1002/acr.24131",
    scope: "osteoarthritis of the hand, hip and knee",
    // Osteoarthritis of those joints, or osteoarthritis with no joint named.
    covers: (condition) => OSTEOARTHRITIS.test(condition) && (HAND_HIP_KNEE.test(condition) || !OTHER_JOINT.test(condition)),
  },
  {
    name: "Erectile Dysfunction: AUA Guideline (American Urological Association, 2018)",
    href: "https://doi.org/10.1016/j.juro.2018.05.004",
    scope: "erectile dysfunction",
    covers: (condition) => /\berectile dysfunction\b/i.test(condition),
  },
]


/**
 * A treatment about a condition a major guideline covers gives that guideline's verdict
 * (`guideline`, ticked as covered, linking the guideline's address), which its page shows near the
 * top. `guidelines` is the table above; tests pass their own.
 */
export function guidelineProblems(files: readonly ContentFile[], guidelines: readonly MajorGuideline[] = MAJOR_GUIDELINES): ContentProblem[] {
  const problems: ContentProblem[] = []
  for (const file of files) {
    const treatment = dataOf(file, treatmentSchema)
    if (!treatment) continue
    const conditions = Array.isArray(treatment.conditions) ? treatment.conditions.filter((each): each is string => typeof each === "string") : []
    for (const guideline of guidelines) {
      const condition = conditions.find(guideline.covers)
      if (condition === undefined) continue
      if (treatment.guideline?.covered === true && treatment.guideline.source?.href === guideline.href) break
      problems.push({
        file: file.path,
        field: fieldName(["guideline"]),
        message:
          `must give the verdict of the ${guideline.name}, which covers ${guideline.scope} ("${condition}", one of the conditions it is about): ` +
          `tick "${fieldInWords(file.path, file.data, ["guideline", "covered"]).split(" › ").pop()}", write what it says of this treatment in plain words, and link it (${guideline.href})`,
        staff: {
          says: `must give what a major guideline says of this treatment for "${condition}"`,
          instead: `Tick "${fieldInWords(file.path, file.data, ["guideline", "covered"]).split(" › ").pop()}", say in plain words what it says, and link ${guideline.href}`,
        },
      })
      break
    }
  }
  return problems
}
