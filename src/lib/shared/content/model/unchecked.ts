import type { z } from "zod"
import type { ContentFile } from "./content-file"
import type { pageSeo } from "./field-kinds"
import { contentEntryFor } from "./registry"

/**
 * A content file's data as the content check's rules read it, whether or not it passed its schema:
 * the schema's objects and lists (its input type, `z.input`), any field of them possibly missing,
 * and every other value `unknown` until the rule has checked it. A list or an object is taken to be
 * one: a rule walks a list of objects through `objectsIn`, which passes over what is not.
 */
export type Unchecked<T> =
  T extends ReadonlyArray<infer Item>
    ? ReadonlyArray<Unchecked<Item>>
    : T extends object
      ? { readonly [Key in keyof T]?: Unchecked<NonNullable<T[Key]>> }
      : unknown

/** The data of `file` in the shape of `schema` (Unchecked), where the registry gives the file that schema and its data is an object. */
export function dataOf<S extends z.ZodType>(file: ContentFile | undefined, schema: S): Unchecked<z.input<S>> | undefined {
  if (!file || contentEntryFor(file.path)?.schema !== schema || typeof file.data !== "object" || file.data === null) return undefined
  return file.data as Unchecked<z.input<S>>
}

/**
 * The entries of a list a rule walks, nothing when it is not a list, and an entry that is not an
 * object as an empty one (its index kept, for the field a problem names): a file the schema refused
 * (a text where a list belongs, a null entry) gets the schema's message naming file and field,
 * never a rule's crash.
 */
export function objectsIn<List extends ReadonlyArray<unknown>>(list: List | undefined): Array<List[number]> {
  if (!Array.isArray(list)) return []
  return list.map((item: unknown) => (typeof item === "object" && item !== null ? item : {}) as List[number])
}

/** The data of the file at `path` among `files`, in the shape of `schema` (dataOf). */
export function dataAt<S extends z.ZodType>(files: readonly ContentFile[], path: string, schema: S): Unchecked<z.input<S>> | undefined {
  return dataOf(files.find((file) => file.path === path), schema)
}

/** A page's name in its content file (any file's data): its heading (`title`), else its search engine title (`seo.title`). */
export function titleOf(data: unknown): string | undefined {
  const { title, seo } = (data ?? {}) as Unchecked<{ title: string; seo: z.input<typeof pageSeo> }>
  return typeof title === "string" ? title : typeof seo?.title === "string" ? seo.title : undefined
}
