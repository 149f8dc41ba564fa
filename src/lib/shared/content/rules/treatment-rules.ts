import { fieldName, walkEntries, type ContentFile, type ContentProblem, type StaffWords } from "../model/content-file"
import { pricesIn } from "./claims/scan"
import { fieldInWords } from "../wording/field-words"
import { formOfFile } from "../wording/form-names"
import { stringsIn } from "./placeholders"
import { SHARED_FILE } from "../model/content-paths"
import { sharedSchema } from "../model/layout-schemas"
import { treatmentSchema } from "../model/treatment-schema"
import { dataAt, dataOf, objectsIn } from "../model/unchecked"

/** Where the site books a consultation, unless content/shared.json says otherwise (consultationCta.button.path). */
const DEFAULT_BOOKING_PATH = "/contact"

/**
 * An investigational treatment is offered only within a registered study,
 * whose registration, IRB, IND and IRB-approved recruitment text its page shows (`study`); without
 * one its page is information only: it names no price and links to no booking page (the template
 * leaves out the page's own call to action and says the clinic does not offer it outside a study).
 * A study's page leads to the study's record on ClinicalTrials.gov, not to the clinic's booking
 * page, and names a price only with the FDA's authorization to charge on record (21 CFR 312.8).
 * Either way it is not promoted with outcome figures or testimonials, as FDA rules forbid for
 * investigational products.
 */
