import type { LanguageCode } from "../../languages"
import { RefusedApproval, ROLE_WORDS, withApproval, type ReviewPolicy } from "./approvals"
import type { ContentFile, ContentProblem } from "../model/content-file"
import { problemsInWords } from "../wording/field-words"
import { REVIEW_ROLES, TRANSLATION_FIELD, withRecord, type ReviewRole } from "../model/records"
import {
  alignedTranslation,
  recordOf,
  translationProblems,
  translationRecordFor,
  withEnglishValues,
  type TranslatedFile,
} from "../translation/translations"

/**
 * What a save in the editor records besides the staff's changes, as they choose it in every form
 * under "This save records" (a group of the form only: the file keeps the records alone):
 * the changes only, which then wait for their reviewers; on a translation, that it now renders the
 * English shown beside it (the editor's `npm run translation:translated`); or a listed reviewer's
 * approval of the version saved (the editor's `npm run review`).
 */
export const SAVE_GROUP = "thisSave"
/** The choice, and the reviewer (with the review) whose approval the save records. */
export const CHOICE_FIELD = "records"
export const REVIEWER_FIELD = "reviewer"

export const SAVE_CHOICES = {
  changes: "My changes only: patients see them once the reviewers this page needs approve them",
  translated: "It now translates the English shown beside it (not yet approved)",
  approval: "My approval of this version, as the reviewer chosen below",
} as const

type SaveChoice = keyof typeof SAVE_CHOICES

/** The save choices a form offers: a translation's also says it now renders the English. */
export function saveChoices(translation: boolean): Array<{ value: SaveChoice; label: string }> {
  return (Object.keys(SAVE_CHOICES) as SaveChoice[])
    .filter((choice) => translation || choice !== "translated")
    .map((value) => ({ value, label: SAVE_CHOICES[value] }))
}

/** A reviewer and one review they may approve, as the form's choice holds it: "Ana Ruiz|clinical". */
function reviewerChoice(name: string, role: ReviewRole): string {
  return `${name}|${role}`
}

/** The approvals a form offers: each listed reviewer, for each review of the form's kind (a translation's: its language's translators). */
export function reviewerChoices(policy: ReviewPolicy, lang?: LanguageCode): Array<{ value: string; label: string }> {
  return policy.reviewers.flatMap((person) =>
    person.roles
      .filter((role) => (lang ? role === "translation" && person.languages?.includes(lang) : role !== "translation"))
      .map((role) => ({ value: reviewerChoice(person.name, role), label: `${person.name}, ${person.qualification}: ${ROLE_WORDS[role]}` })),
  )
}

/** What the form's group asks of this save. */
function choiceOf(data: unknown): { choice: SaveChoice; reviewer?: { name: string; role: ReviewRole } } {
  const group = ((data as Record<string, unknown> | null)?.[SAVE_GROUP] ?? {}) as Record<string, unknown>
  const chosen = group[CHOICE_FIELD]
  const choice: SaveChoice = typeof chosen === "string" && chosen in SAVE_CHOICES ? (chosen as SaveChoice) : "changes"
  const [name, role] = typeof group[REVIEWER_FIELD] === "string" ? group[REVIEWER_FIELD].split("|") : []
  return { choice, reviewer: name && (REVIEW_ROLES as readonly string[]).includes(role) ? { name, role: role as ReviewRole } : undefined }
}

/** Whether a save of this form data records more than the changes (an approval, the English a translation renders). */
export function recordsMoreThanChanges(data: unknown): boolean {
  return choiceOf(data).choice !== "changes"
}

/** A file's data without the form's group: what the save writes, once its records are set. */
export function withoutSaveGroup(data: unknown): Record<string, unknown> {
  return Object.fromEntries(Object.entries((data ?? {}) as Record<string, unknown>).filter(([key]) => key !== SAVE_GROUP))
}

/**
 * A save the editor does not make: its problems, each naming a field of the form (`data` is the
 * form's values, with a translation's the English file's others, which the fields' paths lead into).
 */
export class RefusedSave extends Error {
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
 * The records an approval save writes, or the refusal beside the reviewer's field: a save that
 * records an approval names a listed reviewer who may give it (approvals.ts `withApproval`); one
 * that records none names nobody.
 */
function withChosenApproval(file: ContentFile, englishPath: string, policy: ReviewPolicy, today: string, form: unknown): Record<string, unknown> {
  const { choice, reviewer } = choiceOf(form)
  const refuse = (message: string) =>
    new RefusedSave(englishPath, file.data, [{ file: file.path, field: `${SAVE_GROUP}.${REVIEWER_FIELD}`, message }], message)
  if (choice !== "approval") {
    if (reviewer) throw refuse(`To record an approval, choose "${SAVE_CHOICES.approval}" under "This save records"; otherwise leave the reviewer empty.`)
    return file.data as Record<string, unknown>
  }
  if (!reviewer) throw refuse("Choose the reviewer whose approval this save records, or choose another \"This save records\".")
  try {
    return withApproval(file, reviewer.role, reviewer.name, today, policy)
  } catch (error) {
    if (error instanceof RefusedApproval) throw refuse(error.message)
    throw error
  }
}

/** An English entry as the editor saves it: its content, its approvals, and the approval the staff chose to record. */
export function englishToSave(file: ContentFile, policy: ReviewPolicy, today: string): Record<string, unknown> {
  return withChosenApproval({ path: file.path, data: withoutSaveGroup(file.data) }, file.path, policy, today, file.data)
}

/**
 * The translation as the editor saves it: its entries matched to today's English (entries.ts: an
 * English entry added since is carried in, in English, for the translator to translate here; one
 * removed is dropped; the order is the English file's), the English file's language-independent
 * values and key order (a hidden value is never the staff's to change), the records the staff's
 * choice makes, and nothing the build would leave out as broken (refused, naming file and field).
 * Recording an approval also records that it renders the English shown beside it: the translator
 * approves both.
 */
export function translationToSave(translation: TranslatedFile, english: ContentFile, today: string, policy: ReviewPolicy): Record<string, unknown> {
  const { translation: matched, aligned } = alignedTranslation({ ...translation, data: withoutSaveGroup(translation.data) }, english)
  const merged = withEnglishValues(matched, english).data as Record<string, unknown>
  const problems = translationProblems({ ...translation, data: merged }, english)
  if (problems.length > 0) {
    const message = `This translation does not match its English file:\n${problemsInWords(english.path, merged, problems)}`
    throw new RefusedSave(english.path, merged, problems, message)
  }
  const { choice } = choiceOf(translation.data)
  const record = recordOf({ path: translation.path, data: merged })
  // A new translation translates today's English; a change keeps the record of the English it rendered, its entries where they now are.
  const recorded =
    choice !== "changes" || record === undefined
      ? withRecord(merged, TRANSLATION_FIELD, translationRecordFor(english))
      : aligned
        ? withRecord(merged, TRANSLATION_FIELD, { ...record, entries: aligned.entries })
        : merged
  return withChosenApproval({ path: translation.path, data: recorded }, english.path, policy, today, translation.data)
}

/** Whether saving this translation form changes its lists to follow the English file's entries (translationToSave): the form then shows the file as saved. */
export function movesEntries(translation: TranslatedFile, english: ContentFile): boolean {
  const form = { ...translation, data: withoutSaveGroup(translation.data) }
  const { translation: matched, aligned } = alignedTranslation(form, english)
  return aligned !== undefined && JSON.stringify(matched.data) !== JSON.stringify(form.data)
}
