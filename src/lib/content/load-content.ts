import fs from "node:fs"
import path from "node:path"
import { GENERATED_FILES, REDIRECTS, SPEC_ROUTES } from "../routes"
import { checkContent, type ContentFile, type ContentProblem } from "./check"
import { checkTreatmentCoverage } from "./treatment-coverage"
import { treatmentPath } from "./treatment-schema"

/** Node only: reads every JSON file under contentDir. A file that is not valid JSON is a problem too. */
export function readContentFiles(contentDir: string): { files: ContentFile[]; problems: ContentProblem[] } {
  const files: ContentFile[] = []
  const problems: ContentProblem[] = []
  for (const relative of listFiles(contentDir).filter((file) => file.endsWith(".json"))) {
    const raw = fs.readFileSync(path.join(contentDir, relative), "utf8")
    try {
      files.push({ path: relative, data: JSON.parse(raw) })
    } catch (error) {
      problems.push({ file: relative, field: "(file)", message: `is not valid JSON: ${(error as Error).message}` })
    }
  }
  return { files, problems }
}

/** Node only: the whole content check over a content folder and the static folder beside it. */
export function checkContentDir(contentDir: string, staticDir: string): ContentProblem[] {
  const { files, problems } = readContentFiles(contentDir)
  const staticPaths = fs.existsSync(staticDir) ? listFiles(staticDir).map((file) => `/${file}`) : []
  const treatmentPaths = files
    .filter((file) => file.path.startsWith("treatments/"))
    .map((file) => treatmentPath(String((file.data as { slug?: unknown }).slug)))
  const knownPaths = new Set<string>([
    ...SPEC_ROUTES,
    ...REDIRECTS.map((r) => r.fromPath),
    ...treatmentPaths,
    ...staticPaths,
    ...GENERATED_FILES,
  ])
  return [
    ...problems,
    ...checkContent(files, {
      knownPaths,
      fileExists: (contentPath) => fs.existsSync(path.join(contentDir, contentPath)),
    }),
    ...checkTreatmentCoverage(files),
  ]
}

function listFiles(dir: string, prefix = ""): string[] {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name
    return entry.isDirectory() ? listFiles(dir, relative) : [relative]
  })
}
