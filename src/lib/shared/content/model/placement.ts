import { treatmentPath } from "../../routes"
import { homePageTreatments, MORE_TREATMENTS, type Placed } from "../../treatment-listing"
import type { ContentFile, ContentProblem } from "./content-file"
import { HOME_FILE, SERVICES_FILE, TREATMENT_FILE } from "./content-paths"
import { servicesSchema } from "./services-schemas"
import { treatmentSchema } from "./treatment-schema"
import { dataAt, dataOf, objectsIn } from "./unchecked"

/** The content side of a treatment's placement (../treatment-listing.ts): the groups it may name, their check, and the pages it puts it on. */


/** The groups a treatment may name, as content/pages/services.json declares them: each group's key and title, then "More treatment pages". */
export function listingGroups(files: readonly ContentFile[]): Array<{ key: string; title: string }> {
  const services = dataAt(files, SERVICES_FILE, servicesSchema)
  if (!services) return []
  return [
    ...objectsIn(services.groups).map((group) => ({ key: String(group.key), title: String(group.title) })),
    { key: MORE_TREATMENTS, title: String(services.moreTreatments?.title ?? "More treatment pages") },
  ]
}

/**
 * Every treatment names a group that content/pages/services.json has, and each group has a key of
 * its own ("more" is the list below the groups). Named by file and field, like every content problem.
 */
export function checkPlacements(files: readonly ContentFile[]): ContentProblem[] {
  if (!files.some((file) => file.path === SERVICES_FILE)) return []
  const groups = listingGroups(files)
  const problems: ContentProblem[] = []
  groups.slice(0, -1).forEach((group, index) => {
    const earlier = groups.findIndex((other) => other.key === group.key)
    if (group.key === MORE_TREATMENTS || earlier < index) {
      const taken = group.key === MORE_TREATMENTS ? '"More treatment pages"' : `group ${earlier + 1}`
      problems.push({ file: SERVICES_FILE, field: `groups[${index}].key`, message: `is "${group.key}", which ${taken} already has: give each group its own key` })
    }
  })
  const keys = groups.map((group) => `"${group.key}" (${group.title})`).join(", ")
  for (const file of treatmentFiles(files)) {
    const group = dataOf(file, treatmentSchema)?.listing?.group
    if (typeof group !== "string" || groups.some((known) => known.key === group)) continue
    problems.push({
      file: file.path,
      field: "listing.group",
      message: `is "${group}", which is not a group of content/${SERVICES_FILE}: choose one of ${keys}`,
    })
  }
  return problems
}

/** The treatment pages a page file lists by their placement (the services page, the home grid), by address. */
export function placedRoutes(pageFile: string, files: readonly ContentFile[]): string[] {
  if (pageFile !== SERVICES_FILE && pageFile !== HOME_FILE) return []
  const placed = treatmentFiles(files)
    .map((file) => dataOf(file, treatmentSchema))
    .filter((data): data is Placed => typeof data?.slug === "string" && typeof data.listing === "object" && data.listing !== null)
  return (pageFile === HOME_FILE ? homePageTreatments(placed) : placed).map((treatment) => treatmentPath(treatment.slug))
}

function treatmentFiles(files: readonly ContentFile[]): ContentFile[] {
  return files.filter((file) => TREATMENT_FILE.test(file.path))
}
