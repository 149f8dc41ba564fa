import type { z } from "zod"
import { fieldName, ownTexts, walkEntries, type ContentFile, type ContentProblem } from "../../model/content-file"
import type { outcomeEvidence } from "../../model/field-kinds"
import type { Unchecked } from "../../model/unchecked"
import { entryHasField, fieldInWords, labelInForm } from "../../wording/field-words"
import { formOfFile } from "../../wording/form-names"
import { adviceFor, claimInWords, claimWords, staffAdviceFor, type ClaimKind } from "./kinds"
import { outcomeClaims } from "./scan"

/** The design of an outcome figure's evidence that is the clinic's own follow-up (field-kinds.ts STUDY_DESIGNS). */
const CLINIC_FOLLOW_UP = "clinicFollowUp"

/** What a figure may claim beside the clinic's own follow-up: the proportion of patients satisfied with their care. */
const BESIDE_FOLLOW_UP: ReadonlySet<ClaimKind> = new Set<ClaimKind>(["proportion"])

/** What a figure may claim beside a published controlled study: what the study measured, and for how many. */
const BESIDE_STUDY: ReadonlySet<ClaimKind> = new Set<ClaimKind>(["proportion", "typical", "duration", "efficacy", "comparison"])

/**
 * Claims of outcome (kinds.ts) may appear only beside an outcome figure's evidence, which the page
 * shows: a proportion, what usually happens, how long a benefit lasts, that the treatment works,
 * or a comparison, beside a published controlled study; the proportion of patients satisfied
 * with their care, beside the clinic's own follow-up. A promise to cure or regenerate, to spare
 * surgery, of safety, proof or regulatory status is refused beside any evidence. Every other text
 * (an FAQ answer, a page's description, a testimonial's quote) may make none; each refusal names
 * the file, the field, the words and their kind, and what to write instead. `quotations` (the
 * regulation's own words, quoted where the site names its terms) are not claims.
 */
export function claimProblems(files: readonly ContentFile[], quotations: readonly string[]): ContentProblem[] {
  const problems: ContentProblem[] = []
  for (const file of files) {
    walkEntries(file.data, [], (entry, path) => {
      // A file may hold `null` where the schema wants evidence (the schema refuses it); it is no evidence.
      const evidence = (entry.evidence ?? undefined) as Unchecked<z.input<typeof outcomeEvidence>> | undefined
      const allowed = evidence === undefined ? undefined : evidence.design === CLINIC_FOLLOW_UP ? BESIDE_FOLLOW_UP : BESIDE_STUDY
      for (const { text, path: textPath } of ownTexts(entry, path)) {
        const claims = outcomeClaims(text, quotations).filter((claim) => !allowed?.has(claim.kind))
        if (claims.length === 0) continue
        const named = claims.map(claimInWords).join("; ")
        const entryName = fieldInWords(file.path, file.data, path) || formOfFile(file.path, file.data)
        const evidenceLabel = () => labelInForm(file.path, file.data, path, "evidence")
        let message: string
        let staff = { says: `makes a claim of outcome (${claimWords(claims)})`, instead: staffAdviceFor(claims) }
        if (allowed === BESIDE_FOLLOW_UP) {
          staff = { ...staff, instead: "Say how satisfied patients were with their care, not what the treatment did" }
          message =
            `makes a claim of outcome (${named}) beside the clinic's own follow-up, which may describe how satisfied patients were with their care, never what the treatment did. ` +
            `Reword it as satisfaction ("of our patients said they were satisfied with their care"), or give "${evidenceLabel()}" of ${entryName} a published controlled study`
        } else if (allowed === BESIDE_STUDY) {
          message = `makes a claim (${named}) that no study beside it can support. ${adviceFor(claims)}`
          staff = { ...staff, says: `makes a claim (${claimWords(claims)}) that no study beside it can support` }
        } else if (entryHasField(file.path, file.data, path, "evidence")) {
          message =
            `makes a claim of outcome (${named}) without its evidence. ${adviceFor(claims)}. ` +
            `Or, if a published controlled study measured it, fill in "${evidenceLabel()}" of ${entryName} (its design and link, how many patients, over what period), which the page shows beside it`
          staff = { ...staff, says: `makes a claim of outcome (${claimWords(claims)}) without its evidence` }
        } else {
          message = `makes a claim of outcome (${named}), which this text may not make. ${adviceFor(claims)}`
        }
        problems.push({ file: file.path, field: fieldName(textPath), message, staff })
      }
      // An evidence's own words (what the figure counts) describe the measure, not the treatment.
      return evidence === undefined
    })
  }
  return problems
}
