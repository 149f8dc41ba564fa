import { routeOf, SPEC_ROUTES } from "../routes"
import type { ContentFile, ContentProblem } from "./check"
import { treatmentPath } from "./treatment-schema"

const TREATMENT_ROUTE = /^\/services\/[^/]+$/

/**
 * What ties the treatment files to the rest of the site, beyond each file's own schema:
 * every service route of the specification has a treatment file, each file is named for its
 * slug, and every link to "/services/<slug>" anywhere in content/ names a treatment that has a
 * file (a spec route alone is not enough: the page is only built from a file).
 */
export function checkTreatmentCoverage(files: readonly ContentFile[], specRoutes: readonly string[] = SPEC_ROUTES): ContentProblem[] {
  const problems: ContentProblem[] = []
  const treatments = files.filter((file) => /^treatments\/[^/]+\.json$/.test(file.path))
  const built = new Set<string>()
  for (const file of treatments) {
    const slug = (file.data as { slug?: unknown } | null)?.slug
    if (typeof slug !== "string") continue
    built.add(treatmentPath(slug))
    const expected = `treatments/${slug}.json`
    if (file.path !== expected) {
      problems.push({ file: file.path, field: "slug", message: `is "${slug}", so the file must be named content/${expected}` })
    }
  }
  for (const route of specRoutes.filter((r) => TREATMENT_ROUTE.test(r))) {
    if (!built.has(route)) {
      problems.push({
        file: `treatments/${route.split("/").pop()}.json`,
        field: "(file)",
        message: `is missing: the route ${route} needs a treatment file`,
      })
    }
  }
  for (const file of files) {
    walkStrings(file.data, "", (value, field) => {
      if (!value.startsWith("/")) return
      const route = routeOf(value)
      if (TREATMENT_ROUTE.test(route) && !built.has(route)) {
        problems.push({ file: file.path, field, message: `links to "${value}", but no file in content/treatments/ has that slug` })
      }
    })
  }
  return problems
}

function walkStrings(value: unknown, path: string, visit: (text: string, field: string) => void) {
  if (typeof value === "string") visit(value, path)
  else if (Array.isArray(value)) value.forEach((item, index) => walkStrings(item, `${path}[${index}]`, visit))
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) walkStrings(item, path ? `${path}.${key}` : key, visit)
  }
}
