/**
 * The parts of one treatment's procedure that have risks of their own, chosen from the clinic's
 * words for each (content/shared.json procedureParts) by what the treatment names
 * (procedure.harvest, procedure.guidance): the numbing medicine, then each place its cells are
 * taken from, then each kind of guidance, in the treatment's order.
 */
export interface ProcedurePartsContent {
  title: string
  localAnesthetic: PartRisks
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
  outOfHours: string
}

export function procedurePartsFor(
  procedure: { harvest: readonly string[]; guidance: readonly string[] },
  parts: ProcedurePartsContent,
): ProcedureParts {
  const harvests = procedure.harvest.map((id) => byId(parts.harvests, id, "harvests"))
  const guidance = procedure.guidance.map((id) => byId(parts.guidance, id, "guidance"))
  return {
    title: parts.title,
    risks: [parts.localAnesthetic, ...harvests, ...guidance].map(({ title, risks }) => ({ title, risks })),
    preparations: harvests.map(({ name, preparation }) => ({ name, preparation })),
    outOfHours: parts.outOfHours,
  }
}

function byId<T extends { id: string }>(entries: readonly T[], id: string, field: string): T {
  const found = entries.find((entry) => entry.id === id)
  // The content check refuses a treatment that names a part content/shared.json does not describe.
  if (!found) throw new Error(`content/shared.json: procedureParts.${field} has no "${id}"`)
  return found
}
