import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { isLanguageCode, SOURCE_LANGUAGE, TRANSLATED_LANGUAGES } from "../../shared/languages"
import { fieldName, formatProblems, type ContentFile } from "../../shared/content/model/content-file"
import { isProductionBuild } from "../../shared/content/rules/launch-guard"
import { contentEntryFor } from "../../shared/content/model/registry"
import { approvalState, approvalStateInWords } from "../../shared/content/review/approvals"
import { TRANSLATION_FIELD, withRecord } from "../../shared/content/model/records"
import {
  alignedTranslation,
  recordOf,
  textDigest,
  translatableTexts,
  translationProblems,
  translationRecordFor,
  withEnglishValues,
} from "../../shared/content/translation/translations"
import {
  TRANSLATION_STATE_WORDS,
  translationStatus,
  WAITING_WORDS,
  type TranslationStatus,
} from "../../shared/content/translation/translation-state"
import type { ContentSnapshot } from "../content/content-snapshot"

/** How a translator's approval of `status`'s file is recorded, once its text is ready. */
function approveCommand(status: TranslationStatus): string {
  return `npm run review -- ${status.file} --as translation --by "Name", or in the editor`
}

/**
 * One line on a translation's state ("content/es/pages/home.json: never reviewed") with the English
 * entries that wait for it, then each of its texts left in English or against the glossary, by file and field.
 */
export function describeStatus(status: TranslationStatus): string {
  const state = stateLine(status)
  const waiting = status.waiting
    ? `${state}; ${WAITING_WORDS.count(status.waiting.length)} (${status.waiting.map((path) => `"${fieldName(path)}"`).join(", ")}): ${WAITING_WORDS.liveSite} (in the editor, or npm run translation:sync, then translate them in the file)`
    : state
  if (!status.toFix) return waiting
  const fields = status.toFix
    .split("\n")
    .map((line) => `      ${line}`)
    .join("\n")
  return `${waiting}\n    English left in it, or a term the glossary rules out (the live site leaves it out until each is fixed, approved or not):\n${fields}`
}

