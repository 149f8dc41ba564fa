import { routeOf, type Collection } from "../routes"

/**
 * Pages name other pages of a collection by route ("/services/knee" on /services, "/privacy-policy"
 * on /compliance); the card's title, description and image come from that page's own content
 * file, never a copy. The GraphQL layer resolves these references when the site is built
 * (`@pageRefs`, gatsby/schema.ts), so a page's data holds only the pages it shows and the browser
 * does no lookup.
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
