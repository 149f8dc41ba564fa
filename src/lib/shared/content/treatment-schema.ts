import { z } from "zod"
import { PROCEDURE_TYPES } from "../json-ld-medical"
import { fdaStatusText, guidanceKind, harvestKind, imageAlt, imagePath, pageIntro, pageSeo, pageTitle, text } from "./fields"
import { treatmentSection } from "./section-schemas"

/** The facts a search engine reads as the page's MedicalProcedure (and the page shows "at a glance"). */
const procedureFacts = z
  .object({
    bodyLocation: text.meta({ title: "Where on the body", description: 'Shown in the page\'s "At a glance" box, e.g. "Knee joint".' }),
    /**
     * Where the cells are taken from and what guides the needle: the page states the risks of each
     * and how each kind of sample is prepared, from content/shared.json procedureParts.
     */
    harvest: z
      .array(harvestKind)
      .min(1)
      .meta({ title: "Where the cells are taken from", description: "The page states the risks of each and how each sample is prepared (written in Shared, under Procedure parts)." }),
    guidance: z
      .array(guidanceKind)
      .meta({ title: "What guides the needle", description: "The page states the risks of each (written in Shared, under Procedure parts); leave empty if none." }),
    /** schema.org MedicalProcedureType, which search engines read; the editor shows it in words. */
    procedureType: z.enum(Object.keys(PROCEDURE_TYPES) as Array<keyof typeof PROCEDURE_TYPES>).meta({
      title: "Kind of procedure",
      description: "Read by search engines; not shown on the page.",
      optionLabels: {
        PercutaneousProcedure: "Through the skin, with a needle (an injection)",
        NoninvasiveProcedure: "Without a needle or an incision",
      } satisfies Record<keyof typeof PROCEDURE_TYPES, string>,
    }),
    howPerformed: text.meta({ title: "How it is done", description: 'Shown in the page\'s "At a glance" box.' }),
    preparation: text.meta({ description: 'How the patient prepares, shown in the page\'s "At a glance" box.' }),
    followup: text.meta({ title: "Follow-up", description: 'What follows the procedure, shown in the page\'s "At a glance" box.' }),
    /** Only for investigational treatments, e.g. "Investigational". */
    status: text
      .optional()
      .meta({ title: "Status for search engines", description: 'Only for an investigational treatment: "Investigational". Read by search engines; not shown.' }),
  })
  .strict()
  .meta({ title: "Procedure facts", description: 'The facts in the page\'s "At a glance" box, also read by search engines.' })

/**
 * Where the treatment is listed, declared here once: the services page's groups and the home grid
 * are built from every treatment's listing (../treatment-listing.ts); placement.ts checks that the group exists.
 */
const listing = z
  .object({
    group: z
      .string()
      .min(1)
      .meta({
        title: "Group on the treatments page (/services)",
        description:
          'The group its card is shown in; "More treatment pages" lists it as a link below the groups. The groups are those of the page "Services".',
      }),
    order: z
      .number()
      .int()
      .min(0)
      .meta({
        title: "Order",
        description:
          "Lower numbers come first, in its group and on the home page: 10 comes before 20. Numbering in tens leaves room: 25 puts a treatment between those numbered 20 and 30.",
      }),
    onHomePage: z.boolean().meta({
      title: "Show on the home page",
      description: "Ticked: its card is also shown in the home page's grid of treatments, in the same order.",
    }),
  })
  .strict()
  .meta({ title: "Where it is listed", description: "Where its card appears: a group of the treatments page (/services), and the home page." })

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
    registration: z
      .string()
      .regex(/^NCT\d{8}$/, 'must be a ClinicalTrials.gov identifier: "NCT" and eight digits, such as "NCT01234567"')
      .meta({ title: "ClinicalTrials.gov number", description: 'The study\'s identifier, e.g. "NCT01234567"; the page links to its record.' }),
    irb: text.meta({ title: "Ethics board (IRB)", description: "The institutional review board that reviewed the study." }),
    ind: text
      .optional()
      .meta({ title: "FDA IND number", description: "The investigational new drug application's number, where the FDA allowed the study under one." }),
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
    slug: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens")
      .meta({ title: "Address", description: 'The end of the page\'s address, /services/knee-pain for "knee-pain". It cannot be changed once saved.' }),
    title: pageTitle,
    seo: pageSeo,
    intro: pageIntro,
    /** How the treatment appears on cards elsewhere (services list, home grid). */
    card: z
      .object({
        title: text.meta({ title: "Short name", description: "The treatment's name on its cards and in the links at the top of its page." }),
        description: text.meta({ title: "Card text", description: "The short text on its cards." }),
      })
      .strict()
      .meta({ title: "Card", description: "How the treatment shows on the cards of the services and home pages." }),
    listing,
    heroImage: imagePath.meta({ title: "Main image", description: "Shown at the top of the page, on its cards, and when the page is shared." }),
    heroImageAlt: imageAlt,
    /** The date the physician last reviewed the medical content, e.g. "2026-11-02". */
    lastReviewed: z.iso
      .date('must be a date written like "2026-11-02"')
      .meta({ title: "Last medical review", description: "The date the physician last reviewed this page, shown at its foot." }),
    /** Every treatment page says plainly that the FDA has not reviewed it and it is not FDA approved; investigational ones say so too. */
    fdaStatus: z
      .object({
        investigational: z.boolean().meta({
          title: "Investigational",
          description: "Tick when medical guidelines call this use investigational: the page then says so, and without a registered study it is information only.",
        }),
        text: fdaStatusText,
      })
      .strict()
      .meta({ title: "FDA status", description: "The notice near the top of the page about what the FDA has and has not reviewed." })
      .refine((status) => !status.investigational || /investigational/i.test(status.text), {
        message: 'an investigational treatment must say "investigational" in its text',
        path: ["text"],
      }),
    procedure: procedureFacts,
    /** Only for an investigational treatment offered within a registered study. */
    study: registeredStudy
      .optional()
      .meta({ title: "Registered clinical study", description: "Only for an investigational treatment offered within a registered study; shown on its page." }),
    sections: z
      .array(treatmentSection)
      .min(1, "a treatment page needs at least one section")
      .meta({ description: 'The body of the page, in this order; "Risks and side effects" is required.' }),
  })
  .strict()
  .refine((treatment) => treatment.sections.some((section) => section.kind === "risks"), {
    message: 'needs a "risks" section ("Risks and side effects"): every treatment page tells patients its risks',
    path: ["sections"],
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

