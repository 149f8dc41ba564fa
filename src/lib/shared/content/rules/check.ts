import { routeOf } from "../../routes"
import { fieldName, walkEntries, type ContentFile, type ContentProblem } from "../model/content-file"
import { slugOf } from "../model/collections"
import { sharedSchema } from "../model/layout-schemas"
import { dataAt, objectsIn } from "../model/unchecked"
import { fieldInWords, labelInForm } from "../wording/field-words"
import { formOfFile } from "../wording/form-names"
import { isPageLink } from "../model/links"
import { claimProblems } from "./claims/rules"
import { investigationalConditionProblems } from "./claims/investigational"
import { pricesIn } from "./claims/scan"
import { testimonialsWithoutConsent } from "./consent"
import { restatedCredentials } from "./credentials"
import { undisclosedFormFields } from "./form-disclosure"
import { stringsIn, UNFINISHED } from "./placeholders"
import { plainLanguageProblems } from "./plain-language"
import { contentOnly, recordProblems } from "../model/records"
import { insideQuotation, pricesWithoutEstimateLink } from "./price-notice"
import { civilRightsProblems } from "./civil-rights"
import { contentEntryFor } from "../model/registry"
import { regulatoryTermProblems, regulatoryTerms } from "./regulatory-terms"
import { investigationalTreatmentProblems, procedureRiskProblems } from "./treatment-rules"
import { guidelineProblems } from "./guidelines"
import { bloodThinnerPauseProblems } from "./medication-advice"
import { offeredListProblems } from "./offered"
import { riskProblems } from "./risk-rules"
import { copiedTreatmentTexts } from "./copied-texts"
import { SHARED_FILE } from "../model/content-paths"
import { inStaffWords, staffWordsOfIssue } from "../wording/schema-words"

export interface ContentCheckOptions {
  /** Paths a link may point at: built or planned routes, and files served from static/. */
  knownPaths: Pick<ReadonlySet<string>, "has">
  /** Whether a file exists, given its path under content/. */
  fileExists: (contentPath: string) => boolean
}

const IMAGE_FILE = /^[^\s/][^\s]*\.(jpe?g|png|webp|avif|gif|svg)$/i

/**
 * Everything wrong with the content, each problem naming its file and field.
 * Schemas catch missing and malformed fields; the walk below catches what a schema cannot
 * see: links to pages that do not exist, images missing from the repository, duplicate slugs.
 */
export function checkContent(filesWithRecords: readonly ContentFile[], options: ContentCheckOptions): ContentProblem[] {
  const problems: ContentProblem[] = filesWithRecords.flatMap((file) => recordProblems(file.data).map((problem) => ({ file: file.path, ...problem })))
  // The rules read what patients read: a file's records (who approved it) are no content.
  const files = filesWithRecords.map((file) => ({ path: file.path, data: contentOnly(file.data) }))
  for (const file of files) {
    problems.push(...checkAgainstSchema(file))
    walk(file.data, [], (value, path) => {
      const field = fieldName(path)
      if (isPageLink(value) && !options.knownPaths.has(routeOf(value))) {
        problems.push({ file: file.path, field, message: `links to "${value}", which is not a page of the site` })
      } else if (/exosome/i.test(value)) {
        problems.push({
          file: file.path,
          field,
          message: "names exosomes: the FDA has warned patients that no exosome product is approved, and the clinic does not offer them",
          staff: { says: "names exosomes", instead: "Leave them out: the clinic does not offer them, and the FDA has approved no exosome product" },
        })
      } else if (imageNamedBy(file.path, value) && !options.fileExists(imageNamedBy(file.path, value)!)) {
        problems.push({ file: file.path, field, message: `names the image "${value}", which is not in content/` })
      }
    })
  }
  problems.push(...duplicateSlugs(files))
  problems.push(...claimProblems(files, regulatoryTerms(files).map((term) => term.text)))
  problems.push(...regulatoryTermProblems(files))
  problems.push(...unfinishedEvidence(files))
  problems.push(...testimonialsWithoutConsent(files, { samplesToo: false }))
  problems.push(...investigationalTreatmentProblems(files))
  problems.push(...investigationalConditionProblems(files))
  problems.push(...procedureRiskProblems(files))
  problems.push(...riskProblems(files))
  problems.push(...copiedTreatmentTexts(files))
  problems.push(...guidelineProblems(files))
  problems.push(...offeredListProblems(files))
  problems.push(...files.flatMap((file) => bloodThinnerPauseProblems(file, "en")))
  problems.push(...restatedCredentials(files))
  problems.push(...undisclosedFormFields(files))
  problems.push(...differentWordings(files))
  problems.push(...plainLanguageProblems(files))
  problems.push(...pricesOutsideTheirWording(files))
  problems.push(...pricesWithoutEstimateLink(files))
  problems.push(...civilRightsProblems(files))
  return problems
}


