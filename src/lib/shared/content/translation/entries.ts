import { sha256 } from "@noble/hashes/sha2"
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils"
import { fieldName, type ContentFile } from "../model/content-file"
import { unionBranch, type ContentJsonSchema } from "../model/json-schema"
import { jsonSchemaOfFile } from "../model/registry"

/**
 * Which English entry each entry of a translation translates, so that a translation stays whole
 * when the English file gains, loses or reorders an entry of any list that holds a text (a
 * question, a testimonial, a section, a bullet): the translation's record (`translation.entries`)
 * keeps, for each such list, the fingerprint of each English entry's own texts as the translation
 * renders them (its texts outside the lists inside it). The build matches the translation's entries
 * to today's English entries by these fingerprints, not by their place: an English entry that no
 * entry translates waits for its translation, an entry whose English is gone is dropped, and the
 * order is the English file's. The translation's file and its approval stay as the translator left
 * them; the page publishes the entries it translates, a waiting entry once it is translated.
 */
export type EntryRecord = Record<string, string>

/** A list's fingerprints as the record writes them: one line, separated by spaces. */
const written = (prints: readonly string[]) => prints.join(" ")
const read = (line: string | undefined) => (line === undefined ? undefined : line === "" ? [] : line.split(" "))

type Path = Array<string | number>

/** The key of the file's own texts, outside every list of entries. */
const OWN_TEXTS = ""
/** Before a fingerprint: the entry holds the English text it was carried in with, or an earlier translation of its English, not yet updated. */
const WAITS = "+"

const mayHoldTextOf = new WeakMap<ContentJsonSchema, boolean>()

/** Whether a value the schema describes is, or holds, a text a visitor reads (a union: when any of its kinds does). */
function mayHoldText(schema: ContentJsonSchema | undefined): boolean {
  if (!schema) return false
  let holds = mayHoldTextOf.get(schema)
  if (holds === undefined) {
    mayHoldTextOf.set(schema, false)
    holds =
      schema.translatable === true ||
      mayHoldText(schema.items) ||
      Object.values(schema.properties ?? {}).some(mayHoldText) ||
      [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].some(mayHoldText)
    mayHoldTextOf.set(schema, holds)
  }
  return holds
}

/** The schema of the items of a list, when they hold texts: a list of entries. */
function entrySchema(schema: ContentJsonSchema | undefined, list: unknown): ContentJsonSchema | undefined {
  const items = unionBranch(schema, list)?.items
  return mayHoldText(items) ? items : undefined
}

function digest(value: unknown): string {
  return bytesToHex(sha256(utf8ToBytes(JSON.stringify(value)))).slice(0, 8)
}

/** The fingerprint of each entry of every list of entries in `data` (read with the schema of the English file at `path`), and of the file's own texts. */
export function entriesOf(path: string, data: unknown): EntryRecord {
  const lists: Array<{ path: Path; length: number }> = []
  const own = new Map<string, Array<[string, string]>>()
  const walk = (value: unknown, schema: ContentJsonSchema | undefined, at: Path, entry: Path) => {
    const node = unionBranch(schema, value)
    if (Array.isArray(value)) {
      const items = entrySchema(schema, value)
      if (items) lists.push({ path: at, length: value.length })
      value.forEach((item, index) => walk(item, node?.items, [...at, index], items ? [...at, index] : entry))
    } else if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) walk(child, node?.properties?.[key], [...at, key], entry)
    } else if (node?.translatable === true && typeof value === "string") {
      const key = fieldName(entry)
      own.set(key, [...(own.get(key) ?? []), [fieldName(at.slice(entry.length)), value]])
    }
  }
  walk(data, jsonSchemaOfFile(path), [], [])
  const print = (entry: Path) => digest([...(own.get(fieldName(entry)) ?? [])].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
  return {
    [OWN_TEXTS]: print([]),
    ...Object.fromEntries(
      lists.map((list) => [fieldName(list.path), written(Array.from({ length: list.length }, (_, index) => print([...list.path, index])))]),
    ),
  }
}

/**
 * Whether a translated entry can be the translation of an English entry whose texts changed: the
 * same fields, and the same values in those that are not text (a section's kind, a story's id).
 */
function sameEntry(source: unknown, target: unknown, schema: ContentJsonSchema | undefined): boolean {
  if (typeof source === "string" || typeof target === "string") return typeof source === typeof target
  if (!source || typeof source !== "object" || !target || typeof target !== "object" || Array.isArray(source) !== Array.isArray(target)) return false
  if (Array.isArray(source)) return true
  const fields = source as Record<string, unknown>
  const others = target as Record<string, unknown>
  const node = unionBranch(schema, source)
  const keys = Object.keys(fields)
  return (
    keys.length === Object.keys(others).length &&
    keys.every((key) => {
      if (!(key in others)) return false
      const value = fields[key]
      if (value !== null && typeof value === "object") return sameEntry(value, others[key], node?.properties?.[key])
      return node?.properties?.[key]?.translatable === true || value === others[key]
    })
  )
}

export interface AlignedEntries {
  /** The translation's data with each list of entries in the English file's order and length: a new English entry carried in with its English texts. */
  data: unknown
  /** The English entries that wait for their translation (new, or changed since translated), outermost only, by their path in `data`. */
  waiting: Path[]
  /** Of those, the ones the translation's file does not hold yet (carried in with their English texts). */
  carried: Path[]
  /** The record of `data`'s entries: what each translates, a waiting one marked. */
  entries: EntryRecord
  /** The file's own texts, outside the lists, changed in English since it was translated. */
  stale: boolean
}

