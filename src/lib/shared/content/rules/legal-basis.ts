import { CELL_HARVESTS } from "../../procedure-parts"
import { fieldName, type ContentFile, type ContentProblem } from "../model/content-file"
import { fieldInWords } from "../wording/field-words"
import { isInformationOnly } from "./offered"
import { stringsIn } from "./placeholders"
import { SHARED_FILE } from "../model/content-paths"
import { sharedSchema } from "../model/layout-schemas"
import { treatmentSchema } from "../model/treatment-schema"
import { dataAt, dataOf, objectsIn } from "../model/unchecked"

/**
 * The launch guard's check of what the clinic sells: a treatment offered at a price
 * has, for each place its cells are taken from, the basis on which the clinic offers what it
 * prepares from it on record (`legalBasis`, treatment-schema.ts). Platelet-rich plasma is a blood
 * product prepared with a device the FDA cleared through a 510(k); concentrated bone marrow and
 * fat, prepared in the office and injected into joints, spine and tendons, are offered only on
 * counsel's written opinion or under an FDA IND (a study's IND counts for its cell harvests).
 * The content check refuses a basis that lacks one of its facts; this refuses, in production, a
 * harvest that has none, and says what is missing. A text still "Placeholder" is the launch
 * guard's own blocker.
 *
 * A treatment is priced when the clinic offers it (it is not information only) and a price is
 * stated: in its own file, or in the cost range every offered treatment shares (content/shared.json
 * `sameWording`).
 */

const PRICE = /\$\s?\d/

export function harvestsWithoutLegalBasis(files: readonly ContentFile[]): ContentProblem[] {
  const sharedPrice = objectsIn(dataAt(files, SHARED_FILE, sharedSchema)?.sameWording).some(({ text }) => typeof text === "string" && PRICE.test(text))
  const problems: ContentProblem[] = []
  for (const file of files) {
    const treatment = dataOf(file, treatmentSchema)
    if (!treatment || isInformationOnly(treatment)) continue
    if (!sharedPrice && !stringsIn(treatment).some(({ text }) => PRICE.test(text))) continue
    const harvests = Array.isArray(treatment.procedure?.harvest) ? treatment.procedure.harvest : []
    const bases = objectsIn(treatment.legalBasis)
    const basisField = fieldInWords(file.path, file.data, ["legalBasis"])
    harvests.forEach((harvest, index) => {
      const cells = (CELL_HARVESTS as readonly unknown[]).includes(harvest)
      if (bases.some((basis) => basis.harvest === harvest) || (cells && typeof treatment.study?.ind === "string")) return
      problems.push({
        file: file.path,
        field: fieldName(["procedure", "harvest", index]),
        message: cells
          ? `is "${harvest}", offered at a price with no legal basis on record: in ${basisField}, give counsel's written opinion (who gave it, its date and its reference) or the FDA IND it is given under`
          : `is "${harvest}" (platelet-rich plasma), offered at a price with no legal basis on record: in ${basisField}, name the FDA 510(k)-cleared device that prepares it and its 510(k) number`,
      })
    })
  }
  return problems
}
