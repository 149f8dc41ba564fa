import type { SectionKind, TreatmentSection } from "./content/section-schemas"

/** The kinds of section a treatment page may have, in the order of the content check's zod union (src/lib/content/section-schemas.ts); a test keeps the two equal. */
export const SECTION_KINDS = [
  "risks",
  "list",
  "steps",
  "timeline",
  "callout",
  "quotes",
  "faq",
  "cards",
  "columns",
  "research",
  "benefits",
  "text",
  "stat",
] as const satisfies readonly SectionKind[]

/**
 * GraphQL carries a treatment's sections as JSON, since each kind has fields of its own. The
 * content check validated every section against its kind's zod schema before the build began,
 * so a section of a known kind has that kind's shape.
 */
export function isTreatmentSection(section: Readonly<Record<string, unknown>>): section is TreatmentSection {
  return (SECTION_KINDS as readonly unknown[]).includes(section.kind)
}
