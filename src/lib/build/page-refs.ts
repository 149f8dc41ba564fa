import { routeOf, type Collection } from "../routes"

/**
 * The records of a collection that a page names by address, in the page's order; what the
 * `@pageRefs` field extension (gatsby/schema.ts) returns. Fails naming the source and the address.
 */
export function resolvePageRefs<T extends { readonly slug: string }>(
  refs: readonly string[],
  records: readonly T[],
  collection: Collection,
  source: string,
): T[] {
  const byRoute = new Map(records.map((record) => [collection.route(record.slug), record]))
  return refs.map((ref) => {
    const record = byRoute.get(routeOf(ref))
    if (!record) {
      throw new Error(
        `${source} names "${ref}", but no file in content/${collection.folder}/ has that page. Add the file or remove the reference.`,
      )
    }
    return record
  })
}
