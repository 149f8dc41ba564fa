import { z } from "zod"
import {
  answerText,
  beforePhone,
  figureLabel,
  figureValue,
  heading,
  itemTitle,
  link,
  outcomeEvidence,
  paragraphs,
  patientName,
  patientQuote,
  points,
  figureEvidenceRules,
  resultsFootnote,
  sampleFlag,
  sectionIntro,
  testimonialConsent,
  text,
} from "./field-kinds"

/**
 * The typed building blocks of a treatment page. Every section has a `kind` and a `title`;
 * the template renders each kind with its component (src/components/treatment/section-components.tsx).
 * Adding a kind is a schema here, in the union below, and a component there (docs/architecture.md).
 */


/** A plain bulleted list: conditions treated, benefits, ideal candidates, treatable joints. */
export const listSection = z
  .object({
    kind: z.literal("list"),
    title: heading,
    intro: sectionIntro.optional(),
    items: points,
    note: text.optional().meta({ description: "A line under the list, in smaller type." }),
  })
  .strict()
  .meta({ title: "Bulleted list", description: "A heading and bullet points, e.g. conditions treated or who is a good candidate." })

/** A numbered procedure: the step names in order, each with a short description. */
export const stepsSection = z
  .object({
    kind: z.literal("steps"),
    title: heading,
    intro: sectionIntro.optional(),
    steps: z
      .array(
        z
          .object({ title: itemTitle.meta({ title: "Step" }), description: text.meta({ description: "What happens in this step, under its name." }) })
          .strict(),
      )
      .min(2)
      .meta({ description: "The steps, numbered on the page in this order." }),
  })
  .strict()
  .meta({ title: "Numbered steps", description: "A heading and numbered steps, each with a name and what happens." })

/** What happens when: recovery or results over time, each entry with its timeframe. */
export const timelineSection = z
  .object({
    kind: z.literal("timeline"),
    title: heading,
    intro: sectionIntro.optional(),
    entries: z
      .array(
        z
          .object({
            timeframe: text.meta({ title: "When", description: 'When this happens, e.g. "Week 1-2"; the entry\'s heading when it has no name.' }),
            title: itemTitle.optional().meta({ title: "Name", description: "What this stage is called, shown under the time." }),
            description: text.meta({ description: "What happens then." }),
          })
          .strict(),
      )
      .min(2)
      .meta({ description: "The stages, in the order they happen." }),
    footnote: text.optional().meta({ description: "A note under the timeline, in smaller type." }),
  })
  .strict()
  .meta({ title: "Timeline", description: "A heading and what happens when, e.g. recovery week by week." })

/** A boxed note: an important caution, the investigational notice, a confidentiality promise. */
export const calloutSection = z
  .object({
    kind: z.literal("callout"),
    tone: z.enum(["important", "investigational", "info"]).meta({
      title: "Colour",
      description: "How the box stands out.",
      optionLabels: { important: "Important: amber", investigational: "Investigational: red", info: "Information: plain" },
    }),
    title: heading,
    paragraphs,
  })
  .strict()
  .meta({ title: "Boxed note", description: "A coloured box that must not be missed: an important caution or the investigational notice." })

/** Patient quotes. They are sample content until real, consented quotes replace them. */
export const quotesSection = z
  .object({
    kind: z.literal("quotes"),
    title: heading,
    quotes: z
      .array(
        z
          .object({
            quote: patientQuote,
            author: patientName,
            sample: sampleFlag,
            consent: testimonialConsent.optional(),
          })
          .strict(),
      )
      .min(1)
      .meta({ description: "The quotes, in this order." }),
    footnote: resultsFootnote,
  })
  .strict()
  .meta({ title: "Patient quotes", description: "Patients' own words, each with their name, and the note that results vary." })

/** Questions and answers, shown in full (question as a heading, answer below). */
export const faqSection = z
  .object({
    kind: z.literal("faq"),
    title: heading,
    items: z
      .array(
        z
          .object({
            question: text.meta({ description: "Shown as a heading." }),
            answer: answerText.meta({ description: "Shown under the question; an answer that gives a price is followed by the link to the Good Faith Estimate." }),
          })
          .strict(),
      )
      .min(1)
      .meta({ title: "Questions", description: "Each question with its answer, shown in this order." }),
  })
  .strict()
  .meta({ title: "Questions and answers", description: "A heading and questions, each shown with its answer." })

/** A grid of cards, each a title and a short description. */
export const cardsSection = z
  .object({
    kind: z.literal("cards"),
    title: heading,
    intro: sectionIntro.optional(),
    cards: z
      .array(z.object({ title: itemTitle, description: text.meta({ title: "Text", description: "The card's text, under its heading." }) }).strict())
      .min(2)
      .meta({ description: "The cards, side by side where the screen is wide enough." }),
  })
  .strict()
  .meta({ title: "Cards", description: "A heading and cards side by side, each a heading and a short text." })

