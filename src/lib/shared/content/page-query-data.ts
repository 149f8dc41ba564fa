import { routeOf } from "../routes"
import { COLLECTIONS, slugOf } from "./model/collections"
import type { ContentFile } from "./model/content-file"
import type { ContentJsonSchema } from "./model/json-schema"
import { contentEntryFor, jsonSchemaOfFile } from "./model/registry"

/** A content record as a page query returns it: the file's data, reshaped where the query's fields differ from the file. */
type QueryRecord = Record<string, unknown>

/** What the layout of every page reads in one language (the `...LayoutContent` fragment), as the build composes it. */
export interface LayoutQueryData {
  site: { siteMetadata: { siteUrl: string }; buildTime: string }
  siteJson: QueryRecord
  navigationJson: QueryRecord
  sharedJson: QueryRecord
}

/** The image data a page's `childImageSharp` gives a content image, or none (the page then shows no image). */
export type ImageData = { gatsbyImageData: unknown; social?: unknown } | null

/** The content a page's query reads, in the page's language. */
export interface PageContent {
  layout: LayoutQueryData
  /** The English path of every content file ("pages/home.json", "treatments/knee.json"). */
  files: readonly string[]
  /** The content of `source` in the page's language as pages use it (ContentSnapshot.contentIn). */
  contentIn(source: string): unknown
  /** An image of the content by the path a file gives it ("../images/treatments/knee.jpg"), and that file's English path. */
  imageOf(path: unknown, file: string): ImageData
}

/** "TreatmentsJson" -> "treatmentsJson": a record's field in a page query. */
const queryField = (typeName: string) => typeName[0].toLowerCase() + typeName.slice(1)

/**
 * The data a page's query returns for the page of the content file `source` (English path), from
 * the content as the build's nodes hold it (gatsby/content-nodes.ts), without GraphQL: the layout's
 * records, every page file's record by its field (`homeJson`, `servicesJson`, `formsJson`, ...), the
 * page's own record (`treatmentsJson` for a treatment's page), each collection's records
 * (`allTreatmentsJson`, with the aliases pages give them: the home grid's and the services page's
 * lists, which the pages filter themselves). A query selects part of a record; this gives all of it.
 * Each record is shaped as GraphQL serves it (queryRecord): images as image data, a date with its
 * `…Iso` alias, a list of page addresses as those pages' records.
 */
export function pageQueryData(source: string, content: PageContent): QueryRecord {
  const data: QueryRecord = { ...content.layout }
  const collections = COLLECTIONS.map((collection) => ({
    collection,
    records: content.files
      .filter((file) => file.startsWith(`${collection.folder}/`))
      .map((path) => ({ path, data: content.contentIn(path) }))
      .filter((record) => typeof slugOf(record) === "string"),
  }))
  const recordOf = (path: string, raw: unknown) => queryRecordOf({ path, data: raw }, content.imageOf, collections)
  for (const file of content.files) {
    const entry = contentEntryFor(file)
    if (!entry || COLLECTIONS.some(({ folder }) => file.startsWith(`${folder}/`)) || file in LAYOUT_FIELDS) continue
    data[queryField(entry.typeName)] = recordOf(file, content.contentIn(file))
  }
  for (const { collection, records } of collections) {
    const nodes = records.map((record) => recordOf(record.path, record.data))
    const field = `all${contentEntryFor(`${collection.folder}/x.json`)!.typeName}`
    data[field] = { nodes }
    for (const alias of COLLECTION_ALIASES[collection.folder] ?? []) data[alias] = { nodes }
  }
  const own = contentEntryFor(source)
  if (own) data[queryField(own.typeName)] = recordOf(source, content.contentIn(source))
  data.patientGuidePdf = { path: "#patient-guide", bytes: 0 }
  return data
}

/** The layout's files, which the layout's records already hold (LayoutQueryData). */
const LAYOUT_FIELDS: Readonly<Record<string, true>> = { "site.json": true, "navigation.json": true, "shared.json": true }

/** The names page queries give a collection's records (src/pages/index.tsx, src/pages/services.tsx). */
const COLLECTION_ALIASES: Readonly<Record<string, readonly string[]>> = { treatments: ["homeTreatments", "cards", "more"] }

type Collections = ReadonlyArray<{ collection: (typeof COLLECTIONS)[number]; records: readonly ContentFile[] }>

/**
 * A content file's record as its page query serves it (src/lib/build-time/content/graphql-types.ts):
 * an image as `{ childImageSharp }`, a date with its `…Iso` alias (the queries' `formatString:
 * "YYYY-MM-DD"`), a list of page addresses as the records of those pages among `collections`.
 */
export function queryRecordOf(file: ContentFile, imageOf: PageContent["imageOf"], collections: Collections = []): QueryRecord {
  const image = (path: unknown) => imageOf(path, file.path)
  return queryRecord(file.data, jsonSchemaOfFile(file.path), image, imageOf, collections) as QueryRecord
}

function queryRecord(
  value: unknown,
  schema: ContentJsonSchema | undefined,
  image: (path: unknown) => ImageData,
  imageOf: PageContent["imageOf"],
  collections: Collections,
): unknown {
  if (!schema) return value
  if (schema.graphqlField?.startsWith("File")) return { childImageSharp: image(value) }
  if (schema.pageRefsOf) {
    const refs = Array.isArray(value) ? value : []
    const records = collections.find(({ collection }) => collection.folder === schema.pageRefsOf)
    return refs.flatMap((ref) => {
      const record = records?.records.find((candidate) => records.collection.route(String(slugOf(candidate))) === routeOf(String(ref)))
      return record ? [queryRecordOf(record, imageOf, collections)] : []
    })
  }
  const variants = (schema.anyOf ?? schema.oneOf ?? []).filter((variant) => variant.type !== "null")
  // A union of objects is JSON in GraphQL: served as written.
  if (variants.length === 1) return queryRecord(value, variants[0], image, imageOf, collections)
  if (Array.isArray(value)) return schema.items ? value.map((item) => queryRecord(item, schema.items, image, imageOf, collections)) : value
  if (!value || typeof value !== "object" || !schema.properties) return value
  const record: QueryRecord = { ...(value as QueryRecord) }
  for (const [name, property] of Object.entries(schema.properties)) {
    const shaped = queryRecord(record[name], property, image, imageOf, collections)
    if (shaped !== undefined) record[name] = shaped
    if (property.format === "date" && typeof record[name] === "string") record[`${name}Iso`] = record[name]
  }
  return record
}
