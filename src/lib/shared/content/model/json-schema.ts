import { z } from "zod"

/**
 * A content schema as JSON Schema: the one walkable form of a zod schema that the GraphQL types
 * (graphql-types.ts) and the editor's forms (editor-config.ts) are generated from. It describes the
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
  /** The field's label in the editor, in plain words, where its name would not do ("Search engine title and description" for `seo`). */
  title?: string
  /** The words the editor shows for each allowed value, e.g. a schema.org type's (set with `.meta({ optionLabels })`). */
  optionLabels?: Record<string, string>
  /** A list item's id that the editor gives a new item itself, not asked in the form (set with `.meta({ editorAssigned: true })`). */
  editorAssigned?: boolean
  /** An image field's own folder under content/images/, where the editor uploads its images, e.g. "testimonials" (set with `.meta({ mediaFolder })`). */
  mediaFolder?: string
  /** The name of a shared object type, e.g. "PageSeo" (set with `.meta({ graphqlType })`). */
  graphqlType?: string
  /** A field type written out, e.g. "File @fileByRelativePath" (set with `.meta({ graphqlField })`). */
  graphqlField?: string
  /** A link to a page of the site, which the editor offers as a choice of the site's pages (set on `internalPath`, field-kinds.ts). */
  pageLink?: boolean
  /** The collection whose pages a list of addresses names, e.g. "treatments" (set by `pageRefs`, field-kinds.ts). */
  pageRefsOf?: string
  /** The content check's message when the pattern fails, e.g. `must be written like "(212) 555-0147"`. */
  patternMessage?: string
  maxLengthMessage?: string
  /** A text a visitor reads, which a translation words in its language (set on `text`, field-kinds.ts). */
  translatable?: boolean
  /** A field that lists what the clinic treats or offers (set with `.meta(LISTS_OFFERED)`, field-kinds.ts; checked by offered.ts). */
  listsOffered?: boolean
  /**
   * Words quoted as someone else said or published them: a patient's own words, a published work's
   * title, authors and journal. No plain-words rule asks to reword them (set with `.meta({ quoted: true })`, plain-language.ts).
   */
  quoted?: boolean
  /**
   * A name, an address or a citation, written as its owner writes it: a translation may leave it as
   * the English file has it (set on `nameText`, field-kinds.ts; read by english-left.ts).
   */
  sameInEveryLanguage?: boolean
  /** A text whose page shows the link to the Good Faith Estimate after it, so it may state a price (set on `answerText`, field-kinds.ts). */
  priceNotice?: boolean
}

/** Each schema's JSON Schema, converted once: a build reads the texts of every file several times over. */
const jsonSchemas = new WeakMap<z.ZodType, ContentJsonSchema>()

export function contentJsonSchema(schema: z.ZodType): ContentJsonSchema {
  let jsonSchema = jsonSchemas.get(schema)
  if (!jsonSchema) {
    jsonSchema = z.toJSONSchema(schema, { unrepresentable: "any", io: "input", override: keepCheckMessages }) as ContentJsonSchema
    jsonSchemas.set(schema, jsonSchema)
  }
  return jsonSchema
}

/** A JSON value's kind: "array", "null", or its `typeof` ("object", "string", "number", "boolean", "undefined"). */
export function kindOf(value: unknown): string {
  return Array.isArray(value) ? "array" : value === null ? "null" : typeof value
}

/**
 * Of a union (a treatment's section kinds, a number or words), the branch that describes `value`:
 * of the branches of its kind, the one whose literal fields (a section's `kind`) it matches, else
 * the first; an absent value (a field not filled in yet) takes the first branch that is not null.
 * A schema that is no union is its own branch.
 */
export function unionBranch(schema: ContentJsonSchema | undefined, value: unknown): ContentJsonSchema | undefined {
  const branches = schema?.anyOf ?? schema?.oneOf
  if (!branches) return schema
  const ofKind = branches.filter((branch) => (value === undefined ? branch.type !== "null" : typeMatches(branch, kindOf(value))))
  const byLiterals = ofKind.find(
    (branch) =>
      value !== null &&
      typeof value === "object" &&
      Object.entries(branch.properties ?? {}).every(
        ([key, property]) => property.const === undefined || (value as Record<string, unknown>)[key] === property.const,
      ),
  )
  const branch = byLiterals ?? ofKind[0]
  return branch ? unionBranch(branch, value) : schema
}

function typeMatches(schema: ContentJsonSchema, kind: string): boolean {
  if (schema.anyOf || schema.oneOf) return true
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []
  if (types.length === 0) return schema.const === undefined ? true : kindOf(schema.const) === kind
  return types.some((type) => type === kind || (type === "integer" && kind === "number"))
}

type Check = { _zod: { def: { check?: string; format?: string; error?: unknown; pattern?: RegExp } } }

/**
 * The messages of a string's pattern and length checks, read from zod's check definitions (zod 4's
 * `_zod`), and its case-insensitive patterns written so that they stay so without flags: JSON
 * Schema (and the editor, which tests a pattern without flags) has no `i`.
 */
function keepCheckMessages({ zodSchema, jsonSchema }: { zodSchema: unknown; jsonSchema: Record<string, unknown> }) {
  const checks = (zodSchema as { _zod?: { def?: { checks?: Check[] } } })._zod?.def?.checks ?? []
  for (const { _zod } of checks) {
    const { check, format, error, pattern } = _zod.def
    if (format === "regex" && pattern?.flags.includes("i")) foldCase(jsonSchema, pattern.source)
    const message = typeof error === "function" ? error({}) : error
    if (typeof message !== "string") continue
    if (format === "regex") jsonSchema.patternMessage = message
    if (check === "max_length") jsonSchema.maxLengthMessage = message
  }
}

/** Replaces the pattern `source`, where the JSON schema holds it, by one that matches either case. */
function foldCase(jsonSchema: Record<string, unknown>, source: string) {
  const holders = [jsonSchema, ...((jsonSchema.allOf as Array<Record<string, unknown>> | undefined) ?? [])]
  for (const holder of holders) if (holder.pattern === source) holder.pattern = caseInsensitiveSource(source)
}

/** "not FDA approved" -> "[nN][oO][tT] [fF][dD][aA] ...": each letter outside an escape or a class, in both cases. */
function caseInsensitiveSource(source: string): string {
  let out = ""
  let inClass = false
  for (let i = 0; i < source.length; i++) {
    const char = source[i]
    if (char === "\\") {
      out += char + (source[i + 1] ?? "")
      i++
    } else if (inClass) {
      out += char
      if (char === "]") inClass = false
      else if (/\p{L}/u.test(char) && char.toLowerCase() !== char.toUpperCase() && source[i + 1] !== "-" && source[i - 1] !== "-") {
        out += char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase()
      }
    } else if (char === "[") {
      inClass = true
      out += char
    } else if (char.toLowerCase() !== char.toUpperCase()) {
      out += `[${char.toLowerCase()}${char.toUpperCase()}]`
    } else out += char
  }
  return out
}
