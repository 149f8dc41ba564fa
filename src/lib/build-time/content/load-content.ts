import fs from "node:fs"
import path from "node:path"
import { GENERATED_FILES } from "../../shared/routes"
import { checkContent } from "../../shared/content/rules/check"
import type { ContentFile, ContentProblem } from "../../shared/content/model/content-file"
import { checkCollectionFileNames, checkCollectionRoutes, collectionRoutes } from "../../shared/content/model/collections"
import { checkPageRefs } from "../../shared/content/model/page-refs"
import { checkPlacements } from "../../shared/content/model/placement"
import { splitByLanguage, type TranslatedFile } from "../../shared/content/translation/translations"
import { ADMIN_PATH } from "../../shared/addresses"
import { REDIRECTS_FILE } from "../../shared/content/model/content-paths"
import { redirectsSchema } from "../../shared/content/model/layout-schemas"
import { contentOnly } from "../../shared/content/model/records"

/**
 * Node only: reads every JSON file under contentDir: the English files (`files`) and the
 * translations under content/<lang>/ (`translations`). A file that is not valid JSON is a problem too.
 * The build reads content/ once, through loadSiteContent (content-snapshot.ts); tests read their fixtures here.
 */
export function readContentFiles(contentDir: string): { files: ContentFile[]; translations: TranslatedFile[]; problems: ContentProblem[] } {
  const read: ContentFile[] = []
  const problems: ContentProblem[] = []
  for (const relative of listFiles(contentDir).filter((file) => file.endsWith(".json"))) {
    const raw = fs.readFileSync(path.join(contentDir, relative), "utf8")
    try {
      read.push({ path: relative, data: JSON.parse(raw) })
    } catch (error) {
      problems.push({ file: relative, field: "(file)", message: `is not valid JSON: ${(error as Error).message}` })
    }
  }
  const { english, translations } = splitByLanguage(read)
  return { files: english, translations, problems }
}

/**
 * The whole content check over the English files of a site, with its static folder and its
 * one-off pages (src/pages). Read through loadSiteContent (content-snapshot.ts), which holds the result.
 */
export function checkSiteFiles(
  files: readonly ContentFile[],
  folders: { content: string; pages: string; static: string },
): ContentProblem[] {
  const staticPaths = fs.existsSync(folders.static) ? listFiles(folders.static).map((file) => `/${file}`) : []
  const knownPaths = new Set<string>([...siteRoutes(files, folders.pages), ...staticPaths, ...GENERATED_FILES])
  return [
    ...checkContent(files, {
      knownPaths,
      fileExists: (contentPath) => fs.existsSync(path.join(folders.content, contentPath)),
    }),
    ...checkCollectionFileNames(files),
    ...checkPageRefs(files, knownPaths),
    ...checkPlacements(files),
    ...checkCollectionRoutes(files, [...pageRoutes(folders.pages), ...RESERVED_ROUTES, ...redirectRoutes(files)]),
  ]
}

/**
 * Every route the build makes, from the files that make them: one per page component in
 * src/pages (an index file names its folder; the not-found page is no route), one per file of a
 * collection (treatments, compliance documents), and one per redirect of content/redirects.json.
 */
export function siteRoutes(files: readonly ContentFile[], pagesDir: string): string[] {
  return [...pageRoutes(pagesDir), ...collectionRoutes(files), ...redirectRoutes(files)]
}

/** Addresses no content page may take: the not-found page's own, the content editor's and the functions'. */
const RESERVED_ROUTES = ["/404", "/404.html", "/dev-404-page", ADMIN_PATH, "/api"]

/** Every address a new page may not take: the pages, entries and redirects the build makes, and the reserved ones. */
export function takenRoutes(files: readonly ContentFile[], pagesDir: string): string[] {
  return [...siteRoutes(files, pagesDir), ...RESERVED_ROUTES]
}

/** One route per page component in src/pages (an index file names its folder; the not-found page is no route). */
export function pageRoutes(pagesDir: string): string[] {
  return listFiles(pagesDir)
    .filter((file) => /\.(tsx|ts|jsx|js)$/.test(file) && !/^404\./.test(file))
    .map((file) => `/${file.replace(/\.\w+$/, "").replace(/(^|\/)index$/, "")}`)
    .map((route) => (route.length > 1 ? route.replace(/\/$/, "") : route))
}

/** The old addresses of content/redirects.json and where each now leads (none while the file breaks its schema: the content check says why). */
export function redirectsOf(files: readonly ContentFile[]): Array<{ from: string; to: string }> {
  const parsed = redirectsSchema.safeParse(contentOnly(files.find((file) => file.path === REDIRECTS_FILE)?.data))
  return parsed.success ? parsed.data.redirects : []
}

/** The old addresses of content/redirects.json, each a small forwarding page. */
function redirectRoutes(files: readonly ContentFile[]): string[] {
  return redirectsOf(files).map((redirect) => redirect.from)
}

/** Every file under dir, as paths relative to it ("treatments/knee.json"). */
export function listFiles(dir: string, prefix = ""): string[] {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name
    return entry.isDirectory() ? listFiles(dir, relative) : [relative]
  })
}
