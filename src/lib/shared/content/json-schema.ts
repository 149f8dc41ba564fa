import { z } from "zod"

/**
 * A content schema as JSON Schema: the one walkable form of a zod schema that the GraphQL types
 * (graphql-types.ts) and the editor's forms (cms-config.ts) are generated from. It describes the
 * JSON as an editor writes it (zod's input side), with the metadata the content schemas add
 * (`graphqlType`, `graphqlField`, `pageRefsOf`) and the content check's own messages for patterns and length
 * limits.
 */
export type ContentJsonSchema = {
  type?: string | string[]
  properties?: Record<string, ContentJsonSchema>
  required?: string[]
  items?: ContentJsonSchema
  anyOf?: ContentJsonSchema[]
  /** Every one must hold: zod writes a string's second pattern here. */
  allOf?: ContentJsonSchema[]
  oneOf?: ContentJsonSchema[]
  enum?: string[]
  const?: unknown
  format?: string
  pattern?: string
  maxLength?: number
  minItems?: number
  maxItems?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  description?: string
  /** The name of a shared object type, e.g. "PageSeo" (set with `.meta({ graphqlType })`). */
  graphqlType?: string
  /** A field type written out, e.g. "File @fileByRelativePath" (set with `.meta({ graphqlField })`). */
  graphqlField?: string
  /** The collection whose pages a list of addresses names, e.g. "treatments" (set by `pageRefs`, fields.ts). */
  pageRefsOf?: string
  /** The content check's message when the pattern fails, e.g. `must be written like "(212) 555-0147"`. */
  patternMessage?: string
  maxLengthMessage?: string
}

export function contentJsonSchema(schema: z.ZodType): ContentJsonSchema {
  return z.toJSONSchema(schema, { unrepresentable: "any", io: "input", override: keepCheckMessages }) as ContentJsonSchema
}

type Check = { _zod: { def: { check?: string; format?: string; error?: unknown } } }

/** The messages of a string's pattern and length checks, read from zod's check definitions (zod 4's `_zod`). */
function keepCheckMessages({ zodSchema, jsonSchema }: { zodSchema: unknown; jsonSchema: Record<string, unknown> }) {
  const checks = (zodSchema as { _zod?: { def?: { checks?: Check[] } } })._zod?.def?.checks ?? []
  for (const { _zod } of checks) {
    const { check, format, error } = _zod.def
    const message = typeof error === "function" ? error({}) : error
    if (typeof message !== "string") continue
    if (format === "regex") jsonSchema.patternMessage = message
    if (check === "max_length") jsonSchema.maxLengthMessage = message
  }
}
