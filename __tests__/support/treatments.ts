import fs from "node:fs"
import path from "node:path"
import type { SectionKind, SectionOfKind } from "../../src/lib/content/section-schemas"
import type { TreatmentContent } from "../../src/lib/content/treatment-schema"
import services from "../../content/pages/services.json"

const DIR = path.join(__dirname, "..", "..", "content", "treatments")

/** Every treatment as shipped in content/treatments/, so tests check the real copy. */
export const treatments: TreatmentContent[] = fs
  .readdirSync(DIR)
  .filter((file) => file.endsWith(".json"))
  .map((file) => JSON.parse(fs.readFileSync(path.join(DIR, file), "utf8")))

export function treatment(slug: string): TreatmentContent {
  const found = treatments.find((t) => t.slug === slug)
  if (!found) throw new Error(`no treatment ${slug}`)
  return found
}

/** The first section of a kind on a treatment page (optionally the one with a given title). */
export function sectionOf<K extends SectionKind>(slug: string, kind: K, title?: string | RegExp): SectionOfKind<K> {
  const found = treatment(slug).sections.find(
    (section) =>
      section.kind === kind && (title === undefined || (typeof title === "string" ? section.title === title : title.test(section.title))),
  )
  if (!found) throw new Error(`${slug} has no ${kind} section ${title ?? ""}`)
  return found as SectionOfKind<K>
}

export const labels = services.treatmentPage
export { services }
