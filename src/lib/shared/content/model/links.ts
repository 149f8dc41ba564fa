import { isInternalLink, routeOf } from "../../routes"
import type { ContentFile } from "./content-file"
import { stringsIn } from "../rules/placeholders"

/** A link from a content file to a page of the site: where it is, the page's address and the words it is shown with. */
export interface ContentLink {
  file: string
  path: Array<string | number>
  route: string
  /** The link as the content writes it ("/resources/faq#knees"). */
  text: string
  /** The label, title or name of the entry that holds the link, as the page shows it. */
  label?: string
}

/** A text that is a link to a page of the site ("/services/knee", "/about#team"). */
export function isPageLink(text: string): boolean {
  return /^\/[^\s]*$/.test(text) && isInternalLink(text)
}

const LABEL_KEYS = ["label", "title", "name", "question", "heading"]

/**
 * Every link of the content to a page of the site. A redirect's old address (`from` in
 * redirects.json) is no link: it stays valid whatever page it names.
 */
export function contentLinks(files: readonly ContentFile[]): ContentLink[] {
  return files.flatMap((file) =>
    stringsIn(file.data)
      .filter(({ text, path }) => isPageLink(text) && !(file.path === "redirects.json" && path.at(-1) === "from"))
      .map(({ text, path }) => ({ file: file.path, path, route: routeOf(text), text, label: labelAt(file.data, path) })),
  )
}

/** The label of the nearest entry around `path` that has one, inside the file (the form names the file by its own title). */
export function labelAt(data: unknown, path: ReadonlyArray<string | number>): string | undefined {
  const entries: unknown[] = []
  let entry = data
  for (const key of path.slice(0, -1)) entries.push((entry = (entry as Record<string | number, unknown> | undefined)?.[key]))
  for (const entry of entries.reverse()) {
    if (!entry || typeof entry !== "object" || Array.isArray(entry)) continue
    const key = LABEL_KEYS.find((name) => typeof (entry as Record<string, unknown>)[name] === "string")
    if (key) return (entry as Record<string, string>)[key]
  }
  return undefined
}