/**
 * The translation's data (`data`, without its records) matched to the English file entry by entry,
 * by what its record says each entry translates (`recorded`). An English entry that no entry
 * translates is carried in (its English texts) and waits; so does one whose English changed since,
 * matched to the translated entry at its place when that one translates nothing left (its earlier
 * translation kept, for the translator to update). A list whose record does not fit the
 * translation's (a translator added or removed an entry by hand) is left as it is, for the content
 * check to name.
 */
export function alignEntries(english: ContentFile, data: unknown, recorded: EntryRecord): AlignedEntries {
  const now = Object.fromEntries(Object.entries(entriesOf(english.path, english.data)).map(([key, line]) => [key, read(line)!]))
  const waiting: Path[] = []
  const carried: Path[] = []
  const entries: Record<string, string[]> = { [OWN_TEXTS]: read(recorded[OWN_TEXTS]) ?? now[OWN_TEXTS] }
  const unmarked = (print: string) => (print.startsWith(WAITS) ? print.slice(WAITS.length) : print)
  /** Records every list of entries inside an entry carried in from the English: each waits. */
  const carry = (value: unknown, schema: ContentJsonSchema | undefined, at: Path): unknown => {
    const node = unionBranch(schema, value)
    if (Array.isArray(value)) {
      if (entrySchema(schema, value)) entries[fieldName(at)] = now[fieldName(at)].map((print) => WAITS + print)
      value.forEach((item, index) => carry(item, node?.items, [...at, index]))
    } else if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) carry(child, node?.properties?.[key], [...at, key])
    }
    return value
  }
  const align = (source: unknown, target: unknown, schema: ContentJsonSchema | undefined, at: Path, from: Path): unknown => {
    const node = unionBranch(schema, source)
    if (Array.isArray(source) && Array.isArray(target)) {
      const items = entrySchema(schema, source)
      // An empty list translates nothing, whether or not the record kept its empty line (the editor's save drops empty values).
      const was = read(recorded[fieldName(from)]) ?? (target.length === 0 ? [] : undefined)
      if (!items || !was || was.length !== target.length) return target
      const prints = now[fieldName(at)]
      const taken = new Set<number>()
      const match = prints.map((print) => {
        const index = was.findIndex((candidate, place) => !taken.has(place) && unmarked(candidate) === print)
        if (index >= 0) taken.add(index)
        return index
      })
      const changed = new Set<number>()
      match.forEach((index, place) => {
        if (index < 0 && place < target.length && !taken.has(place) && sameEntry(source[place], target[place], items)) {
          match[place] = place
          taken.add(place)
          changed.add(place)
        }
      })
      const marks: string[] = []
      entries[fieldName(at)] = marks
      const list = source.map((item, place) => {
        const index = match[place]
        const path = [...at, place]
        if (index < 0) {
          waiting.push(path)
          carried.push(path)
          marks.push(WAITS + prints[place])
          return carry(JSON.parse(JSON.stringify(item)) as unknown, items, path)
        }
        const waits = changed.has(place) || was[index].startsWith(WAITS)
        if (waits) waiting.push(path)
        marks.push(waits ? WAITS + prints[place] : prints[place])
        return align(item, target[index], items, path, [...from, index])
      })
      return list
    }
    if (source && typeof source === "object" && !Array.isArray(source) && target && typeof target === "object" && !Array.isArray(target)) {
      const fields = source as Record<string, unknown>
      return Object.fromEntries(
        Object.entries(target).map(([key, value]) => [
          key,
          key in fields ? align(fields[key], value, node?.properties?.[key], [...at, key], [...from, key]) : value,
        ]),
      )
    }
    return target
  }
  const aligned = align(english.data, data, jsonSchemaOfFile(english.path), [], [])
  const inside = (path: Path, other: Path) => other.length < path.length && other.every((part, index) => path[index] === part)
  const outermost = waiting.filter((path) => !waiting.some((other) => inside(path, other)))
  // In the English file's order, an empty English list too (an emptied optional list the form leaves out holds nothing to translate).
  const ordered = Object.fromEntries(
    Object.keys(now)
      .filter((key) => key in entries || now[key].length === 0)
      .map((key) => [key, written(entries[key] ?? [])]),
  )
  return { data: aligned, waiting: outermost, carried, entries: ordered, stale: recorded[OWN_TEXTS] !== written(now[OWN_TEXTS]) }
}

/** `data` without the entries at `paths` (each a list's entry): what a page publishes of a translation whose entries wait. */
export function withoutEntries(data: unknown, paths: readonly Path[]): unknown {
  const left = new Set(paths.map((path) => fieldName(path)))
  if (left.size === 0) return data
  const keep = (value: unknown, at: Path): unknown => {
    if (Array.isArray(value)) return value.flatMap((item, index) => (left.has(fieldName([...at, index])) ? [] : [keep(item, [...at, index])]))
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, keep(child, [...at, key])]))
    return value
  }
  return keep(data, [])
}

/** The entries of `english` that a translation of `before` (the same file as it was) does not translate: what a change of the English leaves waiting in every translation. */
export function entriesAddedSince(before: unknown, english: ContentFile): Path[] {
  return alignEntries(english, before, entriesOf(english.path, before)).waiting
}
