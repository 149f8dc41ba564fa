import type { SectionContext } from "../../src/components/treatment/section-components"
import type { SectionKind, SectionOfKind } from "../../src/lib/shared/content/model/section-schemas"
import type { TreatmentContent } from "../../src/lib/shared/content/model/treatment-schema"
import records from "../fixtures/treatments.fixtures.json"
import pages from "../fixtures/services-pages.fixtures.json"
import partsContent from "../fixtures/procedure-parts.fixtures.json"
import safetyContent from "../fixtures/treatment-safety.fixtures.json"
import { procedurePartsFor, treatmentSafetyFor } from "../../src/lib/shared/procedure-parts"
import { shared, site } from "./site-content"

/**
 * Treatment records for the component and template tests: fixtures beside the treatment
 * components (a frozen copy of the treatment files as they were first written), so an
 * editor may add, change or remove treatments in content/ without failing a test. The rules that
 * protect patients are checked on the real content by the build's content check.
 */
export const treatments = records as unknown as TreatmentContent[]
export const services = pages.services
export const conditions = pages.conditions

export function treatment(slug: string): TreatmentContent {
  const found = treatments.find((t) => t.slug === slug)
  if (!found) throw new Error(`no treatment fixture ${slug}`)
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

/** The clinic's words for each part of a procedure (a fixture of content/shared.json procedureParts). */
export const procedurePartsContent = partsContent

/** What every treatment page says about safety (a fixture of content/shared.json treatmentSafety). */
export const treatmentSafetyContent = safetyContent

/** What a treatment page gives each of its sections besides its content, for the treatment `slug` (its harvests and guidance). */
export function sectionContext(slug = "knee", phone = "(212) 555-0147"): SectionContext {
  return {
    labels: { readMore: labels.readMore, readLess: labels.readLess },
    phone,
    officeHours: site.officeHours,
    closedLabel: shared.footer.closedLabel,
    procedureParts: procedurePartsFor(treatment(slug).procedure, partsContent),
    safety: treatmentSafetyFor(treatment(slug).procedure, safetyContent),
  }
}