/** Side-by-side columns of points, such as before, during and after. */
export const columnsSection = z
  .object({
    kind: z.literal("columns"),
    title: heading,
    intro: sectionIntro.optional(),
    columns: z
      .array(z.object({ title: itemTitle, items: points }).strict())
      .min(2)
      .max(4)
      .meta({ description: "Two to four columns, side by side where the screen is wide enough." }),
  })
  .strict()
  .meta({ title: "Columns", description: "A heading and two to four columns of points, e.g. before, during and after." })

/** Research summaries: each card shows a short summary (and the evidence of any figure in it) and reveals its full text on "Read more". */
export const researchSection = z
  .object({
    kind: z.literal("research"),
    title: heading,
    intro: sectionIntro.optional(),
    cards: z
      .array(
        z
          .object({
            title: itemTitle,
            summary: text.meta({ description: "A short summary, always shown on the card." }),
            details: paragraphs.meta({ title: "Full text", description: 'Shown when the visitor presses "Read more", one paragraph per entry.' }),
            evidence: outcomeEvidence.optional(),
            sample: sampleFlag,
          })
          .strict()
          .superRefine(figureEvidenceRules),
      )
      .min(1)
      .meta({ title: "Studies", description: "One card per study or review." }),
    footnote: text.meta({ description: "A note under the cards, in smaller type." }),
  })
  .strict()
  .meta({ title: "Research summaries", description: "Cards summarising studies; each opens its full text with “Read more”." })

/** The benefits card that stays in view beside the page on wide screens. */
export const benefitsSection = z
  .object({
    kind: z.literal("benefits"),
    title: heading,
    items: points,
  })
  .strict()
  .meta({ title: "Benefits box", description: "A box of benefits that stays in view beside the page on wide screens." })

/** A few paragraphs of prose, with an optional link (for example to /contact). */
export const textSection = z
  .object({
    kind: z.literal("text"),
    title: heading,
    paragraphs,
    link: link.optional().meta({ title: "Button", description: "A button under the text, leading to another page (optional)." }),
  })
  .strict()
  .meta({ title: "Text", description: "A heading, paragraphs and an optional button." })

/** An outcome figure. It always carries its evidence (shown beside it) and its footnote: that results vary. */
export const statSection = z
  .object({
    kind: z.literal("stat"),
    title: heading,
    value: figureValue,
    label: figureLabel,
    paragraphs: paragraphs.optional(),
    footnote: resultsFootnote,
    evidence: outcomeEvidence,
    sample: sampleFlag,
  })
  .strict()
  .meta({ title: "Outcome figure", description: "A figure in large type with its evidence and the note that results vary." })
  .superRefine(figureEvidenceRules)

const titledItems = z.object({ title: itemTitle, items: points }).strict()

/**
 * "Risks and side effects", required on every treatment page, in plain language and without
 * invented rates: what is common, what is uncommon but serious (naming the structures at risk in
 * this part of the body), what is not known about the long-term effects, that the treatment may
 * not help, and what to do if something goes wrong (the page adds the clinic's phone number after
 * `call`). The page adds what every treatment page says, from content/shared.json: the risks of
 * each part of the procedure, who should not have it, the FDA's listed risks of stem cell
 * treatments where cells are injected, and how to report a side effect.
 */
export const risksSection = z
  .object({
    kind: z.literal("risks"),
    title: heading,
    intro: sectionIntro.optional(),
    common: titledItems.meta({ title: "Common side effects", description: "A heading and the common side effects, one per entry." }),
    serious: titledItems.meta({
      title: "Uncommon but serious",
      description: "A heading and the rare but serious risks, naming the nerves, blood vessels and other structures at risk in this part of the body.",
    }),
    notKnown: z
      .object({
        title: itemTitle,
        paragraphs,
      })
      .strict()
      .meta({ title: "What is not known", description: 'A heading and paragraphs saying what is not known about the treatment, its "long-term" effects first.' }),
    mayNotHelp: z
      .object({ title: itemTitle, paragraphs })
      .strict()
      .meta({ title: "It may not help", description: "A heading and paragraphs saying the treatment may not work." }),
    ifSomethingGoesWrong: z
      .object({
        title: itemTitle,
        paragraphs,
        /** Shown before the clinic's phone number, e.g. "Call the clinic:". */
        call: beforePhone,
        emergency: text
          .regex(/\b911\b/, "must tell the patient to call 911 in an emergency")
          .meta({ title: "Emergency line", description: "Shown in bold under the phone number; it must tell the patient to call 911." }),
      })
      .strict()
      .meta({ title: "If something goes wrong", description: "What to do: whom to call, the emergency line, then the office hours." }),
  })
  .strict()
  .meta({ title: "Risks and side effects", description: "Required on every treatment page: common and serious risks, that it may not help, and what to do if something goes wrong." })

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
