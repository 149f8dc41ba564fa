import type { z } from "zod"
import { COLLECTIONS } from "../shared/content/collections"
import { contentJsonSchema, type ContentJsonSchema } from "../shared/content/json-schema"
import { collectionEntry, singleFileEntries } from "../shared/content/registry"

/**
 * The Decap CMS configuration, generated from the zod content schemas, so the editor's forms know
 * the same rules as the build's content check: which fields are required, the shape of each list
 * item, a treatment's section kinds with their own fields, the allowed values and the patterns.
 * Rules a form cannot express (an FDA status on every treatment, "individual results vary" beside
 * a figure, links that resolve) stay in the content check, which names the file and field.
 */
export interface CmsField {
  name: string
  label: string
  widget: string
  required?: boolean
  hint?: string
  pattern?: [string, string]
  /** A choice shows its words (`label`) and saves its `value`, where the schema words it (`optionLabels`). */
  options?: Array<string | { label: string; value: string }>
  default?: unknown
  value_type?: "int" | "float"
  min?: number
  max?: number
  field?: CmsField
  fields?: CmsField[]
  types?: CmsField[]
  typeKey?: string
  summary?: string
  collapsed?: boolean
  date_format?: string
  time_format?: boolean
  format?: string
  media_folder?: string
  public_folder?: string
}

/** Fields of prose that deserve a text area rather than a one-line input. */
const LONG_TEXT = /^(intro|text|description|answer|summary|quote|paragraphs|details|note|footnote|meaning|biography|contactText)$/

export function cmsFields(schema: z.ZodType): CmsField[] {
  return objectFields(contentJsonSchema(schema))
}

/** The fields of an object; inside an optional object (a link a question may leave out) none is required, or Decap could not save the object's absence. */
function objectFields(schema: ContentJsonSchema, optional = false): CmsField[] {
  const required = new Set(schema.required ?? [])
  return Object.entries(schema.properties ?? {}).map(([name, property]) => field(name, property, !optional && required.has(name)))
}

function field(name: string, schema: ContentJsonSchema, required: boolean): CmsField {
  const base = {
    name,
    label: schema.title ?? labelOf(name),
    ...(required ? {} : { required: false }),
    ...(schema.description ? { hint: schema.description } : {}),
  }
  const variants = (schema.anyOf ?? schema.oneOf ?? []).filter((variant) => variant.type !== "null")
  if (variants.length > 1 && variants.every((variant) => variant.type === "object" && variant.properties?.kind?.const !== undefined)) {
    return {
      ...base,
      widget: "list",
      typeKey: "kind",
      types: variants.map((variant) => {
        const kind = String(variant.properties!.kind.const)
        return {
          name: kind,
          label: labelOf(kind),
          widget: "object",
          summary: "{{fields.title}}",
          fields: objectFields(variant).filter((child) => child.name !== "kind"),
        }
      }),
    }
  }
  if (variants.length > 1) return { ...base, widget: "string" }
  if (variants.length === 1)
    return field(
      name,
      { ...variants[0], description: schema.description ?? variants[0].description, title: schema.title ?? variants[0].title },
      required,
    )
  if (schema.graphqlField?.startsWith("File")) return { ...base, widget: "image" }
  if (schema.const !== undefined) return { ...base, widget: "hidden", default: schema.const }
  if (schema.editorAssigned) return { ...base, widget: "hidden" }
  if (schema.enum) {
    const words = schema.optionLabels
    return {
      ...base,
      widget: "select",
      options: words ? schema.enum.map((value) => ({ label: words[value] ?? value, value })) : schema.enum,
    }
  }
  switch (schema.type) {
    case "string":
      if (schema.format === "date")
        return { ...base, widget: "datetime", date_format: "YYYY-MM-DD", time_format: false, format: "YYYY-MM-DD" }
      return {
        ...base,
        widget: LONG_TEXT.test(name) ? "text" : "string",
        ...(schema.pattern
          ? { pattern: [schema.pattern, schema.patternMessage ?? "is not written the way the content check requires"] }
          : schema.maxLength !== undefined
            ? {
                pattern: [`^[\\s\\S]{0,${schema.maxLength}}$`, schema.maxLengthMessage ?? `must be at most ${schema.maxLength} characters`],
              }
            : {}),
      }
    case "integer":
    case "number":
      return {
        ...base,
        widget: "number",
        value_type: schema.type === "integer" ? "int" : "float",
        ...(schema.minimum !== undefined ? { min: schema.minimum } : {}),
        ...(schema.exclusiveMinimum !== undefined ? { min: schema.exclusiveMinimum + (schema.type === "integer" ? 1 : 0) } : {}),
        ...(schema.maximum !== undefined ? { max: schema.maximum } : {}),
      }
    case "boolean":
      // Decap never requires a checkbox; a required flag starts unticked so a new entry still has it.
      return { ...base, widget: "boolean", required: false, ...(required ? { default: false } : {}) }
    case "array": {
      const bounds = {
        ...(schema.minItems ? { min: schema.minItems } : {}),
        ...(schema.maxItems ? { max: schema.maxItems } : {}),
        // Decap's "required" on a list means at least one entry; a list the schema allows empty is not required in the form.
        ...(required && !schema.minItems ? { required: false } : {}),
      }
      const item = schema.items ?? {}
      if (item.type === "object" && item.properties) {
        // A collapsed entry is named by its first field a patient would read.
        const named = ["title", "question", "label", "name", "heading", "timeframe"].find((key) => key in item.properties!)
        return { ...base, widget: "list", ...bounds, ...(named ? { summary: `{{fields.${named}}}` } : {}), fields: objectFields(item) }
      }
      const itemField = field(singular(name), item, true)
      if (itemField.types) return { ...base, ...bounds, widget: "list", typeKey: itemField.typeKey, types: itemField.types }
      // A list of short values (items, keywords) shows every entry open, ready to edit.
      return { ...base, widget: "list", collapsed: false, ...bounds, field: itemField }
    }
    case "object":
      return { ...base, widget: "object", fields: objectFields(schema, !required) }
    default:
      return { ...base, widget: "string" }
  }
}

