import type { MedicalClinic, MedicalProcedure, MedicalProcedureType } from "schema-dts"
import { ids } from "./json-ld"

/**
 * JSON-LD for treatment pages: the MedicalProcedure a page describes, the properties that make
 * the page a reviewed MedicalWebPage, and the link from the clinic to the procedure it offers.
 * Pure, typed with schema-dts, fed from the treatment's content file (the same fields the page
 * shows "at a glance"), so what a search engine reads matches what a patient reads.
 */

/** The schema.org procedure types a treatment may name in `procedure.procedureType` (the content check allows exactly these). */
export const PROCEDURE_TYPES = {
  PercutaneousProcedure: "https://schema.org/PercutaneousProcedure",
  NoninvasiveProcedure: "https://schema.org/NoninvasiveProcedure",
} as const satisfies Record<string, MedicalProcedureType>

function procedureTypeUrl(name: string): MedicalProcedureType {
  const url = Object.entries(PROCEDURE_TYPES).find(([key]) => key === name)?.[1]
  if (!url) throw new Error(`"${name}" is not a procedure type of PROCEDURE_TYPES in src/lib/shared/json-ld-medical.ts`)
  return url
}

export interface ProcedureFacts {
  name: string
  description: string
  /** Absolute URL of the treatment page. */
  pageUrl: string
  bodyLocation: string
  /** A schema.org MedicalProcedureType name, e.g. "PercutaneousProcedure". */
  procedureType: string
  howPerformed: string
  preparation: string
  followup: string
  /** Only for investigational treatments. */
  status?: string | null
  /** Plain statement of the regulatory status, e.g. that it is not FDA approved. */
  legalStatus: string
  imageUrl?: string
}

const medicalIds = {
  procedure: (pageUrl: string) => `${pageUrl}#procedure`,
}

export function medicalProcedureNode(facts: ProcedureFacts): MedicalProcedure {
  return {
    "@type": "MedicalProcedure",
    "@id": medicalIds.procedure(facts.pageUrl),
    name: facts.name,
    description: facts.description,
    url: facts.pageUrl,
    ...(facts.imageUrl ? { image: facts.imageUrl } : {}),
    bodyLocation: facts.bodyLocation,
    procedureType: procedureTypeUrl(facts.procedureType),
    howPerformed: facts.howPerformed,
    preparation: facts.preparation,
    followup: facts.followup,
    legalStatus: facts.legalStatus,
    ...(facts.status ? { status: facts.status } : {}),
  }
}

/**
 * The clinic as the provider of the procedure. schema.org gives MedicalProcedure no `provider`;
 * the clinic states it through `availableService`. This node shares the clinic's @id, so JSON-LD
 * merges it into the clinic node that every page already emits.
 */
export function clinicProvidesNode(siteUrl: string, pageUrl: string): MedicalClinic {
  return {
    "@type": "MedicalClinic",
    "@id": ids.clinic(siteUrl),
    availableService: { "@id": medicalIds.procedure(pageUrl) },
  }
}

/** Properties of a treatment page's MedicalWebPage node (pass as Seo's pageProperties). */
export function medicalWebPageProperties(siteUrl: string, pageUrl: string, lastReviewed: string): Record<string, unknown> {
  return {
    lastReviewed,
    reviewedBy: { "@id": ids.physician(siteUrl) },
    mainEntity: { "@id": medicalIds.procedure(pageUrl) },
  }
}
