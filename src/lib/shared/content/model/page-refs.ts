import { routeOf, type Collection } from "../../routes"
import { fieldName, type ContentFile, type ContentProblem } from "./content-file"
import { COLLECTIONS, routesOfCollection } from "./collections"
import type { ContentJsonSchema } from "./json-schema"
import { jsonSchemaOfFile } from "./registry"

/**
 * The records of a collection that a page names by address, in the page's order; what the
 * `@pageRefs` field extension (gatsby/create-schema-customization.ts) returns. Fails naming the source and the address.
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

/**
 * A list declared with `pageRefs(collection)` may name only that collection's pages, whose records
 * the page shows. The content check refuses any other address, even of a page the site has
 * ("/about" among the compliance documents), naming the file and field, so that the build's query
 * never meets it. An address that is no page at all is left to the link check (`knownPaths`).
 */
export function checkPageRefs(files: readonly ContentFile[], knownPaths: Pick<ReadonlySet<string>, "has">): ContentProblem[] {
  const routesByFolder = new Map(COLLECTIONS.map((collection) => [collection.folder, new Set(routesOfCollection(files, collection))]))
  const problems: ContentProblem[] = []
  for (const file of files) {
    const schema = jsonSchemaOfFile(file.path)
    if (!schema) continue
    visitPageRefs(schema, file.data, [], (list, refs, path) => {
      const folder = list.pageRefsOf ?? ""
      // An address the list's own pattern refuses ("/services" for a treatment) is the schema's to report.
      const patterns = [list.items, ...(list.items?.allOf ?? [])].flatMap((item) => (item?.pattern ? [new RegExp(item.pattern)] : []))
      refs.forEach((ref, index) => {
        if (typeof ref !== "string" || !patterns.every((pattern) => pattern.test(ref)) || !knownPaths.has(routeOf(ref))) return
        if (routesByFolder.get(folder)?.has(routeOf(ref))) return
        problems.push({
          file: file.path,
          field: fieldName([...path, index]),
          message: `names "${ref}", which is not a page of content/${folder}/: this list shows only those pages`,
        })
      })
    })
  }
  return problems
}

/** The addresses a content file's page-reference lists name ("/services/knee"), in the file's order. */
export function pageRefRoutes(file: ContentFile): string[] {
  const schema = jsonSchemaOfFile(file.path)
  if (!schema) return []
  const routes: string[] = []
  visitPageRefs(schema, file.data, [], (_list, refs) => {
    for (const ref of refs) if (typeof ref === "string") routes.push(routeOf(ref))
  })
  return routes
}

function visitPageRefs(
  schema: ContentJsonSchema,
  value: unknown,
  path: Array<string | number>,
  visit: (list: ContentJsonSchema, refs: readonly unknown[], path: Array<string | number>) => void,
) {
  if (schema.pageRefsOf) {
    if (Array.isArray(value)) visit(schema, value, path)
    return
  }
  for (const variant of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) visitPageRefs(variant, value, path, visit)
  if (schema.properties && value && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, property] of Object.entries(schema.properties)) {
      visitPageRefs(property, (value as Record<string, unknown>)[key], [...path, key], visit)
    }
  }
  const { items } = schema
  if (items && Array.isArray(value)) value.forEach((item, index) => visitPageRefs(items, item, [...path, index], visit))
}
