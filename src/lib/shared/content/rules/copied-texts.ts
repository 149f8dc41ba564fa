import { fieldName, type ContentFile, type ContentProblem } from "../model/content-file"
import { TREATMENT_FILE } from "../model/content-paths"
import { fieldInWords } from "../wording/field-words"
import { formOfFile } from "../wording/form-names"
import { UNFINISHED } from "./placeholders"
import { SHARED_FILE } from "../model/content-paths"
import { sharedSchema } from "../model/layout-schemas"
import { dataAt, objectsIn } from "../model/unchecked"

/** The fields that name and sum up a page: two treatments never share one, however short. */
const OWN_FIELDS = new Set(["title", "seo.title", "seo.description", "intro", "card.title", "card.description"])

/**
 * Shorter texts may be shared on purpose ("Cell Collection", "Individual results vary.", a benefit
 * such as returning to work after 1-2 days); a copied paragraph is longer.
 */
export const SHARED_TEXT_LENGTH = 80

/**
 * The texts two treatments share by design, never compared: the risks section (its headings, the
 * clinic's words on what to do if something goes wrong; two pages for the same part of the body
 * have the same risks, and risk-rules.ts refuses the same serious risks for different parts), the
 * guideline's verdict and source (one guideline, worded once), the preparation (worded once in
 * content/shared.json sameWording), the conditions (names), and the clinic's records (legal basis,
 * a figure's evidence).
 */
const SHARED_BY_DESIGN = /^(?:guideline|procedure\.preparation|procedure\.followup|conditions|legalBasis|study)\b|\.evidence\b|\.footnote$/

/**
 * A treatment whose text is another treatment's, word for word, in the same kind of field (a
 * title, a summary, a section's text): a page duplicated in the editor, or copied as a file, whose
 * texts were not yet rewritten; the home page then showed two cards of one name. Each of the two
 * files is refused, naming the other and its field. Only the English pages are compared: a
 * translation translates its English, so two translations repeat each other only where their
 * English texts do. A placeholder ("Placeholder: ...") is no text yet: the launch guard keeps it from
 * production.
 */
export function copiedTreatmentTexts(files: readonly ContentFile[]): ContentProblem[] {
  // A text that gives one of the clinic's one wordings (content/shared.json sameWording) repeats it word for word on every page.
  const wordings = objectsIn(dataAt(files, SHARED_FILE, sharedSchema)?.sameWording)
    .map(({ text }) => text)
    .filter((text): text is string => typeof text === "string" && text.trim() !== "")
  const firstSeen = new Map<string, { file: ContentFile; path: Array<string | number> }>()
  const problems: ContentProblem[] = []
  for (const file of files.filter((each) => TREATMENT_FILE.test(each.path))) {
    for (const { text, path, kind } of comparedTexts(file.data)) {
      if (wordings.some((wording) => text.includes(wording))) continue
      const key = `${kind}\n${text.trim()}`
      const earlier = firstSeen.get(key)
      if (!earlier) {
        firstSeen.set(key, { file, path })
        continue
      }
      if (earlier.file.path === file.path) continue
      problems.push(copied(file, path, earlier.file, earlier.path, text), copied(earlier.file, earlier.path, file, path, text))
    }
  }
  return problems
}

function copied(file: ContentFile, path: Array<string | number>, other: ContentFile, otherPath: Array<string | number>, text: string): ContentProblem {
  const quoted = text.length > 60 ? `${text.slice(0, 57)}...` : text
  return {
    file: file.path,
    field: fieldName(path),
    message:
      `is the same text as content/${other.path}, field "${fieldName(otherPath)}" (${formOfFile(other.path, other.data)} › ${fieldInWords(other.path, other.data, otherPath)}): "${quoted}". ` +
      `Each treatment's page says its own: write this one's own words, or "Placeholder: ..." until they are written`,
  }
}

/** The texts of a treatment compared with other treatments', each with its kind of field ("sections[steps].steps[].description"). */
function comparedTexts(data: unknown): Array<{ text: string; path: Array<string | number>; kind: string }> {
  const found: Array<{ text: string; path: Array<string | number>; kind: string }> = []
  const visit = (value: unknown, path: Array<string | number>, kind: string) => {
    if (typeof value === "string") {
      if (UNFINISHED.test(value) || value.trim() === "") return
      if (OWN_FIELDS.has(kind) || (value.trim().length >= SHARED_TEXT_LENGTH && textField(kind))) found.push({ text: value, path, kind })
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, [...path, index], `${kind}[]`))
    } else if (value && typeof value === "object") {
      const entries = Object.entries(value)
      const sectionKind = (value as { kind?: unknown }).kind
      if (path.length === 2 && path[0] === "sections" && sectionKind === "risks") return
      const within = path.length === 2 && path[0] === "sections" && typeof sectionKind === "string" ? `sections[${sectionKind}]` : kind
      for (const [key, item] of entries) visit(item, [...path, key], within === "" ? key : `${within}.${key}`)
    }
  }
  visit(data, [], "")
  return found
}

/** A text of the page's own, as against a record, a link or a text shared by design. */
function textField(kind: string): boolean {
  const bare = kind.replace(/\[[^\]]*\]/g, "")
  return !SHARED_BY_DESIGN.test(bare) && !/(?:^|\.)(?:slug|kind|tone|href|path|heroImage|lastReviewed)$/.test(bare)
}
