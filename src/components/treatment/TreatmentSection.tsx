import type { ReactElement } from "react"
import type { TreatmentSection as Section } from "../../lib/shared/content/model/section-schemas"
import { SECTION_COMPONENTS, type SectionContext } from "./section-components"

export interface TreatmentSectionProps extends SectionContext {
  section: Section
}

/** One section of a treatment page, rendered by the component of its `kind` (./section-components.tsx). */
export function TreatmentSection({ section, ...context }: TreatmentSectionProps) {
  // TypeScript cannot pair a union member with its own entry of a mapped record; the record's type pairs them.
  const Component = SECTION_COMPONENTS[section.kind] as ((props: Section & SectionContext) => ReactElement) | undefined
  if (!Component) throw new Error(`Unknown section kind: ${JSON.stringify(section.kind)}`)
  return <Component {...section} {...context} />
}

/**
 * GraphQL carries a treatment's sections as JSON, since each kind has fields of its own. The
 * content check validated every section against its kind's schema before the build began, so a
 * section of a kind that has a component has that kind's shape.
 */
export function isTreatmentSection(section: Readonly<Record<string, unknown>>): section is Section {
  return typeof section.kind === "string" && Object.hasOwn(SECTION_COMPONENTS, section.kind)
}
