import { z } from "zod"
import { fieldName } from "./content-file"
import { inStaffWords } from "../wording/schema-words"

/**
 * The records a content file carries about itself, beside what patients read: `approvals`, the
 * named reviewers' sign-offs of its present version (approvals.ts), on every file; and on a
 * translation `translation`, the digest of the English texts it renders (translations.ts). Neither
 * is content: the schemas, the content check's rules, GraphQL and the pages see a file without them.
 */
export const APPROVALS_FIELD = "approvals"
export const TRANSLATION_FIELD = "translation"

/** The records, in the order a file holds them, after its content. */
const RECORD_FIELDS: ReadonlySet<string> = new Set([TRANSLATION_FIELD, APPROVALS_FIELD])

/** A file's data with the record `key` set to `value`: its content first, then its records in a fixed order. */
export function withRecord(data: unknown, key: typeof APPROVALS_FIELD | typeof TRANSLATION_FIELD, value: unknown): Record<string, unknown> {
  const record = (data ?? {}) as Record<string, unknown>
  const records = { ...Object.fromEntries([...RECORD_FIELDS].filter((name) => record[name] !== undefined).map((name) => [name, record[name]])), [key]: value }
  return { ...(contentOnly(data) as Record<string, unknown>), ...Object.fromEntries([...RECORD_FIELDS].filter((name) => name in records).map((name) => [name, records[name]])) }
}

/** A file's data without its records: what the schema, the rules and the pages read. */
export function contentOnly(data: unknown): unknown {
  if (!data || typeof data !== "object" || Array.isArray(data)) return data
  if (!Object.keys(data).some((key) => RECORD_FIELDS.has(key))) return data
  return Object.fromEntries(Object.entries(data).filter(([key]) => !RECORD_FIELDS.has(key)))
}

/** The reviews a file may need (approvals.ts: which files need which). */
export const REVIEW_ROLES = ["clinical", "compliance", "translation"] as const
export type ReviewRole = (typeof REVIEW_ROLES)[number]

/** Each review as the editor offers it. */
export const ROLE_CHOICES: Readonly<Record<ReviewRole, string>> = {
  clinical: "Clinical: a licensed clinician checks the medicine",
  compliance: "Compliance: checks it against FDA, FTC, privacy and advertising rules",
  translation: "Translation: a qualified medical translator checks it against the English",
}

export const reviewRole = z.enum(REVIEW_ROLES).meta({ optionLabels: ROLE_CHOICES })

/** A reviewer's sign-off of one version of a file for one review. */
const approval = z
  .object({
    role: reviewRole,
    by: z.string().trim().min(1, "must not be empty"),
    on: z.iso.date('must be the date of the approval, written like "2026-11-30"'),
    version: z.string().regex(/^[0-9a-f]{16}$/, "must be the digest of the version approved, as the editor or npm run review writes it"),
  })
  .strict()

export type Approval = z.output<typeof approval>

export const approvalsSchema = z.array(approval)


/**
 * What is wrong with a file's records, by field: its approvals, and any other record the caller
 * names with its schema (a translation's `translation`).
 */
export function recordProblems(data: unknown, others: Readonly<Record<string, z.ZodType>> = {}): Array<{ field: string; message: string }> {
  const schemas: Record<string, z.ZodType> = { [APPROVALS_FIELD]: approvalsSchema, ...others }
  const record = (data ?? {}) as Record<string, unknown>
  return Object.entries(schemas).flatMap(([key, schema]) => {
    if (record[key] === undefined) return []
    const parsed = schema.safeParse(record[key], { error: inStaffWords })
    return parsed.success ? [] : parsed.error.issues.map((issue) => ({ field: fieldName([key, ...(issue.path as Array<string | number>)]), message: issue.message }))
  })
}
