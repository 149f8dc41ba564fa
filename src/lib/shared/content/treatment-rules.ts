import { fieldName, walkEntries, type ContentFile, type ContentProblem } from "./content-file"
import { stringsIn } from "./placeholders"

const TREATMENT_FILE = /^treatments\/[^/]+\.json$/
const PRICE = /\$\s?\d/
/** Where the site books a consultation, unless content/shared.json says otherwise (consultationCta.button.path). */
const DEFAULT_BOOKING_PATH = "/contact"

interface TreatmentData {
  fdaStatus?: { investigational?: unknown }
  study?: unknown
  sections?: unknown
}

/**
 * An investigational treatment (DECISIONS, turn 3) is offered only within a registered study,
 * whose registration, IRB and IND its page shows (`study`); without one its page is information
 * only: it names no price and links to no booking page (the template leaves out the page's own
 * call to action and says the clinic does not offer it outside a study). Either way it is not
 * promoted with outcome figures or testimonials, as FDA rules forbid for investigational products.
 */
export function investigationalTreatmentProblems(files: readonly ContentFile[]): ContentProblem[] {
  const shared = files.find((file) => file.path === "shared.json")?.data as { consultationCta?: { button?: { path?: unknown } } } | undefined
  const bookingPath = typeof shared?.consultationCta?.button?.path === "string" ? shared.consultationCta.button.path : DEFAULT_BOOKING_PATH
  const problems: ContentProblem[] = []
  for (const file of files) {
    const treatment = file.data as TreatmentData | null
    if (!TREATMENT_FILE.test(file.path) || treatment?.fdaStatus?.investigational !== true) continue
    const problem = (path: Array<string | number>, message: string) => problems.push({ file: file.path, field: fieldName(path), message })
    if (treatment.study === undefined) {
      const informationOnly =
        "an investigational treatment without a registered study (study: registration, irb, and ind where one applies) is information only"
      for (const { text, path } of stringsIn(treatment)) {
        if (PRICE.test(text)) problem(path, `names a price ("${text}"): ${informationOnly}, with no price`)
        else if (path[path.length - 1] === "path" && text.split(/[?#]/)[0] === bookingPath)
          problem(path, `links to the booking page ${bookingPath}: ${informationOnly}, with no call to book`)
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
