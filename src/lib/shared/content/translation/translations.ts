import { sha256 } from "@noble/hashes/sha2"
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils"
import { z } from "zod"
import { languageOfContentPath, SOURCE_LANGUAGE, type LanguageCode } from "../../languages"
import { claimsIn } from "../rules/claims/scan"
import { investigationalConditionsIn } from "../rules/claims/investigational"
import { adviceFor, claimInWords } from "../rules/claims/kinds"
import { fieldName, type ContentFile, type ContentProblem } from "../model/content-file"
import { kindOf, unionBranch, type ContentJsonSchema } from "../model/json-schema"
import { APPROVALS_FIELD, contentOnly, recordProblems, TRANSLATION_FIELD } from "../model/records"
import { bloodThinnerPauseProblems } from "../rules/medication-advice"
import { PLACEHOLDER, UNFINISHED } from "../rules/placeholders"
import { contentEntryFor, jsonSchemaOfFile } from "../model/registry"
import { inStaffWords } from "../wording/schema-words"
import { alignEntries, entriesOf, withoutEntries, type AlignedEntries } from "./entries"

/**
 * A translation is a file content/<lang>/<path> that mirrors the English content/<path>: the same
 * keys in the same order, lists of the same length, every text (`text`, field-kinds.ts) in its language
 * and every other value (addresses, images, ids, enums, numbers, dates) copied unchanged. The same
 * zod schema validates it, less the patterns that read English words (the FDA status's "not FDA
 * approved"). The claims guard reads every language (claims/: the same kinds of claim in Spanish,
 * French and Haitian Creole words): a translation that makes a claim its English text does not
 * make is refused, reviewed or not. The other English-language rules (wordings, the regulation's
 * words) are the translator's to keep: a qualified translator's review (`translation`, below).
 */

/**
 * The record of a translated file (`translation`) says which English texts it renders: the digest
 * of the English file's texts when it was last translated (`npm run translation:translated`, or the
 * editor once it is translated). A later change to the English makes it stale. Who approved it is
 * recorded as on every file, in `approvals` (approvals.ts): a translator of its language, whose
 * approval covers both its texts and the English it renders.
 */
const translationRecord = z
  .object({
    /** The digest of the English file's texts the translation renders. */
    source: z
      .string()
      .regex(/^[0-9a-f]{16}$/, "must be the digest of the English file's texts that npm run translation:translated writes"),
    /** Which English entry each entry of each list translates (entries.ts), written with the digest. */
    entries: z
      .record(z.string(), z.string().regex(/^(\+?[0-9a-f]{8}( \+?[0-9a-f]{8})*)?$/, "must be the fingerprints the editor or npm run translation:translated writes"))
      .optional(),
  })
  .strict()

export type TranslationRecord = z.output<typeof translationRecord>

/** Files whose every value is language-independent: a translation of one is refused. */
const NOT_TRANSLATED = new Set(["redirects.json"])

export interface TranslatedFile extends ContentFile {
  lang: LanguageCode
  /** The English file it translates, e.g. "pages/home.json" for "es/pages/home.json". */
  source: string
}

/** The English files and the translations among `files`. */
export function splitByLanguage(files: readonly ContentFile[]): { english: ContentFile[]; translations: TranslatedFile[] } {
  const english: ContentFile[] = []
  const translations: TranslatedFile[] = []
  for (const file of files) {
    const { lang, source } = languageOfContentPath(file.path)
    if (lang === SOURCE_LANGUAGE) english.push(file)
    else translations.push({ ...file, lang, source })
  }
  return { english, translations }
}

/** The review record of a translation, if it has a valid one. */
export function recordOf(file: ContentFile): TranslationRecord | undefined {
  const record = (file.data as Record<string, unknown> | null)?.[TRANSLATION_FIELD]
  const parsed = translationRecord.safeParse(record)
  return parsed.success ? parsed.data : undefined
}

type Path = Array<string | number>

/** The texts a visitor reads in an English file, with their paths: what a translation renders and its digest covers. */
export function translatableTexts(file: ContentFile): Array<{ path: Path; text: string }> {
  const schema = jsonSchemaOfFile(file.path)
  if (!schema) return []
  const found: Array<{ path: Path; text: string }> = []
  walkWithSchema(file.data, schema, [], (value, path, translatable) => {
    if (translatable && typeof value === "string") found.push({ path, text: value })
  })
  return found
}

