/**
 * The GraphQL type gatsby-transformer-json gives a content file.
 * A folder listed in COLLECTIONS holds one record per file, all of one type
 * ("treatments/knee.json" -> TreatmentsJson); any other file is its own type,
 * named for the file ("site.json" -> SiteJson, "pages/home.json" -> HomeJson).
 */
export const COLLECTIONS = ["treatments"] as const

export function contentTypeName(relativePath: string): string {
  const parts = relativePath.replace(/\\/g, "/").split("/")
  const fileName = parts[parts.length - 1].replace(/\.json$/, "")
  const folder = parts.length > 1 ? parts[0] : undefined
  const base = folder && (COLLECTIONS as readonly string[]).includes(folder) ? folder : fileName
  return `${pascalCase(base)}Json`
}

function pascalCase(name: string): string {
  return name
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join("")
}
