import { isInternalLink, routeOf } from "../routes"
import { CONTENT_SCHEMAS } from "./registry"

export interface ContentFile {
  /** Path under content/, with forward slashes: "treatments/knee.json". */
  path: string
  data: unknown
}

export interface ContentProblem {
  file: string
  field: string
  message: string
}

export interface ContentCheckOptions {
  /** Paths a link may point at: built or planned routes, and files served from static/. */
  knownPaths: ReadonlySet<string>
  /** Whether a file exists, given its path under content/. */
  fileExists: (contentPath: string) => boolean
}

const IMAGE_FILE = /^[^\s/][^\s]*\.(jpe?g|png|webp|avif|gif|svg)$/i
const INTERNAL_LINK = /^\/[^\s]*$/

/**
 * Everything wrong with the content, each problem naming its file and field.
 * Schemas catch missing and malformed fields; the walk below catches what a schema cannot
 * see: links to pages that do not exist, images missing from the repository, duplicate slugs.
 */
export function checkContent(files: ContentFile[], options: ContentCheckOptions): ContentProblem[] {
  const problems: ContentProblem[] = []
  for (const file of files) {
    problems.push(...checkAgainstSchema(file))
    walk(file.data, [], (value, path) => {
      const field = fieldName(path)
      if (INTERNAL_LINK.test(value) && isInternalLink(value) && !options.knownPaths.has(routeOf(value))) {
        problems.push({ file: file.path, field, message: `links to "${value}", which is not a page of the site` })
      } else if (IMAGE_FILE.test(value) && !options.fileExists(joinPath(dirOf(file.path), value))) {
        problems.push({ file: file.path, field, message: `names the image "${value}", which is not in content/` })
      }
    })
  }
  problems.push(...duplicateSlugs(files))
  return problems
}

export function formatProblems(problems: ContentProblem[]): string {
  return problems.map((p) => `content/${p.file}: field "${p.field}" ${p.message}`).join("\n")
}

function checkAgainstSchema(file: ContentFile): ContentProblem[] {
  const entry = CONTENT_SCHEMAS.find(({ files }) => files.test(file.path))
  if (!entry) {
    return [{ file: file.path, field: "(file)", message: "has no schema: add one in src/lib/content/registry.ts" }]
  }
  const result = entry.schema.safeParse(file.data)
  if (result.success) return []
  return result.error.issues.map((issue) => ({
    file: file.path,
    field: fieldName(issue.path as Array<string | number>) || "(file)",
    message: issue.message,
  }))
}

function duplicateSlugs(files: ContentFile[]): ContentProblem[] {
  const firstBySlug = new Map<string, string>()
  const problems: ContentProblem[] = []
  for (const file of files) {
    const slug = (file.data as { slug?: unknown } | null)?.slug
    if (typeof slug !== "string") continue
    const key = `${dirOf(file.path)}/${slug}`
    const first = firstBySlug.get(key)
    if (first) problems.push({ file: file.path, field: "slug", message: `"${slug}" is already used by content/${first}` })
    else firstBySlug.set(key, file.path)
  }
  return problems
}

function walk(value: unknown, path: Array<string | number>, visit: (text: string, path: Array<string | number>) => void) {
  if (typeof value === "string") visit(value, path)
  else if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index], visit))
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) walk(item, [...path, key], visit)
  }
}

function fieldName(path: Array<string | number | symbol>): string {
  return path
    .map((part, index) => (typeof part === "number" ? `[${part}]` : `${index === 0 ? "" : "."}${String(part)}`))
    .join("")
}

function dirOf(path: string): string {
  const slash = path.lastIndexOf("/")
  return slash === -1 ? "" : path.slice(0, slash)
}

function joinPath(dir: string, relative: string): string {
  const parts = dir ? dir.split("/") : []
  for (const part of relative.split("/")) {
    if (part === "..") parts.pop()
    else if (part !== ".") parts.push(part)
  }
  return parts.join("/")
}
