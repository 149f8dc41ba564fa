import { unionBranch, type ContentJsonSchema } from "../shared/content/model/json-schema"

/** The part of Immutable.js (Decap's entry data) that puts keys in order and sets ids. */
interface ImmutableData {
  get(key: string | number): unknown
  set(key: string | number, value: unknown): ImmutableData
  map(mapper: (value: unknown, key: string | number) => unknown): ImmutableData & { toArray(): unknown[] }
  keySeq(): { toArray(): Array<string | number> }
  toOrderedMap(): ImmutableData
  sortBy(rank: (value: unknown, key: string | number) => number): ImmutableData
  toJS(): unknown
  clear(): ImmutableData
  toList(): ImmutableData
  push(value: unknown): ImmutableData
  /** A map's or list's own entries, their values as they are. */
  toObject(): Record<string, unknown>
  toArray(): unknown[]
}

const isImmutable = (value: unknown): value is ImmutableData =>
  typeof value === "object" && value !== null && typeof (value as ImmutableData).toOrderedMap === "function"
/** Whether Decap's value is an Immutable.js List (a Map has no push). */
export const isImmutableList = (value: unknown): boolean =>
  typeof value === "object" && value !== null && "push" in value && typeof value.push === "function"

/**
 * Entry data as the repository writes it. Each object's keys in its schema's order (a treatment's
 * section by the schema of its `kind`), keys the schema does not name last as they were: Decap
 * keeps an object of more than eight keys in hash order and writes JSON in the order it holds, and
 * the repository's files are in schema order, so a save changes only the lines the staff changed.
 * And a list item's id that the editor assigns (`editorAssigned` in the schema: a testimonial's,
 * which names its photo) given to a new item: the next number after the list's highest.
 */
export function inSchemaShape(value: unknown, schema: ContentJsonSchema | undefined): unknown {
  if (!isImmutable(value)) return value
  if (isImmutableList(value)) {
    const items = unionBranch(schema, value.toArray())?.items
    const assigned = Object.keys(items?.properties ?? {}).filter((key) => items?.properties?.[key].editorAssigned)
    let list = value
    for (const key of assigned) {
      let next =
        Math.max(
          0,
          ...list
            .map((item) => Number((item as ImmutableData).get(key)) || 0)
            .toArray()
            .map(Number),
        ) + 1
      list = list.map((item) => (isImmutable(item) && item.get(key) == null ? item.set(key, next++) : item))
    }
    return list.map((item) => inSchemaShape(item, items))
  }
  const node = unionBranch(schema, value.toObject())
  const named = Object.keys(node?.properties ?? {})
  const present = value.keySeq().toArray().map(String)
  const rank = (key: string) => (named.includes(key) ? named.indexOf(key) : named.length + present.indexOf(key))
  return value
    .toOrderedMap()
    .sortBy((_, key) => rank(String(key)))
    .map((child, key) => inSchemaShape(child, node?.properties?.[String(key)]))
}

/**
 * A plain value as Decap's entry data, built from `like` (a map of Decap's, whose Immutable.js the
 * editor's page has no other handle on): each object an ordered map in the value's key order, each
 * array a list.
 */
export function toEntryData(value: unknown, like: unknown): unknown {
  if (!isImmutable(like)) throw new Error("toEntryData needs a map of Decap's entry data")
  const emptyMap = like.clear().toOrderedMap()
  const emptyList = like.clear().toList()
  const convert = (child: unknown): unknown => {
    if (Array.isArray(child)) return child.reduce<ImmutableData>((list, item) => list.push(convert(item)), emptyList)
    if (child && typeof child === "object") {
      return Object.entries(child).reduce<ImmutableData>((map, [key, item]) => map.set(key, convert(item)), emptyMap)
    }
    return child
  }
  return convert(value)
}
