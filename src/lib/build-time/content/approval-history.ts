import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { approvalState, approvalStateInWords, withApproval, type ApprovalState } from "../../shared/content/review/approvals"
import { fieldName, formatProblems, type ContentFile } from "../../shared/content/model/content-file"
import { REVIEW_ROLES, contentOnly, type Approval, type ReviewRole } from "../../shared/content/model/records"
import { contentEntryFor } from "../../shared/content/model/registry"
import {
  recordOf,
  textDigest,
  translatableTexts,
  translationProblems,
  withEnglishValues,
} from "../../shared/content/translation/translations"
import { languageOfContentPath, SOURCE_LANGUAGE } from "../../shared/languages"
import type { ContentSnapshot } from "./content-snapshot"

/** Every value of a file by its field ("sections[2].items[0]"), as JSON. */
function valuesByField(value: unknown, trail: Array<string | number> = [], found = new Map<string, string>()): Map<string, string> {
  if (Array.isArray(value)) value.forEach((item, index) => valuesByField(item, [...trail, index], found))
  else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) valuesByField(item, [...trail, key], found)
  else found.set(fieldName(trail), JSON.stringify(value))
  return found
}

/** What a reviewer reads of a file: every value of an English file; a translation's own texts. */
function reviewedValues(file: ContentFile): Map<string, string> {
  const { lang, source } = languageOfContentPath(file.path)
  if (lang === SOURCE_LANGUAGE) return valuesByField(contentOnly(file.data))
  return new Map(translatableTexts({ path: source, data: file.data }).map(({ path: field, text }) => [fieldName(field), text]))
}

/**
 * The fields of `file` (under `contentDir`) that differ from the version `earlier` approved: the
 * file as it was in the commit that recorded that approval (the commit that added its digest).
 * Undefined where git cannot tell (no repository, a shallow clone without that commit, a change
 * not committed yet whose approval is not either).
 */
export function changedSinceApproval(contentDir: string, file: ContentFile, earlier: Approval): string[] | undefined {
  const git = (...args: string[]) =>
    execFileSync("git", ["-C", contentDir, ...args], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] })
  try {
    const commit = git("log", "-1", "--format=%H", `-S${earlier.version}`, "--", file.path).trim()
    if (!commit) return undefined
    const approved = reviewedValues({ path: file.path, data: JSON.parse(git("show", `${commit}:./${file.path}`)) as unknown })
    const now = reviewedValues(file)
    const changed = [...new Set([...approved.keys(), ...now.keys()])].filter((field) => approved.get(field) !== now.get(field))
    return changed.length > 0 ? changed : undefined
  } catch {
    return undefined
  }
}

/** Where the approvals of every English file stand, each in words (with what changed since, where git tells). */
export function approvalStatesIn(content: ContentSnapshot): Array<{ state: ApprovalState; words: string }> {
  return content.files.map((file) => {
    const state = approvalState(file, content.reviewPolicy)
    return { state, words: approvalStateInWords(state, (earlier) => changedSinceApproval(content.folders.content, file, earlier)) }
  })
}

/**
 * Records that `by`, a reviewer on the clinic's list, approved today's version of `file` (under
 * content/: "treatments/knee.json", or a translation "es/pages/home.json") for `role`, on `on`.
 * Refuses a person not on the list or not for that review (or language), a review the file does
 * not need, and a translation that does not match its English file or does not record the English
 * it renders (npm run translation:translated first): an approval vouches for a version, whole.
 * Returns the file's state in words.
 */
export function recordApproval(content: ContentSnapshot, file: string, role: string, by: string, on: string): string {
  const relative = file.replace(/\\/g, "/").replace(/^content\//, "")
  const { lang, source } = languageOfContentPath(relative)
  if (!contentEntryFor(source))
    throw new Error(`content/${relative} is not a content file: name it as under content/, e.g. treatments/knee.json or es/pages/home.json`)
  if (!(REVIEW_ROLES as readonly string[]).includes(role))
    throw new Error(`"${role}" is not a review: use one of ${REVIEW_ROLES.join(", ")}`)
  const policy = content.reviewPolicy
  const target = [...content.files, ...content.translations].find((candidate) => candidate.path === relative)
  if (!target) throw new Error(`content/${relative} does not exist`)
  if (lang !== SOURCE_LANGUAGE) {
    const english = content.file(source)!
    const problems = translationProblems(
      { ...target, lang, source, data: withEnglishValues({ ...target, lang, source }, english).data },
      english,
    )
    if (problems.length > 0) throw new Error(`Not recorded: content/${relative} has problems to fix first:\n${formatProblems(problems)}`)
    if (recordOf(target)?.source !== textDigest(english)) {
      throw new Error(
        `Not recorded: content/${relative} does not record that it renders today's English content/${source}: update it, then npm run translation:translated -- ${lang} ${source}`,
      )
    }
  }
  let data: Record<string, unknown>
  try {
    data = withApproval(target, role as ReviewRole, by, on, policy)
  } catch (error) {
    throw new Error(`Not recorded: ${(error as Error).message}`)
  }
  fs.writeFileSync(path.join(content.folders.content, relative), `${JSON.stringify(data, null, 2)}\n`)
  return approvalStateInWords(approvalState({ path: relative, data }, policy))
}
