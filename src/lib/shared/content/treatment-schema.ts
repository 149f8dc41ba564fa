import { z } from "zod"
import { PROCEDURE_TYPES } from "../json-ld-medical"
import { fdaStatusText, GUIDANCE, HARVESTS, imagePath, pageSeo, text } from "./fields"
import { treatmentSection } from "./section-schemas"

/** The facts a search engine reads as the page's MedicalProcedure (and the page shows "at a glance"). */
const procedureFacts = z
  .object({
    bodyLocation: text,
    /**
     * Where the cells are taken from and what guides the needle: the page states the risks of each
     * and how each kind of sample is prepared, from content/shared.json procedureParts.
     */
    harvest: z.array(z.enum(HARVESTS)).min(1),
    guidance: z.array(z.enum(GUIDANCE)),
    /** schema.org MedicalProcedureType, which search engines read; the editor shows it in words. */
    procedureType: z.enum(Object.keys(PROCEDURE_TYPES) as Array<keyof typeof PROCEDURE_TYPES>).meta({
      title: "Kind of procedure",
      optionLabels: {
        PercutaneousProcedure: "Through the skin, with a needle (an injection)",
        NoninvasiveProcedure: "Without a needle or an incision",
      } satisfies Record<keyof typeof PROCEDURE_TYPES, string>,
    }),
    howPerformed: text,
    preparation: text,
    followup: text,
    /** Only for investigational treatments, e.g. "Investigational". */
    status: text.optional(),
  })
  .strict()

/**
 * Treatments that medical guidelines call investigational for this use, by slug: their page must
 * be marked investigational (notice, callout, structured data) whatever an editor writes.
 */
export const INVESTIGATIONAL_SLUGS: Readonly<Record<string, string>> = {
  "erectile-dysfunction": "urology guidelines call regenerative treatments for erectile dysfunction investigational",
  neurological: "no regenerative treatment of neurological conditions is established outside clinical trials",
}

/**
 * The registered clinical study within which an investigational treatment is offered, shown on its
 * page: its ClinicalTrials.gov identifier, the ethics board (IRB) that reviewed it, and, where the
 * FDA allowed the study under an investigational new drug application, the IND's number. Without
 * one, an investigational treatment's page is information only: no price, no booking call to
 * action, and a notice that the clinic does not offer it outside a registered study
 * (treatment-rules.ts).
 */
const registeredStudy = z
  .object({
    registration: z.string().regex(/^NCT\d{8}$/, 'must be a ClinicalTrials.gov identifier: "NCT" and eight digits, such as "NCT01234567"'),
    irb: text,
    ind: text.optional(),
  })
  .strict()
  .meta({ graphqlType: "RegisteredStudy" })

/**
 * content/treatments/<slug>.json: one treatment page at /services/<slug>.
 * The top-level fields are what other pages read (service cards, the home treatment grid);
 * `sections` is the ordered, typed body of the page.
 */
export const treatmentSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens"),
    title: text,
    seo: pageSeo,
    intro: text,
    /** How the treatment appears on cards elsewhere (services list, home grid). */
    card: z.object({ title: text, description: text }).strict(),
    heroImage: imagePath,
    heroImageAlt: text,
    /** The date the physician last reviewed the medical content, e.g. "2026-11-02". */
    lastReviewed: z.iso.date('must be a date written like "2026-11-02"'),
    /** Every treatment page says plainly that the FDA has not reviewed it and it is not FDA approved; investigational ones say so too. */
    fdaStatus: z
      .object({
        investigational: z.boolean(),
        text: fdaStatusText,
      })
      .strict()
      .refine((status) => !status.investigational || /investigational/i.test(status.text), {
        message: 'an investigational treatment must say "investigational" in its text',
        path: ["text"],
      }),
    procedure: procedureFacts,
    /** Only for an investigational treatment offered within a registered study. */
    study: registeredStudy.optional(),
    sections: z.array(treatmentSection).min(1, "a treatment page needs at least one section"),
  })
  .strict()
  .refine((treatment) => treatment.sections.some((section) => section.kind === "risks"), {
    message: 'needs a "risks" section ("Risks and side effects"): every treatment page tells patients its risks',
    path: ["sections"],
  })
  .superRefine((treatment, context) => {
    const reason = INVESTIGATIONAL_SLUGS[treatment.slug]
    if (reason && !treatment.fdaStatus.investigational) {
      context.addIssue({ code: "custom", path: ["fdaStatus", "investigational"], message: `must be ticked: ${reason}` })
    }
  })
  .refine((treatment) => !treatment.fdaStatus.investigational || treatment.procedure.status !== undefined, {
    message: 'an investigational treatment needs its status here (such as "Investigational") for its structured data',
    path: ["procedure", "status"],
  })
  .refine((treatment) => treatment.fdaStatus.investigational || treatment.study === undefined, {
    message: "is only for an investigational treatment: tick Investigational under FDA status, or remove the study",
    path: ["study"],
  })

export type TreatmentContent = z.infer<typeof treatmentSchema>

