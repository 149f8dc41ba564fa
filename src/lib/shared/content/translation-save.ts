import type { ContentFile, ContentProblem } from "./content-file"
import { problemsInWords } from "./field-words"
import {
  recordOf,
  textDigest,
  TRANSLATION_FIELD,
  translationProblems,
  withEnglishValues,
  type TranslatedFile,
  type TranslationRecord,
} from "./translations"

/**
 * What a save of a translation in the editor records in its `translation` record, as the staff
 * choose it under "This save records" (the editor's own recipe of `npm run translation:translated`
 * and `translation:review`). The choice and the reviewer's name are fields of the form only: the
 * file keeps the record alone.
 */
export const TRANSLATION_SAVES = [
  { value: "edit", label: "My changes only (a reviewed translation needs a new review once its text changes)" },
  { value: "translated", label: "It now translates the English shown beside it (not yet reviewed)" },
  { value: "reviewed", label: "A qualified medical translator reviewed it today against the English shown beside it" },
] as const

type TranslationSave = (typeof TRANSLATION_SAVES)[number]["value"]

/** The fields of the form's `translation` group that are not saved. */
export const SAVE_FIELD = "save"
export const REVIEWER_FIELD = "reviewer"

/** The record as the file holds it, without the form's own fields (and the empty values of hidden ones). */
function storedRecord(form: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(form).filter(([key, value]) => key !== SAVE_FIELD && key !== REVIEWER_FIELD && value !== ""))
}

/** A translation's data as its form holds it, with the record as the file holds it: what the preview reads the state of. */
export function withStoredRecord(data: Record<string, unknown>): Record<string, unknown> {
  const form = data[TRANSLATION_FIELD]
  if (!form || typeof form !== "object") return data
  return { ...data, [TRANSLATION_FIELD]: storedRecord(form as Record<string, unknown>) }
}

/**
 * A translation the editor does not save: its problems, each naming a field of the form (`data` is
 * the form's values with the English file's others, which the fields' paths lead into).
 */
export class RefusedTranslation extends Error {
  constructor(
    readonly englishPath: string,
    readonly data: unknown,
    readonly problems: readonly ContentProblem[],
    message: string,
  ) {
    super(message)
  }
}

/**
 * The translation as the editor saves it: the English file's language-independent values and key
 * order (a hidden value is never the staff's to change), the record the staff's choice makes, and
 * nothing the build would leave out as broken (refused, naming file and field).
 */
export function translationToSave(translation: TranslatedFile, english: ContentFile, today: string): Record<string, unknown> {
  const entered = { ...(translation.data as Record<string, unknown>) }
  const form = (entered[TRANSLATION_FIELD] ?? {}) as Record<string, unknown>
  const choice = (form[SAVE_FIELD] || "edit") as TranslationSave
  const reviewer = typeof form[REVIEWER_FIELD] === "string" ? form[REVIEWER_FIELD].trim() : ""
  const stored = storedRecord(form)
  delete entered[TRANSLATION_FIELD]

  const merged = withEnglishValues({ ...translation, data: entered }, english).data as Record<string, unknown>
  const problems = translationProblems({ ...translation, data: merged }, english)
  if (problems.length > 0) {
    const message = `This translation does not match its English file:\n${problemsInWords(english.path, merged, problems)}`
    throw new RefusedTranslation(english.path, merged, problems, message)
  }
  const refusedReview = (message: string) =>
    new RefusedTranslation(english.path, merged, [{ file: translation.path, field: `${TRANSLATION_FIELD}.${REVIEWER_FIELD}`, message }], message)

  const translationTexts = textDigest({ path: english.path, data: merged })
  let record: TranslationRecord
  if (choice === "reviewed") {
    if (!reviewer) {
      throw refusedReview('Write the name and qualification of the translator who reviewed it in "Reviewer", or choose another "This save records".')
    }
    record = { source: textDigest(english), reviewedBy: reviewer, reviewedOn: today, reviewedText: translationTexts }
  } else if (reviewer) {
    throw refusedReview(`To record a review, choose "${TRANSLATION_SAVES[2].label}" under "This save records"; otherwise leave "Reviewer" empty.`)
  } else if (choice === "translated") {
    record = { source: textDigest(english) }
  } else {
    // A new translation translates today's English; an edit keeps the record, whose review no longer covers a changed text.
    record = recordOf({ path: translation.path, data: { [TRANSLATION_FIELD]: stored } }) ?? { source: textDigest(english) }
  }
  return { ...merged, [TRANSLATION_FIELD]: record }
}