export function investigationalTreatmentProblems(files: readonly ContentFile[]): ContentProblem[] {
  const shared = dataAt(files, SHARED_FILE, sharedSchema)
  const bookingPath = typeof shared?.consultationCta?.button?.path === "string" ? shared.consultationCta.button.path : DEFAULT_BOOKING_PATH
  const problems: ContentProblem[] = []
  for (const file of files) {
    const treatment = dataOf(file, treatmentSchema)
    if (treatment?.fdaStatus?.investigational !== true) continue
    const problem = (path: Array<string | number>, message: string, staff?: StaffWords) =>
      problems.push({ file: file.path, field: fieldName(path), message, ...(staff ? { staff } : {}) })
    const booking = (path: Array<string | number>, text: string) => path[path.length - 1] === "path" && text.split(/[?#]/)[0] === bookingPath
    if (treatment.study === undefined) {
      const informationOnly =
        "an investigational treatment without a registered study (its registration, the ethics board (IRB) that reviewed it, and the IND where one applies) is information only"
      for (const { text, path } of stringsIn(treatment)) {
        if (pricesIn(text).length > 0)
          problem(path, `names a price ("${text}"): ${informationOnly}, with no price`, {
            says: `names a price ("${pricesIn(text)[0]}")`,
            instead: "Remove it: a treatment given only in a registered study, with none recorded, is information only",
          })
        else if (booking(path, text))
          problem(path, `links to the booking page ${bookingPath}: ${informationOnly}, with no call to book`, {
            says: `links to the booking page`,
            instead: "Remove the link: a treatment given only in a registered study, with none recorded, is information only",
          })
      }
    } else {
      const authorized = typeof treatment.study?.chargeAuthorization === "string"
      for (const { text, path } of stringsIn(treatment).filter(({ path }) => path[0] !== "study")) {
        if (pricesIn(text).length > 0 && !authorized) {
          problem(
            path,
            `names a price ("${text}"): a study may charge its patients only with the FDA's authorization (21 CFR 312.8); record it in ${fieldInWords(file.path, file.data, ["study", "chargeAuthorization"])}, or remove the price`,
            {
              says: `names a price ("${pricesIn(text)[0]}")`,
              instead: `Record the FDA's authorization to charge in ${fieldInWords(file.path, file.data, ["study", "chargeAuthorization"])}, or remove the price`,
            },
          )
        } else if (booking(path, text)) {
          problem(path, `links to the booking page ${bookingPath}: a study's page leads to the study's record on ClinicalTrials.gov, which says who may join and whom to contact`)
        }
      }
    }
    walkEntries(treatment.sections, ["sections"], (entry, path) => {
      if (entry.kind === "stat" || entry.kind === "quotes" || "evidence" in entry) {
        problem(path, "promotes an investigational treatment with an outcome figure or a testimonial: remove it")
        return false
      }
      return true
    })
  }
  return problems
}

/** Words that say a procedure uses a harvest or a guidance, whatever the field they are in. */
const MENTIONS: ReadonlyArray<{ input: "harvest" | "guidance"; id: string; words: RegExp }> = [
  { input: "harvest", id: "bone-marrow", words: /\bbone[\s-]marrow\b/i },
  { input: "harvest", id: "fat", words: /\bfat\b/i },
  { input: "harvest", id: "blood", words: /\bplatelet[\s-]rich plasma\b|\bPRP\b|\bblood draw\b|\bdraw\b[^.]{0,30}\bblood\b|\bblood is drawn\b/i },
  { input: "guidance", id: "ultrasound", words: /\bultrasound\b/i },
  { input: "guidance", id: "fluoroscopy", words: /\bfluoroscop\w*|\bx-ray guidance\b|\blive x-ray\b|\(x-ray\)/i },
]

/** Words that say a patient is sedated; and those that say they are not ("no sedation"), which need no box ticked. */
const SEDATION = /\bsedat\w*|\bsedatives?\b/i
const NO_SEDATION = /\b(?:no|not|without|never)\b[^.]{0,20}\bsedat/i

/**
 * Risks of each procedure: a treatment names where its cells are taken from and what guides the
 * needle (procedure.harvest, procedure.guidance), and its page states the risks of each from
 * content/shared.json procedureParts. The check refuses a treatment that names a part whose risks
 * procedureParts does not describe, and one whose texts mention a harvest or a guidance (bone
 * marrow, fat, PRP; ultrasound, fluoroscopy), or sedation, that its procedure does not name, so no
 * page uses X-ray guidance, takes fat or sedates without saying what that risks.
 */
export function procedureRiskProblems(files: readonly ContentFile[]): ContentProblem[] {
  const shared = dataAt(files, SHARED_FILE, sharedSchema)
  const described = shared?.procedureParts && {
    harvest: new Set(objectsIn(shared.procedureParts.harvests).map((part) => part.id)),
    guidance: new Set(objectsIn(shared.procedureParts.guidance).map((part) => part.id)),
  }
  const problems: ContentProblem[] = []
  for (const file of files) {
    const treatment = dataOf(file, treatmentSchema)
    if (!treatment) continue
    const { procedure } = treatment
    const named = {
      harvest: Array.isArray(procedure?.harvest) ? procedure.harvest : [],
      guidance: Array.isArray(procedure?.guidance) ? procedure.guidance : [],
    }
    for (const input of ["harvest", "guidance"] as const) {
      named[input].forEach((id, index) => {
        if (described && !described[input].has(id)) {
          problems.push({
            file: file.path,
            field: fieldName(["procedure", input, index]),
            message: `names "${String(id)}", whose risks ${formOfFile(SHARED_FILE)} › ${fieldInWords(SHARED_FILE, files.find((other) => other.path === SHARED_FILE)?.data, ["procedureParts", input === "harvest" ? "harvests" : "guidance"])} does not describe: add them there`,
          })
        }
      })
    }
    const sedated = procedure?.sedation === true
    const reported = new Set<string>()
    for (const { text, path } of stringsIn(file.data)) {
      const sedation = SEDATION.exec(text)
      if (sedation && !sedated && !NO_SEDATION.test(text) && !reported.has("sedation")) {
        reported.add("sedation")
        problems.push({
          file: file.path,
          field: fieldName(path),
          message: `mentions sedation ("${sedation[0]}"), but ${fieldInWords(file.path, file.data, ["procedure", "sedation"])} is not ticked: tick it, so the page says sedation is used and states its risks`,
        })
      }
      if (path[0] === "procedure" && (path[1] === "harvest" || path[1] === "guidance")) continue
      for (const { input, id, words } of MENTIONS) {
        const match = words.exec(text)
        if (!match || named[input].includes(id) || reported.has(id)) continue
        reported.add(id)
        problems.push({
          file: file.path,
          field: fieldName(path),
          message: `mentions ${id === "blood" ? "platelet-rich plasma or a blood draw" : id.replace("-", " ")} ("${match[0]}"), but ${fieldInWords(file.path, file.data, ["procedure", input])} does not name "${id}": name it there, so the page states its risks`,
        })
      }
    }
  }
  return problems
}
