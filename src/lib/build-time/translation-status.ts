import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { isLanguageCode, SOURCE_LANGUAGE, TRANSLATED_LANGUAGES, type LanguageCode } from "../shared/languages"
import { fieldName, formatProblems, type ContentFile } from "../shared/content/content-file"
import { isProductionBuild } from "../shared/content/launch-guard"
import { contentEntryFor } from "../shared/content/registry"
import {
  recordOf,
  textDigest,
  translatableTexts,
  translationProblems,
  TRANSLATION_FIELD,
  withEnglishValues,
  type TranslatedFile,
  type TranslationRecord,
} from "../shared/content/translations"
import { readContentFiles } from "./load-content"

/**
 * Whether each translation may be published. A translation is published in a production build only
 * once a qualified translator has reviewed it against the English text it now translates: its
 * `translation` record names the reviewer, the date and the digest of the English file's texts at
 * the review. A translation never reviewed, or whose English texts changed since (the digest
 * differs), is built in development and previews with a notice, and left out of production. A
 * translation that departs from its English file (a list of another length once staff add an
 * English entry, a dropped {variable}, a text the schema refuses) is "broken": left out of every
 * build and listed with file and field, but it never stops the build, so the English site is
 * never held back by a translation. Language-independent values (a phone, a link, an image) are
 * the English file's: a translation is checked with them, so changing one in English breaks none.
 */
type TranslationState = "reviewed" | "unreviewed" | "stale" | "broken" | "missing"

export interface TranslationStatus {
  lang: LanguageCode
  /** The English file, e.g. "pages/home.json". */
  source: string
  /** The translation's file, e.g. "es/pages/home.json". */
  file: string
  state: TranslationState
  record?: TranslationRecord
  /** Of a stale translation, the English fields whose text changed since the review, when git's history tells. */
  changed?: string[]
  /** Of a broken translation, what departs from the English file, by file and field. */
  problems?: string
}

/** The state of every English file's translation into every other language. */
function translationStatuses(english: readonly ContentFile[], translations: readonly TranslatedFile[]): TranslationStatus[] {
  const translatable = english.filter((file) => translatableTexts(file).length > 0)
  // A translation of an English file that is gone (deleted or renamed in the editor) or never translated.
  const orphans = translations
    .filter((translation) => !translatable.some((source) => source.path === translation.source))
    .map((translation): TranslationStatus => ({
      lang: translation.lang,
      source: translation.source,
      file: translation.path,
      state: "broken",
      problems: formatProblems(translationProblems(translation, undefined)),
    }))
  return TRANSLATED_LANGUAGES.flatMap(({ code }) =>
    translatable.map((source) =>
      translationStatus(
        source,
        translations.find((candidate) => candidate.path === `${code}/${source.path}`),
        code,
      ),
    ),
  ).concat(orphans)
}

/** The state of one English file's translation into `lang` (undefined: not translated). */
export function translationStatus(source: ContentFile, translation: TranslatedFile | undefined, lang: LanguageCode): TranslationStatus {
  const file = `${lang}/${source.path}`
  if (!translation) return { lang, source: source.path, file, state: "missing" }
  const problems = translationProblems({ ...translation, data: withEnglishValues(translation, source).data }, source)
  if (problems.length > 0) return { lang, source: source.path, file, state: "broken", problems: formatProblems(problems) }
  const record = recordOf(translation)
  if (!record) return { lang, source: source.path, file, state: "unreviewed" }
  if (record.source !== textDigest(source)) return { lang, source: source.path, file, state: "stale", record }
  if (!record.reviewedBy) return { lang, source: source.path, file, state: "unreviewed", record }
  // The wording the reviewer approved, read with the English file's schema.
  const editedSinceReview = record.reviewedText !== textDigest({ path: source.path, data: translation.data })
  return { lang, source: source.path, file, state: editedSinceReview ? "unreviewed" : "reviewed", record }
}

/** Whether a translation's pages are built: reviewed ones always, the others in development and previews only. */
export function isPublished(status: TranslationStatus, env: Readonly<Record<string, string | undefined>>): boolean {
  if (status.state === "reviewed") return true
  return (status.state === "unreviewed" || status.state === "stale") && !isProductionBuild(env)
}