export interface CmsConfig {
  backend: { name: "github"; repo?: string; branch: string }
  local_backend?: { url: string; allowed_hosts: string[] }
  site_url?: string
  media_folder: string
  public_folder: string
  collections: Array<Record<string, unknown>>
}

/**
 * The whole configuration: a folder collection (create, edit, delete) for each folder of one page
 * per file, and one collection of the single files, each a form built from its schema.
 * Images upload into content/images/ and are saved as paths relative to the JSON file, as the
 * content files write them.
 */
export type CmsBackend =
  /** `npm run cms`: decap-server on this machine writes into content/, no account needed. */
  | { local: true; port: number }
  /** The site on the host: the staff log in with the git host, and each save is a commit on `branch`. */
  | { local: false; repo: string; branch: string; siteUrl: string }

export function cmsConfig(backend: CmsBackend = { local: true, port: 8081 }): CmsConfig {
  const folders = COLLECTIONS.map(({ folder }) => {
    return {
      name: folder,
      label: labelOf(folder),
      folder: `content/${folder}`,
      extension: "json",
      format: "json",
      create: true,
      delete: true,
      identifier_field: "slug",
      slug: "{{fields.slug}}",
      summary: "{{title}}",
      // A collection's images sit in their own folder (content/images/treatments/), which is where uploads go.
      media_folder: `../images/${folder}`,
      public_folder: `../images/${folder}`,
      fields: cmsFields(collectionEntry(folder).schema),
    }
  })
  const singleFiles = singleFileEntries().map(({ files, schema }) => {
    const file = literalPath(files)
    const up = "../".repeat(file.split("/").length - 1)
    return {
      name: fileEntryName(file),
      label: labelOf(file.replace(/^pages\//, "").replace(/\.json$/, "")),
      file: `content/${file}`,
      media_folder: `${up}images`,
      public_folder: `${up}images`,
      fields: cmsFields(schema),
    }
  })
  return {
    ...(backend.local
      ? {
          backend: { name: "github", branch: "main" },
          local_backend: { url: `http://127.0.0.1:${backend.port}/api/v1`, allowed_hosts: ["127.0.0.1"] },
        }
      : { backend: { name: "github", repo: backend.repo, branch: backend.branch }, site_url: backend.siteUrl }),
    media_folder: "content/images",
    public_folder: "images",
    collections: [...folders, { name: "pages", label: "Pages and site-wide copy", extension: "json", format: "json", files: singleFiles }],
  }
}

/** The editor's name for a single content file's form: "pages/home.json" -> "pages-home". */
function fileEntryName(file: string): string {
  return file.replace(/\.json$/, "").replace(/\W+/g, "-")
}

/** "pages\/home\.json" (a registry pattern with nothing variable in it) -> "pages/home.json". */
function literalPath(files: RegExp): string {
  const path = files.source.replace(/^\^/, "").replace(/\$$/, "").replace(/\\(.)/g, "$1")
  if (/[[\]()*+?|^$]/.test(path))
    throw new Error(`${files} names more than one file: give it a collection in src/lib/shared/content/collections.ts`)
  return path
}

export function labelOf(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/[-_/]+/g, " ")
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase()
}

function singular(name: string): string {
  return name.endsWith("ies") ? `${name.slice(0, -3)}y` : name.replace(/s$/, "")
}
