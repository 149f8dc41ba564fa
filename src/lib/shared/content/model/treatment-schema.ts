import { z } from "zod"
import { CELL_HARVESTS } from "../../procedure-parts"
import { PROCEDURE_TYPES } from "../../json-ld-medical"
import { fdaStatusText, guidanceKind, harvestKind, imageAlt, imagePath, nameText, pageIntro, pageSeo, pageTitle, paragraphs, text } from "./field-kinds"
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
    sedation: z.boolean().meta({
      title: "Sedation",
      description:
        'Ticked when the patient is also given medicine to relax (sedation): the page says so and states its risks. Unticked, it says plainly that only the numbing medicine is used (both written in Shared, under Procedure parts).',
    }),
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

/** A fact of the clinic's records (a device, a lawyer, a reference), kept for the launch check and not shown: it is the same in every language. */
const recordText = z.string().trim().min(1, "must not be empty")

/** A value of the clinic's records, or the placeholder that stands for it until the clinic writes it (the launch guard refuses "Placeholder"). */
const recordOrPlaceholder = (pattern: RegExp, message: string) =>
  z.string().regex(new RegExp(`${pattern.source}|^Placeholder\\b`), `${message}, or "Placeholder: ..." until the clinic has it`)

/**
 * The basis on which the clinic offers what it prepares from one harvest: platelet-rich plasma from blood is a blood product, prepared with a device the FDA cleared
 * through a 510(k) (its name and number); concentrated bone marrow and fat are offered on counsel's
 * written opinion (who gave it, when, and its reference in the clinic's files) or under an FDA IND.
 * Kept on record, not shown; the launch guard refuses a priced treatment whose harvest has none
 * (legal-basis.ts).
 */
const legalBasisEntry = z
  .object({
    harvest: harvestKind.meta({ title: "Harvest", description: "Which of the procedure's harvests this basis is for." }),
    device: recordText
      .optional()
      .meta({ title: "510(k)-cleared device", description: "For blood (PRP): the name of the FDA-cleared device that prepares it." }),
    clearance: recordOrPlaceholder(/^K\d{6}$/, 'must be the device\'s 510(k) number: "K" and six digits, such as "K123456"')
      .optional()
      .meta({ title: "510(k) number", description: 'For blood (PRP): the device\'s 510(k) number, "K" and six digits.' }),
    counsel: recordText
      .optional()
      .meta({ title: "Counsel", description: "For bone marrow or fat: the lawyer or firm who gave the clinic a written opinion on offering it." }),
    opinionDate: recordOrPlaceholder(/^\d{4}-\d{2}-\d{2}$/, 'must be the date of the written opinion, written like "2026-11-02"')
      .optional()
      .meta({ title: "Date of the opinion", description: "For bone marrow or fat: the date of counsel's written opinion." }),
    opinionReference: recordText
      .optional()
      .meta({ title: "Reference of the opinion", description: "For bone marrow or fat: where the written opinion is kept, e.g. its file number." }),
    ind: recordText
      .optional()
      .meta({ title: "FDA IND number", description: "For bone marrow or fat: the investigational new drug application it is given under, in place of counsel's opinion." }),
  })
  .strict()
  .superRefine((basis, context) => {
    const missing = (fields: Array<keyof typeof basis>) => fields.filter((field) => basis[field] === undefined)
    if (!CELL_HARVESTS.includes(basis.harvest)) {
      for (const field of missing(["device", "clearance"])) {
        context.addIssue({
          code: "custom",
          path: [field],
          message: "is needed: platelet-rich plasma is a blood product, offered as prepared with a device the FDA cleared through a 510(k); name the device and its 510(k) number",
        })
      }
    } else if (basis.ind === undefined) {
      for (const field of missing(["counsel", "opinionDate", "opinionReference"])) {
        context.addIssue({
          code: "custom",
          path: [field],
          message: "is needed: bone marrow or fat is offered on counsel's written opinion (who gave it, its date and its reference) or under an FDA IND (its number)",
        })
      }
    }
  })

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
      .meta({
        title: "FDA IND number",
        description: "The investigational new drug application's number, under which the FDA allowed the study; needed for a study of bone marrow or fat.",
      }),
    /** The only words that invite patients to join: those the ethics board approved, with the date it did. */
    recruitment: z
      .object({
        paragraphs: paragraphs.meta({ title: "Approved text", description: "The recruitment text exactly as the ethics board (IRB) approved it, one paragraph per entry." }),
        irbApproved: z.iso
          .date('must be the date the ethics board approved the text, written like "2026-11-02"')
          .meta({ title: "Date the IRB approved it", description: "Shown under the text." }),
      })
      .strict()
      .meta({ title: "Recruitment text", description: "The words inviting patients to join the study, as the ethics board (IRB) approved them, shown on the page with the date." }),
    chargeAuthorization: recordText.optional().meta({
      title: "FDA authorization to charge",
      description:
        "Only if the FDA authorized the study to charge patients (21 CFR 312.8): the authorization's reference and date. Without it the page may name no price. Not shown.",
    }),
  })
  .strict()
  .meta({ graphqlType: "RegisteredStudy" })