/** One line on a translation's state: "content/es/pages/home.json: never reviewed". */
export function describeStatus(status: TranslationStatus): string {
  const where = `content/${status.file}`
  switch (status.state) {
    case "reviewed":
      return `${where}: reviewed by ${status.record!.reviewedBy} on ${status.record!.reviewedOn}`
    case "unreviewed":
      if (status.record?.reviewedBy) {
        const { reviewedBy, reviewedOn } = status.record
        return `${where}: its text changed since ${reviewedBy} reviewed it on ${reviewedOn}; review it again (npm run translation:review -- ${status.lang} ${status.source} --by "Name", or in the editor)`
      }
      return status.record
        ? `${where}: never reviewed (npm run translation:review -- ${status.lang} ${status.source} --by "Name" once a qualified translator has)`
        : `${where}: never reviewed, and it records no English text it translates (npm run translation:translated -- ${status.lang} ${status.source} once it renders today's English)`
    case "stale": {
      const what = status.changed
        ? `the English text of ${status.changed.map((field) => `"${field}"`).join(", ")} in content/${status.source}`
        : `the English content/${status.source}`
      const { reviewedBy, reviewedOn } = status.record!
      if (!reviewedBy) {
        return (
          `${where}: ${what} changed since it was translated` +
          `${status.changed ? "" : ` (git log -p -- content/${status.source} shows how)`}; ` +
          `update the translation, then npm run translation:translated -- ${status.lang} ${status.source}`
        )
      }
      return (
        `${where}: ${what} changed since ${reviewedBy} reviewed it on ${reviewedOn}` +
        `${status.changed ? "" : ` (git log -p --since=${reviewedOn} -- content/${status.source} shows how)`}; ` +
        "update the translation and review it again"
      )
    }
    case "broken":
      return `${where}: left out of every build until it matches its English file again (npm run translation:sync copies the English values; mirror an added or removed entry by hand):\n${status
        .problems!.split("\n")
        .map((line) => `      ${line}`)
        .join("\n")}`
    case "missing":
      return `${where}: not translated yet`
  }
}

/**
 * What the build says about the translations, or undefined when all are reviewed: in production,
 * each one left out of the site; elsewhere, each one built with its notice that production would leave out.
 */
export function translationReport(
  statuses: readonly TranslationStatus[],
  env: Readonly<Record<string, string | undefined>>,
): string | undefined {
  const broken = statuses.filter((status) => status.state === "broken")
  const pending = statuses.filter((status) => status.state === "unreviewed" || status.state === "stale")
  const listOf = (some: readonly TranslationStatus[]) => some.map((status) => `  ${describeStatus(status)}`).join("\n")
  const reports = [
    broken.length > 0 &&
      `BROKEN TRANSLATIONS: ${broken.length} translated file(s) no longer match their English file and are left out of this build:\n${listOf(broken)}`,
    pending.length > 0 &&
      (isProductionBuild(env)
        ? `TRANSLATIONS LEFT OUT: this production build leaves out ${pending.length} translated file(s) (no page, link, sitemap entry or hreflang for them) until a qualified translator reviews them:\n${listOf(pending)}`
        : `UNREVIEWED TRANSLATIONS: ${pending.length} translated file(s) are not yet reviewed by a qualified translator; a production build leaves them out:\n${listOf(pending)}`),
  ].filter((report): report is string => Boolean(report))
  return reports.length > 0 ? reports.join("\n") : undefined
}

/** The statuses of the translations under `contentDir`, each stale one with what changed when git's history tells. */
export function translationStatusesIn(contentDir: string): TranslationStatus[] {
  const { files, translations } = readContentFiles(contentDir)
  return translationStatuses(files, translations).map((status) => {
    if (status.state !== "stale") return status
    const changed = changedSinceReview(
      contentDir,
      status,
      files.find((file) => file.path === status.source)!,
    )
    return changed ? { ...status, changed } : status
  })
}

/**
 * The English fields whose text differs from the English file as it was in the commit that
 * recorded the review (the commit that added the record's digest), or undefined where git cannot
 * tell (no repository, a shallow clone without that commit).
 */
