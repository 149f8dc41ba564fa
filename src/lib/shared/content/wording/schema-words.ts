import type { z } from "zod"
import type { StaffWords } from "../model/content-file"

/** What a value of each type is, in the staff's words. */
const KINDS: Readonly<Record<string, string>> = {
  string: "a text",
  number: "a number",
  int: "a whole number",
  boolean: "ticked or not (true or false)",
  object: "a group of fields",
  array: "a list",
}

const quoted = (values: ReadonlyArray<unknown>) => values.map((value) => `"${String(value)}"`).join(", ")
const entries = (count: number | bigint) => `${count} ${Number(count) === 1 ? "entry" : "entries"}`

/**
 * zod's own messages in the staff's words, for a rule that gives none of its own: "Invalid input:
 * expected object, received undefined" is "is missing: fill it in". A schema's own message (a
 * pattern's example, a rule's advice) always comes first (zod's order of error maps); what this
 * leaves out keeps zod's message.
 */
export const inStaffWords: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return "is missing: fill it in"
      return `must be ${KINDS[issue.expected] ?? issue.expected}`
    case "invalid_value":
      return issue.values.length === 1 ? `must be ${quoted(issue.values)}` : `must be one of ${quoted(issue.values)}`
    case "unrecognized_keys":
      return issue.keys.length === 1
        ? `has a field the form does not know, "${issue.keys[0]}": remove it`
        : `has fields the form does not know, ${quoted(issue.keys)}: remove them`
    case "too_small":
      if (issue.origin === "array") return `needs at least ${entries(issue.minimum)}`
      if (issue.origin === "string") return Number(issue.minimum) === 1 ? "is empty: fill it in" : `needs at least ${issue.minimum} characters`
      return undefined
    case "invalid_union":
      if (issue.discriminator !== undefined && Array.isArray(issue.options)) return `must be one of ${quoted(issue.options)}`
      return "does not match any of the shapes this field takes"
    case "too_big":
      if (issue.origin === "array") return `takes at most ${entries(issue.maximum)}`
      if (issue.origin === "string") return `takes at most ${issue.maximum} characters`
      return undefined
    default:
      return undefined
  }
}

/**
 * The staff words of a schema's refusal where they differ from its message (staff-words.ts): a date
 * is chosen in the form's calendar, which shows it in the browser's own format, so the staff are
 * never asked to type one ("2026-10-02").
 */
export function staffWordsOfIssue(issue: z.core.$ZodIssue): { staff?: StaffWords } {
  if (issue.code === "invalid_format" && issue.format === "date") return { staff: { says: "is not a date", instead: "Choose the day in its calendar" } }
  return {}
}