/**
 * What a major medical guideline says of this treatment for the page's condition, shown near the
 * top of the page with its link; where no major guideline covers it, the page says so plainly.
 * A treatment whose conditions a guideline of guidelines.ts covers must give that guideline's verdict.
 */
const guidelineVerdict = z
  .object({
    covered: z.boolean().meta({
      title: "A major guideline covers this condition",
      description: "Ticked when a major medical guideline gives a verdict on this treatment for this condition: write the verdict and name and link the guideline. Unticked: say plainly that no major guideline gives one.",
    }),
    verdict: text.meta({
      title: "What it says",
      description: "The guideline's verdict on this treatment, in plain words (or, unticked, that no major guideline gives one), shown near the top of the page.",
    }),
    source: z
      .object({
        // A published title, authors and journal: cited as published, not the clinic's words to make plain.
        name: nameText.meta({ title: "Guideline", description: "The guideline's full name, authors, journal and year: the words of the link.", quoted: true }),
        href: z
          .string()
          .regex(/^https:\/\//, 'must be an "https://" address, such as the guideline\'s DOI link "https://doi.org/..."')
          .meta({ title: "Address", description: 'Where the guideline is published, e.g. its DOI link "https://doi.org/...".' }),
      })
      .strict()
      .optional()
      .meta({ title: "The guideline", description: "Only when a major guideline covers this condition: its name and where it is published." }),
  })
  .strict()
  .meta({ graphqlType: "GuidelineVerdict", title: "What guidelines say", description: "The verdict of a major medical guideline on this treatment, shown near the top of the page." })
  .refine((guideline) => !guideline.covered || guideline.source !== undefined, {
    message: "must name and link the guideline whose verdict it gives",
    path: ["source"],
  })
  .refine((guideline) => guideline.covered || guideline.source === undefined, {
    message: 'names a guideline: tick "A major guideline covers this condition" and give its verdict, or remove the guideline',
    path: ["covered"],
  })

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
    /** The conditions the page is about, by name: what offered.ts keeps out of lists when the page is information only, and guidelines.ts reads. */
    conditions: z
      .array(recordText)
      .min(1)
      .meta({
        title: "Conditions it is about",
        description:
          'The conditions this page is about, as patients name them, e.g. "Knee osteoarthritis". Not shown: the check keeps an investigational page\'s conditions out of every list of what the clinic offers, and asks for the verdict of a guideline that covers one.',
      }),
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
    guideline: guidelineVerdict,
    procedure: procedureFacts,
    legalBasis: z.array(legalBasisEntry).meta({
      title: "Legal basis of each harvest",
      description:
        "For each place cells are taken from, the basis on which the clinic offers what it prepares: for blood (PRP), the FDA-cleared device; for bone marrow or fat, counsel's written opinion or an FDA IND. Not shown; the live site is refused a priced treatment without it.",
    }),
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
  .refine((treatment) => !treatment.study || treatment.study.ind !== undefined || !treatment.procedure.harvest.some((id) => CELL_HARVESTS.includes(id)), {
    message: "is needed: a study that injects bone marrow or fat studies a cell product, which the FDA allows only under an IND",
    path: ["study", "ind"],
  })
  .superRefine((treatment, context) => {
    treatment.legalBasis.forEach((basis, index) => {
      if (!treatment.procedure.harvest.includes(basis.harvest)) {
        context.addIssue({ code: "custom", path: ["legalBasis", index, "harvest"], message: `is "${basis.harvest}", which the procedure does not name: remove this basis, or name the harvest under Procedure facts` })
      } else if (treatment.legalBasis.findIndex((other) => other.harvest === basis.harvest) < index) {
        context.addIssue({ code: "custom", path: ["legalBasis", index, "harvest"], message: `is "${basis.harvest}" a second time: give each harvest one basis` })
      }
    })
  })

export type TreatmentContent = z.infer<typeof treatmentSchema>

