/** A content file and a problem found in it: the shapes every content rule takes and returns. */

export interface ContentFile {
  /** Path under content/, with forward slashes: "treatments/knee.json". */
  path: string
  data: unknown
}

export interface ContentProblem {
  file: string
  field: string
  /** For the build's report, which names the file and field (developers read it). */
  message: string
  /** For the editor's staff, where the rule words it shorter than its message (wording/staff-words.ts). */
  staff?: StaffWords
}

/** What the editor tells the staff of a refused field, after its label: "makes a claim of outcome ("90%")", and what to write instead. */
export interface StaffWords {
  says: string
  /** One short sentence: "Say what patients may expect, not what they will get: 'Some patients notice less pain'." */
  instead?: string
}

export function fieldName(path: Array<string | number | symbol>): string {
  return path.map((part, index) => (typeof part === "number" ? `[${part}]` : `${index === 0 ? "" : "."}${String(part)}`)).join("")
}

export function formatProblems(problems: readonly ContentProblem[]): string {
  return problems.map((p) => `content/${p.file}: field "${p.field}" ${p.message}`).join("\n")
}

/** Visits every object under `value` (depth first); `visit` returns false to skip an object's contents. */
export function walkEntries(
  value: unknown,
  path: Array<string | number>,
  visit: (entry: Record<string, unknown>, path: Array<string | number>) => boolean,
) {
  if (Array.isArray(value)) value.forEach((item, index) => walkEntries(item, [...path, index], visit))
  else if (value && typeof value === "object") {
    if (!visit(value as Record<string, unknown>, path)) return
    for (const [key, item] of Object.entries(value)) walkEntries(item, [...path, key], visit)
  }
}

/** The texts an entry holds itself, with their paths: its string fields and lists of strings, not nested entries. */
export function ownTexts(entry: Record<string, unknown>, path: Array<string | number>): Array<{ text: string; path: Array<string | number> }> {
  return Object.entries(entry).flatMap(([key, value]) =>
    typeof value === "string"
      ? [{ text: value, path: [...path, key] }]
      : Array.isArray(value)
        ? value.flatMap((item, index) => (typeof item === "string" ? [{ text: item, path: [...path, key, index] }] : []))
        : [],
  )
}
