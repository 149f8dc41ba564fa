import type { LanguageCode } from "../../languages"
import { approvalState, type ApprovalState, type ReviewPolicy } from "../review/approvals"
import type { ContentFile } from "../model/content-file"
import { fieldName, formatProblems } from "../model/content-file"
import { englishLeft } from "./english-left"
import { glossaryProblems } from "./glossary"
import {
  alignedTranslation,
  recordOf,
  textDigest,
  translationProblems,
  withEnglishValues,
  type TranslatedFile,
  type TranslationRecord,
} from "./translations"

/**
 * Whether each translation may be published. A translation is published in a production build only
 * once a translator of its language on the clinic's list has approved its present texts against the
 * English texts it now renders (its `approvals`, approvals.ts; its `translation` record holds the
 * digest of those English texts). A translation never approved, changed since, or whose English
 * texts changed since (the digest differs), is built in development and previews with a notice,
 * and left out of production. Its entries are matched to the English file's by what they
 * translate (entries.ts): an English entry added since waits for its translation, and the
 * translation keeps its state, publishing the entries it translates. A
 * translation that departs from its English file (a list a translator changed by hand, a dropped
 * {variable}, a text the schema refuses) is "broken": left out of every
 * build and listed with file and field, but it never stops the build, so the English site is
 * never held back by a translation. Language-independent values (a phone, a link, an image) are
 * the English file's: a translation is checked with them, so changing one in English breaks none.
 */
type TranslationState = "reviewed" | "unreviewed" | "stale" | "broken" | "missing"

/**
 * What each state is called, and what the live site does with a translation in it: the one wording
 * of the build's log, the editor's list of forms and the editor's preview.
 */
export const TRANSLATION_STATE_WORDS: Readonly<Record<TranslationState, { name: string; liveSite: string }>> = {
  reviewed: { name: "approved", liveSite: "the live site publishes it" },
  unreviewed: {
    name: "not approved",
    liveSite: "the live site leaves it out until a translator on the clinic's list approves it against the English",
  },
  stale: { name: "out of date", liveSite: "the live site leaves it out until it is updated and approved again" },
  broken: { name: "does not match its English file", liveSite: "no build includes it until it matches again" },
  missing: { name: "not translated yet", liveSite: "the pages that need it are built in English only" },
}

export interface TranslationStatus {
  lang: LanguageCode
  /** The English file, e.g. "pages/home.json". */
  source: string
  /** The translation's file, e.g. "es/pages/home.json". */
  file: string
  state: TranslationState
  record?: TranslationRecord
  /** Where its translator's approval stands (approvals.ts), once it records the English it renders. */
  approval?: ApprovalState
  /** Of a stale translation, the English fields whose text changed since the review, when git's history tells. */
  changed?: string[]
  /** Of a broken translation, what departs from the English file, by file and field. */
  problems?: string
  /**
   * Its texts left in English (english-left.ts) or using a term the glossary rules out
   * (glossary.ts), by file and field: it is not published in production, approved or not, until they are fixed.
   */
  toFix?: string
  /**
   * The English entries that wait for their translation (added, or changed, in English since it was
   * translated; entries.ts), by their path in the English file: its pages leave them out until then.
   */
  waiting?: Array<Array<string | number>>
}

/** What a translation's waiting entries mean, for the build's log, the editor's list of forms and its preview. */
export const WAITING_WORDS = {
  count: (count: number) => (count === 1 ? "1 new English entry to translate" : `${count} new English entries to translate`),
  liveSite: "the translated page shows the entries already translated, each new one once it is translated and approved",
} as const

/** The state of one English file's translation into `lang` (undefined: not translated). */
export function translationStatus(
  source: ContentFile,
  translation: TranslatedFile | undefined,
  lang: LanguageCode,
  policy: ReviewPolicy,
): TranslationStatus {
  const file = `${lang}/${source.path}`
  if (!translation) return { lang, source: source.path, file, state: "missing" }
  const { translation: matched, aligned } = alignedTranslation(translation, source)
  const problems = translationProblems({ ...matched, data: withEnglishValues(matched, source).data }, source)
  if (problems.length > 0) return { lang, source: source.path, file, state: "broken", problems: formatProblems(problems) }
  // What the page publishes is checked: an entry waiting for its translation holds the English it was carried in with, and is left out.
  const waitingFields = (aligned?.waiting ?? []).map((path) => fieldName(path))
  const isWaiting = (field: string) => waitingFields.some((entry) => field === entry || field.startsWith(`${entry}.`) || field.startsWith(`${entry}[`))
  const left = [...englishLeft(matched, source), ...glossaryProblems(matched)].filter((problem) => !isWaiting(problem.field))
  const english = left.length > 0 ? { toFix: formatProblems(left) } : {}
  const record = recordOf(translation)
  if (!record) return { lang, source: source.path, file, state: "unreviewed", ...english }
  const approval = approvalState(translation, policy)
  const waiting = aligned && aligned.waiting.length > 0 ? { waiting: aligned.waiting } : {}
  if (aligned ? aligned.stale : record.source !== textDigest(source))
    return { lang, source: source.path, file, state: "stale", record, approval, ...english, ...waiting }
  return {
    lang,
    source: source.path,
    file,
    state: approval.approved && left.length === 0 ? "reviewed" : "unreviewed",
    record,
    approval,
    ...english,
    ...waiting,
  }
}

/** Whether a translation's pages are built: reviewed ones always, the others in development and previews only (not in `production`). */
export function isPublished(status: TranslationStatus, production: boolean): boolean {
  if (status.state === "reviewed") return true
  return (status.state === "unreviewed" || status.state === "stale") && !production
}