function stateLine(status: TranslationStatus): string {
  const where = `content/${status.file}`
  const { name, liveSite } = TRANSLATION_STATE_WORDS[status.state]
  switch (status.state) {
    case "reviewed":
      return `${where}: ${approvalStateInWords(status.approval!)}`
    case "unreviewed":
      return status.approval
        ? `${where}: ${approvalStateInWords(status.approval)} (${approveCommand(status)}, once a translator on the clinic's list has checked it)`
        : `${where}: ${name}, and it records no English text it translates (npm run translation:translated -- ${status.lang} ${status.source} once it renders today's English)`
    case "stale": {
      const what = status.changed
        ? `the English text of ${status.changed.map((field) => `"${field}"`).join(", ")} in content/${status.source}`
        : `the English content/${status.source}`
      return (
        `${where}: ${name}: ${what} changed since it was translated` +
        `${status.changed ? "" : ` (git log -p -- content/${status.source} shows how)`}; ` +
        `update the translation, then npm run translation:translated -- ${status.lang} ${status.source}, then have it approved again (${approveCommand(status)})`
      )
    }
    case "broken":
      return `${where}: ${name}; ${liveSite} (npm run translation:sync copies the English values; a list changed by hand must have the English file's entries):\n${status
        .problems!.split("\n")
        .map((line) => `      ${line}`)
        .join("\n")}`
    case "missing":
      return `${where}: ${name}`
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

/** The state of every translation of `site` (ContentSnapshot.translationStatuses), each stale one with what changed when git's history tells. */
export function translationStatusesIn(content: ContentSnapshot): TranslationStatus[] {
  return content.translationStatuses.map((status) => {
    if (status.state !== "stale") return status
    const changed = changedSinceReview(content.folders.content, status, content.file(status.source)!)
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
 * today's English texts (their digest). Its approvals stay, as approvals of the version before
 * (an approval covers the English it renders): a translator approves it again (npm run review).
 * Refuses a broken translation: a record vouches for its words, not for a shape it lacks.
 */
export function recordTranslation(content: ContentSnapshot, lang: string, file: string): TranslationStatus {
  if (!isLanguageCode(lang) || lang === SOURCE_LANGUAGE) {
    throw new Error(`"${lang}" is not a translated language: use one of ${TRANSLATED_LANGUAGES.map(({ code }) => code).join(", ")}`)
  }
  const source = file
    .replace(/\\/g, "/")
    .replace(/^content\//, "")
    .replace(new RegExp(`^${lang}/`), "")
  if (!contentEntryFor(source)) throw new Error(`content/${source} is not a content file: name the English file, e.g. pages/home.json`)
  const english = content.file(source)
  const translation = content.translations.find((candidate) => candidate.path === `${lang}/${source}`)
  if (!english) throw new Error(`content/${source} does not exist`)
  if (!translation) throw new Error(`content/${lang}/${source} does not exist: translate content/${source} there first`)
  const { translation: matched, aligned } = alignedTranslation(translation, english)
  if (aligned && aligned.carried.length > 0) {
    const fields = aligned.carried.map((path) => `"${fieldName(path)}"`).join(", ")
    throw new Error(
      `Not recorded: content/${translation.path} does not hold the English entries ${fields} yet: npm run translation:sync carries them in, in English; translate them, then record it`,
    )
  }
  const problems = translationProblems({ ...matched, data: withEnglishValues(matched, english).data }, english)
  if (problems.length > 0)
    throw new Error(`Not recorded: content/${translation.path} has problems to fix first:\n${formatProblems(problems)}`)
  const data = withRecord(matched.data, TRANSLATION_FIELD, translationRecordFor(english))
  fs.writeFileSync(path.join(content.folders.content, translation.path), `${JSON.stringify(data, null, 2)}\n`)
  return translationStatus(english, { ...translation, data }, translation.lang, content.reviewPolicy)
}

/**
 * Copies into every translation the English files' language-independent values that changed (a
 * phone, an address, an image) and their key order, keeping the translated texts and the review
 * records: such a change needs no new review. A translation that records what its entries
 * translate (entries.ts) and is not approved gets the English entries added since, in English,
 * for its translator, and loses those removed; an approved one keeps its file (its pages publish
 * the entries it translates). A record of a translation of today's English that does not say
 * what its entries translate gets that, which leaves its approval as it is. Returns, per rewritten
 * file, the fields copied.
 */
export function syncTranslations(content: ContentSnapshot): Array<{ file: string; copied: string[] }> {
  return content.translations.flatMap((translation) => {
    const english = content.file(translation.source)
    if (!english) return []
    const record = recordOf(translation)
    const { translation: matched, aligned } = alignedTranslation(translation, english)
    const carries = aligned !== undefined && !approvalState(translation, content.reviewPolicy).approved
    const { data, copied } = withEnglishValues(carries ? matched : translation, english)
    const recorded =
      record && !record.entries && record.source === textDigest(english)
        ? withRecord(data, TRANSLATION_FIELD, { ...record, entries: translationRecordFor(english).entries })
        : carries && record
          ? withRecord(data, TRANSLATION_FIELD, { ...record, entries: aligned.entries })
          : data
    if (JSON.stringify(recorded) === JSON.stringify(translation.data)) return []
    fs.writeFileSync(path.join(content.folders.content, translation.path), `${JSON.stringify(recorded, null, 2)}\n`)
    const moved = carries ? aligned.waiting.map((entry) => `${fieldName(entry)} (in English, to translate)`) : []
    if (record && !record.entries && recordOf({ path: translation.path, data: recorded })?.entries)
      moved.push(`${TRANSLATION_FIELD}.entries`)
    return [{ file: translation.path, copied: [...copied, ...moved] }]
  })
}