/**
 * The digest of the texts a visitor reads in a file, with their fields: for an English file what a
 * translation of it renders, for a translation (read with its English file's path) its own wording.
 */
export function textDigest(file: ContentFile): string {
  const texts = translatableTexts(file).map(({ path, text }) => [path.join("."), text])
  return bytesToHex(sha256(utf8ToBytes(JSON.stringify(texts)))).slice(0, 16)
}

/** The fields of an English file that hold a text a visitor reads, e.g. "sections[0].title". */
function translatableFields(english: ContentFile): Set<string> {
  return new Set(translatableTexts(english).map(({ path }) => fieldName(path)))
}

/** Whether the value at `path` is, or holds, one of the `texts` fields. */
function holdsText(texts: ReadonlySet<string>, path: Path): boolean {
  const field = fieldName(path)
  return [...texts].some((text) => text === field || text.startsWith(`${field}.`) || text.startsWith(`${field}[`))
}

/** Everything wrong with one translation, given the English file it translates (undefined when there is none). */
export function translationProblems(translation: TranslatedFile, english: ContentFile | undefined): ContentProblem[] {
  const problem = (field: string, message: string): ContentProblem => ({ file: translation.path, field, message })
  if (NOT_TRANSLATED.has(translation.source)) {
    return [problem("(file)", `is not translated: every value of content/${translation.source} is the same in every language; delete this file`)]
  }
  if (!english) return [problem("(file)", `translates content/${translation.source}, which does not exist: delete it, or name it after an English file`)]
  const entry = contentEntryFor(translation.source)
  if (!entry) return []
  const problems: ContentProblem[] = []
  const data = contentOnly(translation.data)
  problems.push(...recordProblems(translation.data, { [TRANSLATION_FIELD]: translationRecord }).map(({ field, message }) => problem(field, message)))
  const translatable = translatableFields(english)
  const result = entry.schema.safeParse(data, { error: inStaffWords })
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = fieldName(issue.path as Path)
      // A text's pattern or refinement reads English words ("not FDA approved", "investigational"):
      // the review, not the schema, vouches for the translation's.
      if ((issue.code === "invalid_format" || issue.code === "custom") && translatable.has(field)) continue
      // The comparison with the English file names each key the English file does not have.
      if (issue.code === "unrecognized_keys") continue
      problems.push(problem(field || "(file)", issue.message))
    }
  }
  problems.push(...compare(english.data, data, [], translatable).map(({ path, message }) => problem(fieldName(path) || "(file)", message)))
  problems.push(...addedClaims(translation, english, data))
  // The one medical rule that reads every language: no number of days for stopping a blood thinner.
  problems.push(...bloodThinnerPauseProblems({ path: translation.path, data }, translation.lang))
  return problems
}

/**
 * Claims a translation adds to its English text (claims/: a promise, a proportion, a price, ...),
 * and conditions it names for which treatment is investigational, field by field: the English
 * text's claims are the content check's to allow or refuse, and a translation renders them, never
 * more. Read in the translation's own language.
 */
function addedClaims(translation: TranslatedFile, english: ContentFile, data: unknown): ContentProblem[] {
  const englishTexts = new Map(translatableTexts(english).map(({ path, text }) => [fieldName(path), text]))
  const problems: ContentProblem[] = []
  for (const { path, text } of translatableTexts({ path: english.path, data })) {
    const field = fieldName(path)
    const source = englishTexts.get(field)
    if (source === undefined) continue
    const kinds = new Set(claimsIn(source, "en").map((claim) => claim.kind))
    const added = claimsIn(text, translation.lang).filter((claim) => !kinds.has(claim.kind))
    if (added.length > 0) {
      problems.push({
        file: translation.path,
        field,
        message: `makes a claim its English text does not make (${added.map(claimInWords).join("; ")}): translate the English as it is ("${source}"). ${adviceFor(added)}`,
      })
    }
    const conditions = new Set(investigationalConditionsIn(source).map((condition) => condition.name))
    const named = investigationalConditionsIn(text, translation.lang).filter((condition) => !conditions.has(condition.name))
    if (named.length > 0) {
      problems.push({
        file: translation.path,
        field,
        message: `names ${named.map((condition) => `"${condition.words}" (${condition.name})`).join(", ")}, which its English text does not name: a treatment for it is investigational. Translate the English as it is ("${source}")`,
      })
    }
  }
  return problems
}

const VARIABLE = /\{\w+\}/g

