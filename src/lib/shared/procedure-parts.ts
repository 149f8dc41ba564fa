/**
 * The parts of one treatment's procedure that have risks of their own, chosen from the clinic's
 * words for each (content/shared.json procedureParts) by what the treatment names
 * (procedure.harvest, procedure.guidance, procedure.sedation): the numbing medicine, sedation where
 * it is used, then each place its cells are taken from, then each kind of guidance, in the
 * treatment's order. And what every treatment page says about safety beyond its own risks
 * (content/shared.json treatmentSafety), chosen the same way.
 */

/**
 * The harvests that make a cell product (concentrated bone marrow, fat), as against a blood product
 * (platelet-rich plasma): a page that uses one says what "stem cell therapy" means there and lists
 * the risks the FDA lists for stem cell treatments; the clinic offers it on counsel's written
 * opinion or under an FDA IND (src/lib/shared/content/rules/legal-basis.ts).
 */
export const CELL_HARVESTS: readonly string[] = ["bone-marrow", "fat"]

/** Whether a procedure injects a cell product (bone marrow or fat). */
export function usesCells(procedure: { harvest: readonly string[] }): boolean {
  return procedure.harvest.some((id) => CELL_HARVESTS.includes(id))
}

export interface ProcedurePartsContent {
  title: string
  localAnesthetic: PartRisks
  sedation: PartRisks & { none: string; used: string }
  harvests: ReadonlyArray<PartRisks & { id: string; name: string; preparation: string }>
  guidance: ReadonlyArray<PartRisks & { id: string }>
  outOfHours: string
}

interface PartRisks {
  title: string
  risks: readonly string[]
}

export interface ProcedureParts {
  /** The heading over the parts' risks. */
  title: string
  risks: PartRisks[]
  /** How each kind of sample is prepared, e.g. { name: "Bone marrow", preparation: "Spun in a centrifuge ..." }. */
  preparations: Array<{ name: string; preparation: string }>
  /** Whether the patient is sedated, in the clinic's words ("A local anesthetic numbs the area. We do not use sedation ..."). */
  anesthesia: string
  outOfHours: string
}

export interface Procedure {
  harvest: readonly string[]
  guidance: readonly string[]
  sedation: boolean
}

export function procedurePartsFor(procedure: Procedure, parts: ProcedurePartsContent): ProcedureParts {
  const harvests = procedure.harvest.map((id) => byId(parts.harvests, id, "harvests"))
  const guidance = procedure.guidance.map((id) => byId(parts.guidance, id, "guidance"))
  const sedation = procedure.sedation ? [parts.sedation] : []
  return {
    title: parts.title,
    risks: [parts.localAnesthetic, ...sedation, ...harvests, ...guidance].map(({ title, risks }) => ({ title, risks })),
    preparations: harvests.map(({ name, preparation }) => ({ name, preparation })),
    anesthesia: procedure.sedation ? parts.sedation.used : parts.sedation.none,
    outOfHours: parts.outOfHours,
  }
}

function byId<T extends { id: string }>(entries: readonly T[], id: string, field: string): T {
  const found = entries.find((entry) => entry.id === id)
  // The content check refuses a treatment that names a part content/shared.json does not describe.
  if (!found) throw new Error(`content/shared.json: procedureParts.${field} has no "${id}"`)
  return found
}

interface Link {
  label: string
  href: string
}

/** content/shared.json treatmentSafety: what every treatment page says about safety, worded once. */
export interface TreatmentSafetyContent {
  stemCells: { title: string; text: string }
  contraindications: { title: string; intro: string; items: readonly string[] }
  fdaCellRisks: { title: string; intro: string; items: readonly string[]; link: Link }
  reportSideEffect: { title: string; clinic: string; fda: string; link: Link }
}

/** What one treatment's "Risks and side effects" adds to its own risks: the FDA's listed risks only where cells are injected. */
export interface TreatmentSafety {
  contraindications: TreatmentSafetyContent["contraindications"]
  cellRisks?: TreatmentSafetyContent["fdaCellRisks"]
  reportSideEffect: TreatmentSafetyContent["reportSideEffect"]
}

export function treatmentSafetyFor(procedure: Pick<Procedure, "harvest">, content: TreatmentSafetyContent): TreatmentSafety {
  return {
    contraindications: content.contraindications,
    ...(usesCells(procedure) ? { cellRisks: content.fdaCellRisks } : {}),
    reportSideEffect: content.reportSideEffect,
  }
}
