import { z } from "zod"
import { link, outcomeEvidence, realEvidence, sampleFlag, testimonialConsent, text } from "./fields"

/**
 * The typed building blocks of a treatment page. Every section has a `kind` and a `title`;
 * the template renders each kind with its component (src/components/treatment/section-components.tsx).
 * Adding a kind is a schema here, in the union below, and a component there (docs/architecture.md).
 */

const paragraphs = z.array(text).min(1)

/** Outcome numbers and testimonials keep a visible note that results vary (US advertising rules). */
const resultsFootnote = text.regex(/individual results vary/i, 'must say "individual results vary"')

/** A plain bulleted list: conditions treated, benefits, ideal candidates, treatable joints. */
export const listSection = z
  .object({
    kind: z.literal("list"),
    title: text,
    intro: text.optional(),
    items: z.array(text).min(1),
    note: text.optional(),
  })
  .strict()

/** A numbered procedure: the step names in order, each with a short description. */
export const stepsSection = z
  .object({
    kind: z.literal("steps"),
    title: text,
    intro: text.optional(),
    steps: z.array(z.object({ title: text, description: text }).strict()).min(2),
  })
  .strict()

/** What happens when: recovery or results over time, each entry with its timeframe. */
export const timelineSection = z
  .object({
    kind: z.literal("timeline"),
    title: text,
    intro: text.optional(),
    entries: z.array(z.object({ timeframe: text, title: text.optional(), description: text }).strict()).min(2),
    footnote: text.optional(),
  })
  .strict()

/** A boxed note: an important caution, the investigational notice, a confidentiality promise. */
export const calloutSection = z
  .object({
    kind: z.literal("callout"),
    tone: z.enum(["important", "investigational", "info"]),
    title: text,
    paragraphs,
  })
  .strict()

/** Patient quotes. They are sample content until real, consented quotes replace them. */
export const quotesSection = z
  .object({
    kind: z.literal("quotes"),
    title: text,
    quotes: z.array(z.object({ quote: text, author: text, sample: sampleFlag, consent: testimonialConsent.optional() }).strict()).min(1),
    footnote: resultsFootnote,
  })
  .strict()

/** Questions and answers, shown in full (question as a heading, answer below). */
export const faqSection = z
  .object({
    kind: z.literal("faq"),
    title: text,
    items: z.array(z.object({ question: text, answer: text }).strict()).min(1),
  })
  .strict()

/** A grid of cards, each a title and a short description. */
export const cardsSection = z
  .object({
    kind: z.literal("cards"),
    title: text,
    intro: text.optional(),
    cards: z.array(z.object({ title: text, description: text }).strict()).min(2),
  })
  .strict()

/** Side-by-side columns of points, such as before, during and after. */
export const columnsSection = z
  .object({
    kind: z.literal("columns"),
    title: text,
    intro: text.optional(),
    columns: z.array(z.object({ title: text, items: z.array(text).min(1) }).strict()).min(2).max(4),
  })
  .strict()

/** Research summaries: each card shows a short summary (and the evidence of any figure in it) and reveals its full text on "Read more". */
export const researchSection = z
  .object({
    kind: z.literal("research"),
    title: text,
    intro: text.optional(),
    cards: z
      .array(
        z
          .object({ title: text, summary: text, details: paragraphs, evidence: outcomeEvidence.optional(), sample: sampleFlag })
          .strict()
          .refine(realEvidence.check, realEvidence.message),
      )
      .min(1),
    footnote: text,
  })
  .strict()

/** The benefits card that stays in view beside the page on wide screens. */
export const benefitsSection = z
  .object({
    kind: z.literal("benefits"),
    title: text,
    items: z.array(text).min(1),
  })
  .strict()

/** A few paragraphs of prose, with an optional link (for example to /contact). */
export const textSection = z
  .object({
    kind: z.literal("text"),
    title: text,
    paragraphs,
    link: link.optional(),
  })
  .strict()

/** An outcome figure. It always carries its evidence (shown beside it) and its footnote: that results vary. */
export const statSection = z
  .object({
    kind: z.literal("stat"),
    title: text,
    value: text,
    label: text,
    paragraphs: paragraphs.optional(),
    footnote: resultsFootnote,
    evidence: outcomeEvidence,
    sample: sampleFlag,
  })
  .strict()
  .refine(realEvidence.check, realEvidence.message)

const titledItems = z.object({ title: text, items: z.array(text).min(1) }).strict()

/**
 * "Risks and side effects", required on every treatment page, in plain language and without
 * invented rates: what is common, what is uncommon but serious, that the treatment may not help,
 * and what to do if something goes wrong (the page adds the clinic's phone number after `call`).
 */
export const risksSection = z
  .object({
    kind: z.literal("risks"),
    title: text,
    intro: text.optional(),
    common: titledItems,
    serious: titledItems,
    mayNotHelp: z.object({ title: text, paragraphs }).strict(),
    ifSomethingGoesWrong: z
      .object({
        title: text,
        paragraphs,
        /** Shown before the clinic's phone number, e.g. "Call the clinic:". */
        call: text,
        emergency: text.regex(/\b911\b/, "must tell the patient to call 911 in an emergency"),
      })
      .strict(),
  })
  .strict()

export const treatmentSection = z.discriminatedUnion("kind", [
  risksSection,
  listSection,
  stepsSection,
  timelineSection,
  calloutSection,
  quotesSection,
  faqSection,
  cardsSection,
  columnsSection,
  researchSection,
  benefitsSection,
  textSection,
  statSection,
])

/** The kinds, in the union's order. */
export const SECTION_KINDS = treatmentSection.options.map((option) => option.shape.kind.value)

export type TreatmentSection = z.infer<typeof treatmentSection>
export type SectionKind = TreatmentSection["kind"]
export type SectionOfKind<K extends SectionKind> = Extract<TreatmentSection, { kind: K }>
