import type { ContentFile, ContentProblem } from "./check"

/**
 * Each treatment file is named for its slug ("treatments/knee.json" has "slug": "knee"), so an
 * editor finds the page at /services/<slug> in the file of that name. Links to a treatment that
 * has no file are refused by the content check's link rule, like any link to a missing page.
 */
export function checkTreatmentFileNames(files: readonly ContentFile[]): ContentProblem[] {
  return files
    .filter((file) => /^treatments\/[^/]+\.json$/.test(file.path))
    .flatMap((file) => {
      const slug = (file.data as { slug?: unknown } | null)?.slug
      const expected = `treatments/${String(slug)}.json`
      if (typeof slug !== "string" || file.path === expected) return []
      return [{ file: file.path, field: "slug", message: `is "${slug}", so the file must be named content/${expected}` }]
    })
}
