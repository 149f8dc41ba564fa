import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { ContentCheckOptions } from "../../src/lib/shared/content/rules/check"
import type { ContentFile } from "../../src/lib/shared/content/model/content-file"
import { readContentFiles, siteRoutes } from "../../src/lib/build-time/content/load-content"
import { loadSiteContent, type ContentSnapshot } from "../../src/lib/build-time/content/content-snapshot"
import { TRANSLATED_LANGUAGES } from "../../src/lib/shared/languages"

export const ROOT = path.join(__dirname, "..", "..")
export const CONTENT_DIR = path.join(ROOT, "content")
export const STATIC_DIR = path.join(ROOT, "static")
export const PAGES_DIR = path.join(ROOT, "src", "pages")

/**
 * The content as it is today, freshly read, for tests that break one field of it. Tests pick
 * what they break by kind (the first treatment, the first header link), never by today's copy,
 * so an editor may add, remove or rename anything without failing them.
 */
export function realContent(): ContentFile[] {
  return readContentFiles(CONTENT_DIR).files
}

/** The build's snapshot of a content folder (a fixture's, or content/), with this site's src/pages and static/. */
export function snapshotOf(contentDir = CONTENT_DIR, env: Readonly<Record<string, string | undefined>> = {}): ContentSnapshot {
  return loadSiteContent({ content: contentDir, pages: PAGES_DIR, static: STATIC_DIR }, env)
}

/** What the build's content check refuses in a content folder, each problem by file and field. */
export function checkContentIn(contentDir: string) {
  return snapshotOf(contentDir).problems
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reaches into any field of any file
export type AnyData = Record<string, any>

export function fileData(files: readonly ContentFile[], filePath: string): AnyData {
  const file = files.find((f) => f.path === filePath)
  if (!file) throw new Error(`no content file ${filePath}`)
  return file.data as AnyData
}

export function treatmentFiles(files: readonly ContentFile[]): ContentFile[] {
  return files.filter((f) => f.path.startsWith("treatments/")).sort((a, b) => a.path.localeCompare(b.path))
}

/** The first treatment file that has a section of the given kind, with that section's index. */
export function treatmentWithSection(files: readonly ContentFile[], kind: string): { file: ContentFile; data: AnyData; index: number } {
  for (const file of treatmentFiles(files)) {
    const data = file.data as AnyData
    const index = (data.sections as Array<{ kind: string }>).findIndex((section) => section.kind === kind)
    if (index >= 0) return { file, data, index }
  }
  throw new Error(`no treatment has a "${kind}" section`)
}

/** Options of the content check for a set of files: the routes those files and src/pages make. */
export function checkOptions(files: readonly ContentFile[], contentDir = CONTENT_DIR): ContentCheckOptions {
  return {
    knownPaths: new Set(siteRoutes(files, PAGES_DIR)),
    fileExists: (contentPath: string) => fs.existsSync(path.join(contentDir, contentPath)),
  }
}

/**
 * A copy of content/ in a temporary folder, for tests that edit files the way an editor does. The
 * translations (content/es/, ...) are left out: the editing recipes are the English content's, and
 * __tests__/translations.test.ts follows a change into the translations.
 */
export function copyOfContent(): {
  dir: string
  read: (file: string) => AnyData
  write: (file: string, data: unknown) => void
  remove: () => void
} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"))
  const translations = new Set(TRANSLATED_LANGUAGES.map(({ code }) => path.join(CONTENT_DIR, code)))
  fs.cpSync(CONTENT_DIR, dir, { recursive: true, filter: (source) => !translations.has(source) })
  return {
    dir,
    read: (file) => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")),
    write: (file, data) => fs.writeFileSync(path.join(dir, file), `${JSON.stringify(data, null, 2)}\n`),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  }
}
