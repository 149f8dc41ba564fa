/**
 * How content that only the clinic can supply is marked until it does. A fact the site cannot know
 * (a hospital's name, the mail provider, a study's registration) is written as a text that says
 * "Placeholder", such as "Placeholder: the first hospital's name"; sample evidence of a figure says
 * "Sample: ...". Either is shown in previews and stops a production build (launch-guard.ts).
 */
export const PLACEHOLDER = /\bplaceholder\b/i

/** Words that mark a text as not yet the clinic's own record. */
export const UNFINISHED = /\b(?:sample|placeholder)\b/i

/** Every string under `value`, with its path. */
export function stringsIn(value: unknown, path: Array<string | number> = []): Array<{ text: string; path: Array<string | number> }> {
  if (typeof value === "string") return [{ text: value, path }]
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsIn(item, [...path, index]))
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => stringsIn(item, [...path, key]))
  return []
}