/**
 * An instruction the clinic words once (content/shared.json, sameWording) reads the same on every
 * page: a text that gives it (contains one of its `mentions`, such as "stop … blood thinner") must
 * contain it word for word. A patient reading two pages never gets two versions of what to stop
 * before a procedure; an editor who changes the wording is shown every text still in the old one.
 * Other texts on the subject ("avoid NSAIDs after the injection") are free.
 */
function differentWordings(files: ContentFile[]): ContentProblem[] {
  const shared = dataAt(files, SHARED_FILE, sharedSchema)
  const wordings = objectsIn(shared?.sameWording)
  const problems: ContentProblem[] = []
  wordings.forEach(({ mentions, text }, index) => {
    if (!Array.isArray(mentions) || typeof text !== "string") return
    const subjects = mentions.filter((words): words is string => typeof words === "string" && words.trim() !== "").map(mentionPattern)
    for (const file of files) {
      walk(file.data, [], (value, path) => {
        if (file.path === SHARED_FILE && path[0] === "sameWording") return
        const said = subjects.map((subject) => subject.exec(value)?.[0]).find((words) => words !== undefined)
        if (said !== undefined && !value.includes(text)) {
          problems.push({
            file: file.path,
            field: fieldName(path),
            message: `mentions "${said}" without the clinic's one wording of it (${formOfFile(SHARED_FILE)} › ${fieldInWords(SHARED_FILE, shared, ["sameWording", index, "text"])}): "${text}"`,
            staff: {
              says: `mentions "${said}" without the clinic's one wording of it`,
              instead: `Copy that wording word for word from ${formOfFile(SHARED_FILE)} › ${fieldInWords(SHARED_FILE, shared, ["sameWording", index, "text"])}`,
            },
          })
        }
      })
    }
  })
  return problems
}

/** "stop … blood thinner" -> the words in that order within one sentence, each from the start of a word, in any case and spacing. */
function mentionPattern(mention: string): RegExp {
  const words = (part: string) => part.trim().replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+")
  const parts = mention.split(/\s*(?:…|\.\.\.)\s*/).filter((part) => part !== "")
  return new RegExp(`\\b${parts.map(words).join("[^.!?]*?\\b")}`, "i")
}

/**
 * A price is worded once, with the date the clinic set it and what it does not include (the cost
 * range carries both): a text that names an amount of money, in figures or in words
 * ("$3,000", "three thousand dollars"), must contain one of the clinic's wordings of
 * content/shared.json sameWording that names it, such as "Treatment usually costs ...". A price
 * typed anywhere else is refused, naming the file and field. A quotation of a government's
 * standard text (insideQuotation) states no price of the clinic's.

 */