/** Where the translation departs from the English file's shape or language-independent values. */
function compare(english: unknown, translated: unknown, path: Path, translatable: ReadonlySet<string>): Array<{ path: Path; message: string }> {
  if (kindOf(english) !== kindOf(translated)) {
    return [{ path, message: `is ${describe(translated)}, where the English file has ${describe(english)}` }]
  }
  if (Array.isArray(english)) {
    const list = translated as unknown[]
    if (list.length !== english.length) {
      return [{ path, message: `has ${list.length} item(s), where the English file has ${english.length}: translate each item, add or remove none` }]
    }
    return english.flatMap((item, index) => compare(item, list[index], [...path, index], translatable))
  }
  if (english && typeof english === "object") {
    const source = english as Record<string, unknown>
    const target = translated as Record<string, unknown>
    const sourceKeys = Object.keys(source)
    const targetKeys = Object.keys(target)
    const found: Array<{ path: Path; message: string }> = []
    // A text the English file has and the translation not yet (an optional text added in English) makes it out of date, not broken: the schema names a required one.
    for (const key of sourceKeys.filter((key) => !(key in target) && !holdsText(translatable, [...path, key]))) {
      found.push({ path: [...path, key], message: "is missing: the English file has it; translate it (or copy it, if it is not text)" })
    }
    for (const key of targetKeys.filter((key) => !(key in source))) {
      found.push({ path: [...path, key], message: "is not in the English file: delete it" })
    }
    const shared = sourceKeys.filter((key) => key in target)
    if (found.length === 0 && shared.join("\n") !== targetKeys.join("\n")) {
      found.push({ path, message: `lists its fields in another order than the English file: ${sourceKeys.join(", ")}` })
    }
    for (const key of shared) found.push(...compare(source[key], target[key], [...path, key], translatable))
    return found
  }
  if (typeof english === "string" && translatable.has(fieldName(path))) {
    const text = translated as string
    const variables = (value: string) => [...new Set(value.match(VARIABLE) ?? [])].sort().join(" ")
    if (variables(english) !== variables(text)) {
      return [{ path, message: `must keep the English text's variables as they are, ${variables(english) || "none"}; it has ${variables(text) || "none"}` }]
    }
    // The words the launch guard looks for: "Placeholder" anywhere, "Sample" in an outcome's evidence.
    const marker = (PLACEHOLDER.exec(english) ?? (path.includes("evidence") ? UNFINISHED.exec(english) : null))?.[0]
    if (marker && !new RegExp(`\\b${marker}\\b`, "i").test(text)) {
      return [{ path, message: `must keep the word "${marker}" of the English text ("${english}"): it marks what the clinic has yet to supply, and blocks launch until it does` }]
    }
    return []
  }
  if (english !== translated) {
    return [{ path, message: `is ${JSON.stringify(translated)}, where the English file has ${JSON.stringify(english)}: this value is the same in every language, copy it unchanged` }]
  }
  return []
}

function describe(value: unknown): string {
  const kind = kindOf(value)
  return kind === "array" ? "a list" : kind === "object" ? "a group of fields" : `a ${kind}`
}

/**
 * Visits every value of `data` with whether its schema marks it a text a visitor reads, and the
 * schemas of the fields it is in, outermost first (a text of a list the schema marks, offered.ts).
 */
export function walkWithSchema(
  data: unknown,
  schema: ContentJsonSchema | undefined,
  path: Path,
  visit: (value: unknown, path: Path, translatable: boolean, within: readonly ContentJsonSchema[]) => void,
  within: readonly ContentJsonSchema[] = [],
) {
  const node = unionBranch(schema, data)
  // A union's own metadata and its chosen branch's both describe the value.
  const inside = [...within, ...[schema, node].filter((each, index, both): each is ContentJsonSchema => each !== undefined && both.indexOf(each) === index)]
  if (Array.isArray(data)) data.forEach((item, index) => walkWithSchema(item, node?.items, [...path, index], visit, inside))
  else if (data && typeof data === "object") {
    for (const [key, value] of Object.entries(data)) walkWithSchema(value, node?.properties?.[key], [...path, key], visit, inside)
  } else visit(data, path, node?.translatable === true, inside)
}

