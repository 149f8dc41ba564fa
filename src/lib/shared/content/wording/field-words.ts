import type { ContentProblem } from "../model/content-file"
import { fieldLabel } from "./field-label"
import { unionBranch, type ContentJsonSchema } from "../model/json-schema"
import { jsonSchemaOfFile } from "../model/registry"
import { refusalInStaffWords } from "./staff-words"

/**
 * Where a value of a content file is, in the words of the editor's form for that file: each field
 * by its label there (its schema's `title`, or its name in words) and each list item by its
 * number, "Categories 1 › Questions 4 › Answer", never a JSON path.
 */

type Path = ReadonlyArray<string | number>

/** The parts of a field as the content check names it: "categories[0].questions[3]" -> ["categories", 0, "questions", 3]. */
export function pathOfField(field: string): Array<string | number> {
  if (field === "(file)") return []
  return [...field.matchAll(/\[(\d+)\]|\.?([^.[\]]+)/g)].map((match) => (match[1] !== undefined ? Number(match[1]) : match[2]))
}

interface Step {
  label: string
  schema?: ContentJsonSchema
  value: unknown
  /** A field the form does not show (a section's kind, an id the save assigns): named by the entry it is in. */
  hidden?: boolean
}

/** The schema of each step of `path` in a file's data, with the value there and the label the form gives it. */
function walkSchema(contentPath: string, data: unknown, path: Path): Step[] {
  let schema = jsonSchemaOfFile(contentPath)
  let value = data
  const steps: Step[] = []
  for (const part of path) {
    const node = unionBranch(schema, value)
    value = (value as Record<string | number, unknown> | null | undefined)?.[part]
    if (typeof part === "number") {
      schema = unionBranch(node?.items, value)
      const list = steps.pop()
      steps.push({ label: `${list?.label ?? "Item"} ${part + 1}`, schema, value })
    } else {
      const property = node?.properties?.[part]
      schema = unionBranch(property, value)
      // editor-config.ts hides a constant (a section's kind, chosen with the section) and a value the save assigns.
      if (schema?.const !== undefined || schema?.editorAssigned) steps.push({ label: steps.at(-1)?.label ?? "", schema, value, hidden: true })
      else steps.push({ label: fieldLabel(part, property), schema, value })
    }
  }
  return steps
}

/** ["categories", 3, "questions", 0, "answer"] in pages/faq.json -> "Categories 4 › Questions 1 › Answer"; the file itself -> "". */
export function fieldInWords(contentPath: string, data: unknown, path: Path): string {
  return walkSchema(contentPath, data, path)
    .filter((step) => !step.hidden)
    .map((step) => step.label)
    .join(" › ")
}

/** The schema of the field at `path` of a file's data, as its form has it (undefined where the schema has none). */
export function schemaOfField(contentPath: string, data: unknown, path: Path): ContentJsonSchema | undefined {
  return walkSchema(contentPath, data, path).at(-1)?.schema
}

/** Whether the entry at `path` has a field `name` in its form (a FAQ question has no "evidence"; a figure has). */
export function entryHasField(contentPath: string, data: unknown, path: Path, name: string): boolean {
  const schema = path.length === 0 ? unionBranch(jsonSchemaOfFile(contentPath), data) : walkSchema(contentPath, data, path).at(-1)?.schema
  return Boolean(schema?.properties?.[name])
}

/** The label of field `name` of the entry at `path`, as its form shows it. */
export function labelInForm(contentPath: string, data: unknown, path: Path, name: string): string {
  return walkSchema(contentPath, data, [...path, name]).at(-1)!.label
}

/**
 * Problems of the file open in the editor, one a line, in the staff's words (staff-words.ts), each
 * naming its field as the form labels it and the list items it is in ("Topics 1 › Questions 4 ›
 * Answer makes a claim …"), never a JSON path; a problem of the whole file names the form.
 * `contentPath` is the file whose form it is (a translation's is its English file's).
 */
export function problemsInWords(contentPath: string, data: unknown, problems: readonly ContentProblem[]): string {
  return problems.map((problem) => refusalInStaffWords(fieldInWords(contentPath, data, pathOfField(problem.field)) || "This form", problem)).join("\n")
}

/**
 * A problem as the form shows it beside a field: `path` is the field's (a problem of an item of a
 * list of entries is shown at its list; an item of a list of single values is a field of its own),
 * `message` names the field or item by its label, in the staff's words ("Answer makes a claim …", "Questions 4 …").
 * A problem of the whole file has no field: its path is empty.
 */
export interface RefusalAtField {
  path: Array<string | number>
  message: string
}

export function refusalsAtFields(contentPath: string, data: unknown, problems: readonly ContentProblem[]): RefusalAtField[] {
  return problems.map((problem) => {
    const path = pathOfField(problem.field)
    const named = walkSchema(contentPath, data, path).at(-1)?.label ?? "This form"
    const valueAt = (length: number) =>
      path.slice(0, length).reduce<unknown>((value, part) => (value as Record<string | number, unknown> | undefined)?.[part], data)
    let field = path.length
    while (field > 0 && typeof path[field - 1] === "number" && typeof valueAt(field) === "object" && valueAt(field) !== null) field--
    return { path: path.slice(0, field), message: refusalInStaffWords(named, problem) }
  })
}
