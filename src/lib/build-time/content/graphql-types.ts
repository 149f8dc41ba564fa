import type { z } from "zod"
import { contentJsonSchema, type ContentJsonSchema } from "../../shared/content/model/json-schema"
import { collectionEntry } from "../../shared/content/model/registry"

/**
 * GraphQL type definitions generated from the zod content schemas, so that each content shape is
 * declared once (in src/lib/shared/content/) and the GraphQL layer cannot disagree with what the content
 * check enforces. The walk goes through zod's JSON Schema export:
 *
 * - an object becomes a type named for where it sits (`FaqJson` > `categories` -> `FaqJsonCategories`),
 *   or for its `graphqlType` metadata when one shape is shared (`PageSeo`, `Link`);
 * - a field the schema may leave out is nullable, every other field is required (`!`);
 * - a string with `format: "date"` is a `Date @dateformat`; a field with `graphqlField` metadata
 *   takes that type as written (an image path is `File @fileByRelativePath`);
 * - a list of page addresses (`pageRefs`) is a list of that collection's records (`@pageRefs`);
 * - enums and literals take their scalar's type, a union of scalars is a `String` (GraphQL
 *   serialises a number as its digits);
 * - every node type has `lang`, the language of its record;
 * - only a union of objects (a treatment's section kinds) or a free-form record is `JSON`.
 */
export interface ContentType {
  /** The node type of the file(s) (gatsby/on-create-node.ts), e.g. "TreatmentsJson". */
  typeName: string
  schema: z.ZodType
}

/** The SDL of every content node type and the object types its fields need, each type once. */
export function graphqlTypeDefinitions(contentTypes: ReadonlyArray<ContentType>): string {
  const definitions = new Map<string, string>()
  for (const { typeName, schema } of contentTypes) {
    // Gatsby serves the JSON as written, so a field the file may leave out (even one with a default) is nullable.
    declareObject(typeName, contentJsonSchema(schema), definitions, " implements Node @dontInfer", [LANGUAGE_FIELD])
  }
  return [...definitions.values()].join("\n\n")
}

/** Every content node's language (gatsby/on-create-node.ts): "en" for the English file, "es" for its Spanish translation. */
const LANGUAGE_FIELD = "  lang: String!"

function declareObject(
  name: string,
  schema: ContentJsonSchema,
  definitions: Map<string, string>,
  suffix = "",
  extraFields: string[] = [],
): string {
  const required = new Set(schema.required ?? [])
  const fields = Object.entries(schema.properties ?? {}).map(([field, fieldSchema]) => {
    const type = fieldType(`${name}${pascalCase(field)}`, fieldSchema, definitions)
    return `  ${field}: ${withNullability(type, required.has(field) && !isNullable(fieldSchema))}`
  })
  fields.push(...extraFields)
  if (fields.length === 0) throw new Error(`${name}: an object type needs at least one field`)
  const definition = `type ${name}${suffix} {\n${fields.join("\n")}\n}`
  const existing = definitions.get(name)
  if (existing !== undefined && existing !== definition) {
    throw new Error(`Two different shapes would both be the GraphQL type ${name}:\n${existing}\n${definition}`)
  }
  definitions.set(name, definition)
  return name
}

/** A field's type without its outer `!`: `String`, `[Link!]`, `Date @dateformat`. */
function fieldType(pathName: string, schema: ContentJsonSchema, definitions: Map<string, string>): string {
  if (schema.graphqlField) return schema.graphqlField
  if (schema.pageRefsOf) return `[${collectionEntry(schema.pageRefsOf).typeName}!] @pageRefs(folder: "${schema.pageRefsOf}")`
  const variants = (schema.anyOf ?? schema.oneOf ?? []).filter((variant) => variant.type !== "null")
  if (variants.length === 1)
    return fieldType(pathName, { ...variants[0], graphqlType: schema.graphqlType ?? variants[0].graphqlType }, definitions)
  if (variants.length > 1) return variants.every(isScalar) ? "String" : "JSON"
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== "null") : schema.type
  switch (type ?? typeof schema.const) {
    case "string":
      return schema.format === "date" ? "Date @dateformat" : "String"
    case "integer":
      return "Int"
    case "number":
      return Number.isInteger(schema.const) ? "Int" : "Float"
    case "boolean":
      return "Boolean"
    case "array": {
      if (!schema.items) return "JSON"
      const item = fieldType(pathName, schema.items, definitions)
      return `[${withNullability(item, !isNullable(schema.items))}]`
    }
    case "object":
      if (!schema.properties || Object.keys(schema.properties).length === 0) return "JSON"
      return declareObject(schema.graphqlType ?? pathName, schema, definitions)
    default:
      return "JSON"
  }
}

function isScalar(schema: ContentJsonSchema): boolean {
  const type = schema.type ?? typeof schema.const
  return type === "string" || type === "number" || type === "integer" || type === "boolean"
}

function isNullable(schema: ContentJsonSchema): boolean {
  return (
    (Array.isArray(schema.type) && schema.type.includes("null")) ||
    (schema.anyOf ?? schema.oneOf ?? []).some((variant) => variant.type === "null")
  )
}

/** `Date @dateformat` + required -> `Date! @dateformat`: the `!` belongs to the type, before any directive. */
function withNullability(type: string, required: boolean): string {
  if (!required) return type
  const [typeName, ...directives] = type.split(" ")
  return [`${typeName}!`, ...directives].join(" ")
}

function pascalCase(name: string): string {
  return name.replace(/(^|[^a-zA-Z0-9]+)([a-zA-Z0-9])/g, (_match, _separator, letter: string) => letter.toUpperCase())
}