/**
 * The translation with the English file's language-independent values (a new phone, a renamed
 * page's address, another image, a testimonial's photo added or removed) and its key order,
 * wherever the two have the same shape, and a list that holds no text whatever its length; its
 * texts are kept. A field the English file no longer has goes, text or not; a text the English
 * file added stays missing until it is translated (the translation is then out of date, and its
 * page shows none of it). Lists of texts of another length stay as they are, for the content check
 * to name: a translation's lists follow the English entries through alignedTranslation, before this.
 */
export function withEnglishValues(translation: TranslatedFile, english: ContentFile): { data: unknown; copied: string[] } {
  const translatable = translatableFields(english)
  let ownTexts: Set<string> | undefined
  const textsOfTranslation = () => (ownTexts ??= translatableFields({ path: english.path, data: contentOnly(translation.data) }))
  const copied: string[] = []
  const merge = (source: unknown, target: unknown, path: Path): unknown => {
    if (kindOf(source) !== kindOf(target)) return target
    if (Array.isArray(source)) {
      const list = target as unknown[]
      if (list.length === source.length) return source.map((item, index) => merge(item, list[index], [...path, index]))
      // A list without a text in either language (the clinic's reviewers, a day's hours) is the English file's, whatever its length.
      if (holdsText(translatable, path) || holdsText(textsOfTranslation(), path)) return target
      copied.push(fieldName(path))
      return source
    }
    if (source && typeof source === "object") {
      const from = source as Record<string, unknown>
      const to = target as Record<string, unknown>
      const sameKeys = Object.keys(from).length === Object.keys(to).length && Object.keys(from).every((key) => key in to)
      if (!sameKeys) {
        // A text the English file added waits for its translation; a field it removed goes, text or not: the page follows the English.
        const added = Object.keys(from).filter((key) => !(key in to) && !holdsText(translatable, [...path, key]))
        const removed = Object.keys(to).filter((key) => !(key in from))
        if (added.length === 0 && removed.length === 0) {
          return Object.fromEntries(Object.keys(from).flatMap((key) => (key in to ? [[key, merge(from[key], to[key], [...path, key])]] : [])))
        }
        copied.push(...[...added, ...removed].map((key) => fieldName([...path, key])))
        const kept = Object.fromEntries(Object.entries(to).filter(([key]) => !removed.includes(key)))
        return merge(source, { ...kept, ...Object.fromEntries(added.map((key) => [key, from[key]])) }, path)
      }
      return Object.fromEntries(Object.keys(from).map((key) => [key, merge(from[key], to[key], [...path, key])]))
    }
    if (typeof source === "string" && translatable.has(fieldName(path))) return target
    if (source !== target) copied.push(fieldName(path))
    return source
  }
  const data = translation.data as Record<string, unknown>
  const merged = merge(english.data, contentOnly(data), []) as Record<string, unknown>
  const records = Object.fromEntries([TRANSLATION_FIELD, APPROVALS_FIELD].filter((key) => data?.[key] !== undefined).map((key) => [key, data[key]]))
  return { data: { ...merged, ...records }, copied }
}

/**
 * The translation matched to today's English file entry by entry (entries.ts), where its record
 * says what its entries translate: its lists in the English order and length, each new English
 * entry carried in with its English texts and listed as waiting. Its records are kept as they are.
 * A translation without that record is returned as it is, matched by place.
 */
export function alignedTranslation(translation: TranslatedFile, english: ContentFile): { translation: TranslatedFile; aligned?: AlignedEntries } {
  const entries = recordOf(translation)?.entries
  if (!entries) return { translation }
  const aligned = alignEntries(english, contentOnly(translation.data), entries)
  const data = translation.data as Record<string, unknown>
  const records = Object.fromEntries([TRANSLATION_FIELD, APPROVALS_FIELD].filter((key) => data[key] !== undefined).map((key) => [key, data[key]]))
  return { translation: { ...translation, data: { ...(aligned.data as Record<string, unknown>), ...records } }, aligned }
}

/**
 * What a page publishes of a translation: its texts with the English file's other values, its
 * entries in the English file's order, less the English entries waiting for their translation.
 */
export function publishedTranslation(translation: TranslatedFile, english: ContentFile): unknown {
  const { translation: matched, aligned } = alignedTranslation(translation, english)
  const data = contentOnly(withEnglishValues(matched, english).data)
  return aligned ? withoutEntries(data, aligned.waiting) : data
}

/** The record of a translation that renders today's `english`: the digest of its texts and what each entry translates. */
export function translationRecordFor(english: ContentFile): TranslationRecord {
  return { source: textDigest(english), entries: entriesOf(english.path, english.data) }
}