function changedSinceReview(contentDir: string, status: TranslationStatus, english: ContentFile): string[] | undefined {
  const git = (...args: string[]) =>
    execFileSync("git", ["-C", contentDir, ...args], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] })
  try {
    const commit = git("log", "-1", "--format=%H", `-S${status.record!.source}`, "--", status.file).trim()
    if (!commit) return undefined
    const reviewed = { path: english.path, data: JSON.parse(git("show", `${commit}:./${english.path}`)) as unknown }
    const textsOf = (file: ContentFile) => new Map(translatableTexts(file).map(({ path: field, text }) => [fieldName(field), text]))
    const before = textsOf(reviewed)
    const now = textsOf(english)
    const changed = [...new Set([...before.keys(), ...now.keys()])].filter((field) => before.get(field) !== now.get(field))
    return changed.length > 0 ? changed : undefined
  } catch {
    return undefined
  }
}

/**
 * Records that the translation of `file` (its English path, "pages/home.json") into `lang` renders
 * today's English texts (their digest), and, given a reviewer, that `by` reviewed it on `date`.
 * Refuses a broken translation: a record vouches for its words, not for a shape it lacks.
 */
export function recordTranslation(
  contentDir: string,
  lang: string,
  file: string,
  review?: { by: string; date: string },
): TranslationStatus {
  if (!isLanguageCode(lang) || lang === SOURCE_LANGUAGE) {
    throw new Error(`"${lang}" is not a translated language: use one of ${TRANSLATED_LANGUAGES.map(({ code }) => code).join(", ")}`)
  }
  const source = file
    .replace(/\\/g, "/")
    .replace(/^content\//, "")
    .replace(new RegExp(`^${lang}/`), "")
  if (!contentEntryFor(source)) throw new Error(`content/${source} is not a content file: name the English file, e.g. pages/home.json`)
  if (review && review.by.trim() === "") throw new Error('Give the reviewer\'s name: --by "Name"')
  const { files, translations } = readContentFiles(contentDir)
  const english = files.find((candidate) => candidate.path === source)
  const translation = translations.find((candidate) => candidate.path === `${lang}/${source}`)
  if (!english) throw new Error(`content/${source} does not exist`)
  if (!translation) throw new Error(`content/${lang}/${source} does not exist: translate content/${source} there first`)
  const problems = translationProblems({ ...translation, data: withEnglishValues(translation, english).data }, english)
  if (problems.length > 0)
    throw new Error(`Not recorded: content/${translation.path} has problems to fix first:\n${formatProblems(problems)}`)
  const record: TranslationRecord = review
    ? {
        source: textDigest(english),
        reviewedBy: review.by.trim(),
        reviewedOn: review.date,
        reviewedText: textDigest({ path: english.path, data: translation.data }),
      }
    : { source: textDigest(english) }
  const data = { ...(translation.data as Record<string, unknown>), [TRANSLATION_FIELD]: record }
  fs.writeFileSync(path.join(contentDir, translation.path), `${JSON.stringify(data, null, 2)}\n`)
  return { lang, source, file: translation.path, state: review ? "reviewed" : "unreviewed", record }
}

/** Records a qualified translator's review (recordTranslation with a reviewer). */
export function recordReview(contentDir: string, lang: string, file: string, by: string, date: string): TranslationStatus {
  return recordTranslation(contentDir, lang, file, { by, date })
}

/**
 * Copies into every translation the English files' language-independent values that changed (a
 * phone, an address, an image) and their key order, keeping the translated texts and the review
 * records: such a change needs no new review. Returns, per rewritten file, the fields copied.
 */
export function syncTranslations(contentDir: string): Array<{ file: string; copied: string[] }> {
  const { files, translations } = readContentFiles(contentDir)
  return translations.flatMap((translation) => {
    const english = files.find((file) => file.path === translation.source)
    if (!english) return []
    const { data, copied } = withEnglishValues(translation, english)
    if (JSON.stringify(data) === JSON.stringify(translation.data)) return []
    fs.writeFileSync(path.join(contentDir, translation.path), `${JSON.stringify(data, null, 2)}\n`)
    return [{ file: translation.path, copied }]
  })
}
