import { COMPLIANCE_DOCUMENTS, TREATMENTS, type Collection } from "../../routes"
import type { ContentFile, ContentProblem } from "./content-file"

/**
 * Folders of content/ that hold one page per file, each named for its slug
 * ("treatments/knee.json" has "slug": "knee" and is the page /services/knee), so adding a page is
 * adding a file. Links to a page whose file is gone are refused by the content check's link rule.
 */
export const COLLECTIONS = [
  { ...TREATMENTS, template: "src/templates/treatment.tsx" },
  { ...COMPLIANCE_DOCUMENTS, template: "src/templates/compliance-document.tsx" },
] as const

/** The route of each collection file, e.g. "/services/knee" for treatments/knee.json. */
export function collectionRoutes(files: readonly ContentFile[]): string[] {
  return COLLECTIONS.flatMap((collection) => routesOfCollection(files, collection))
}

/** The routes of one collection's files. */
export function routesOfCollection(files: readonly ContentFile[], { folder, route }: Collection): string[] {
  return files.filter((file) => inFolder(file, folder)).map((file) => route(String(slugOf(file))))
}

/** A collection's page is the file named for its slug ("treatments", "knee" -> "treatments/knee.json"), so an editor finds a page's file by its address. */
export function collectionFile(folder: string, slug: string): string {
  return `${folder}/${slug}.json`
}

/** A collection file must be named for its slug (collectionFile). */
export function checkCollectionFileNames(files: readonly ContentFile[]): ContentProblem[] {
  return COLLECTIONS.flatMap(({ folder }) =>
    files
      .filter((file) => inFolder(file, folder))
      .flatMap((file) => {
        const slug = slugOf(file)
        const expected = collectionFile(folder, String(slug))
        if (typeof slug !== "string" || file.path === expected) return []
        return [{ file: file.path, field: "slug", message: `is "${slug}", so the file must be named content/${expected}` }]
      }),
  )
}

/** A collection page may not take the address of a page of src/pages or of an old address in content/redirects.json. */
export function checkCollectionRoutes(files: readonly ContentFile[], takenRoutes: readonly string[]): ContentProblem[] {
  const taken = new Set(takenRoutes)
  return COLLECTIONS.flatMap(({ folder, route }) =>
    files
      .filter((file) => inFolder(file, folder))
      .flatMap((file) => {
        const slug = slugOf(file)
        if (typeof slug !== "string" || !taken.has(route(slug))) return []
        return [
          { file: file.path, field: "slug", message: `gives the page "${route(slug)}", which the site already has: choose another slug` },
        ]
      }),
  )
}

/** A collection's page's slug, as its file has it (not checked yet). */
export function slugOf(file: ContentFile | undefined): unknown {
  return (file?.data as { slug?: unknown } | null | undefined)?.slug
}

function inFolder(file: ContentFile, folder: string): boolean {
  return new RegExp(`^${folder}/[^/]+\\.json$`).test(file.path)
}