function pricesOutsideTheirWording(files: ContentFile[]): ContentProblem[] {
  const shared = dataAt(files, SHARED_FILE, sharedSchema)
  // Without content/shared.json (a file checked alone) the clinic's wordings are unknown: the build, which has it, decides.
  if (!shared) return []
  const wordings = objectsIn(shared.sameWording)
    .map(({ text }) => text)
    .filter((text): text is string => typeof text === "string" && pricesIn(text).length > 0)
  const problems: ContentProblem[] = []
  for (const file of files) {
    walk(file.data, [], (value, path) => {
      if (file.path === SHARED_FILE && path[0] === "sameWording") return
      if (insideQuotation(file.data, path)) return
      const price = pricesIn(value).find((amount) => !wordings.some((wording) => value.includes(wording) && wording.includes(amount)))
      if (price) {

        problems.push({
          file: file.path,
          field: fieldName(path),
          message: `names the price "${price}" outside the clinic's one wording of it: give the price in ${formOfFile(SHARED_FILE)} › ${fieldInWords(SHARED_FILE, shared, ["sameWording"])}, with the date it was set and what it does not include, and use that wording here word for word`,
          staff: {
            says: `names the price "${price}"`,
            instead: `Give prices only in ${formOfFile(SHARED_FILE)} › ${fieldInWords(SHARED_FILE, shared, ["sameWording"])}, and copy that wording here`,
          },
        })
      }
    })
  }
  return problems
}

/**
 * Evidence that still says "Sample" or "Placeholder" is not yet the clinic's record: an entry not
 * marked `"sample": true` may not carry it (the launch guard refuses it in production whatever the
 * flag says).
 */
function unfinishedEvidence(files: ContentFile[]): ContentProblem[] {
  const problems: ContentProblem[] = []
  for (const file of files) {
    walkEntries(file.data, [], (entry, path) => {
      if (!("evidence" in entry) || entry.sample === true) return true
      for (const { text, path: textPath } of stringsIn(entry.evidence, [...path, "evidence"])) {
        if (UNFINISHED.test(text)) {
          problems.push({
            file: file.path,
            field: fieldName(textPath),
            message: `still says "${UNFINISHED.exec(text)![0]}" ("${text}"): write the clinic's own record, or tick "${labelInForm(file.path, file.data, path, "sample")}" on ${fieldInWords(file.path, file.data, path) || formOfFile(file.path, file.data)} until it has one`,
          })
        }
      }
      return true
    })
  }
  return problems
}

function checkAgainstSchema(file: ContentFile): ContentProblem[] {
  const entry = contentEntryFor(file.path)
  if (!entry) {
    return [{ file: file.path, field: "(file)", message: "has no schema: add one in src/lib/shared/content/model/registry.ts" }]
  }
  const result = entry.schema.safeParse(file.data, { error: inStaffWords })
  if (result.success) return []
  return result.error.issues.map((issue) => ({
    file: file.path,
    field: fieldName(issue.path as Array<string | number>) || "(file)",
    message: issue.message,
    ...staffWordsOfIssue(issue),
  }))
}

function duplicateSlugs(files: ContentFile[]): ContentProblem[] {
  const firstBySlug = new Map<string, string>()
  const problems: ContentProblem[] = []
  for (const file of files) {
    const slug = slugOf(file)
    if (typeof slug !== "string") continue
    const key = `${dirOf(file.path)}/${slug}`
    const first = firstBySlug.get(key)
    if (first) problems.push({ file: file.path, field: "slug", message: `"${slug}" is already used by content/${first}` })
    else firstBySlug.set(key, file.path)
  }
  return problems
}

function walk(value: unknown, path: Array<string | number>, visit: (text: string, path: Array<string | number>) => void) {
  if (typeof value === "string") visit(value, path)
  else if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index], visit))
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) walk(item, [...path, key], visit)
  }
}


/** The image a text of a content file names, as a path under content/ ("../images/knee.jpg" in treatments/knee.json is "images/knee.jpg"). */
export function imageNamedBy(filePath: string, text: string): string | undefined {
  return IMAGE_FILE.test(text) ? joinPath(dirOf(filePath), text) : undefined
}

function dirOf(path: string): string {
  const slash = path.lastIndexOf("/")
  return slash === -1 ? "" : path.slice(0, slash)
}

function joinPath(dir: string, relative: string): string {
  const parts = dir ? dir.split("/") : []
  for (const part of relative.split("/")) {
    if (part === "..") parts.pop()
    else if (part !== ".") parts.push(part)
  }
  return parts.join("/")
}
