import { z } from "zod"
import {
  anchor,
  fdaPageLink,
  figureLabel,
  figureValue,
  heading,
  imagePath,
  itemText,
  itemTitle,
  link,
  linkWords,
  LISTS_OFFERED,
  outcomeEvidence,
  pageIntro,
  pageSeo,
  pageTitle,
  points,
  figureEvidenceRules,
  resultsFootnote,
  sampleFlag,
  sectionIntro,
  text,
} from "./field-kinds"

/** The name treatments choose a services group by (`listing.group`, treatment-schema.ts), written once in the group. */
const groupKey = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens")
  .meta({
    title: "Key",
    description:
      'The short name a treatment chooses this group by, in lower-case words joined by hyphens (such as "orthopedic"). Changing it takes every treatment out of the group until each is given the new one.',
  })

/** content/pages/services.json: the /services page, and the labels every treatment page shares. */
export const servicesSchema = z
  .object({
    seo: pageSeo,
    title: pageTitle,
    intro: pageIntro,
    /** The groups of treatment cards, in order; each lists the treatments whose `listing.group` is its `key` (../treatment-listing.ts; the check: placement.ts). */
    groups: z
      .array(
        z
          .object({
            key: groupKey,
            title: heading,
            intro: sectionIntro,
            informationOnly: z
              .boolean()
              .optional()
              .meta({
                title: "Information only",
                description:
                  "Ticked for the group of investigational treatments the clinic does not offer outside a registered study: only they may be listed in it, and they may be listed nowhere else.",
              }),
          })
          .strict(),
      )
      .min(1)
      .meta({
        title: "Groups of treatments",
        description: "Each group is a heading, a short introduction and the cards of the treatments that choose it (in each treatment's form).",
      }),
    cardLinkLabel: text.meta({ title: "Card link words", description: 'The words at the foot of each treatment card, e.g. "Learn more".' }),
    /** A list of links below the groups: the treatments whose `listing.group` is "more". */
    moreTreatments: z
      .object({ title: heading })
      .strict()
      .meta({ title: "More treatments", description: 'A list of links under the groups: the treatments whose form chooses "More treatment pages".' }),
    whatIs: z
      .object({ title: heading, paragraphs: z.array(text).min(1).meta({ description: "The explanation, one paragraph per entry." }), points })
      .strict()
      .meta({ title: "What stem cell therapy is", description: "A heading, paragraphs and bullet points explaining the therapy." }),
    /** Why patients choose the clinic: first the physician's credentials (content/site.json physician) under `physicianTitle`, then `items`. */
    whyChoose: z
      .object({
        title: heading,
        physicianTitle: text.meta({ title: "Physician card heading", description: "The heading of the first card, which lists the physician's credentials (written in Site)." }),
        items: z
          .array(z.object({ title: itemTitle, description: itemText }).strict())
          .min(1)
          .meta({ title: "Cards", description: "The cards after the physician's, each a heading and a text." }),
      })
      .strict()
      .meta({ title: "Why choose the clinic", description: "A heading and cards on the clinic's strengths." }),
    claim: z
      .object({
        title: heading,
        value: figureValue,
        label: figureLabel,
        footnote: resultsFootnote,
        evidence: outcomeEvidence,
        sample: sampleFlag,
      })
      .strict()
      .superRefine(figureEvidenceRules)
      .meta({ title: "Outcome figure", description: "A figure with its evidence, near the foot of the page." }),
    /** Labels of every treatment page (/services/<slug>). */
    treatmentPage: z
      .object({
        fdaTitle: text.meta({ title: "FDA notice heading", description: "The heading of the FDA notice near the top of every treatment page." }),
        /** The text link to the FDA's page for patients, shown in every treatment page's FDA notice. */
        fdaLink: fdaPageLink.meta({ title: "FDA link", description: "The link to the FDA's advice for patients, in every treatment page's FDA notice." }),
        atAGlance: z
          .object({
            title: heading,
            bodyLocation: text.meta({ title: "Where on the body", description: "The label of that row." }),
            howPerformed: text.meta({ title: "How it is done", description: "The label of that row." }),
            anesthesia: text.meta({ title: "Numbing and sedation", description: "The label of the row saying whether sedation is used." }),
            samplePreparation: text.meta({ title: "Sample preparation", description: "The label of the row saying how each sample is prepared." }),
            preparation: text.meta({ description: "The label of that row." }),
            followup: text.meta({ title: "Follow-up", description: "The label of that row." }),
          })
          .strict()
          .meta({ title: "At a glance", description: "The heading and row labels of the procedure's facts on every treatment page." }),
        guideline: z
          .object({
            title: text.meta({ title: "Heading", description: "The heading over a treatment's guideline verdict, near the top of its page." }),
          })
          .strict()
          .meta({ title: "Guideline verdict", description: "The heading of the box saying what medical guidelines say of the treatment." }),
        reviewed: z
          .object({
            label: text.meta({ title: "Before the date", description: 'Shown before the review date, e.g. "Page last reviewed".' }),
            by: text.meta({ title: "Before the reviewer", description: "Shown before the physician's name." }),
          })
          .strict()
          .meta({ title: "Review note", description: "The lines at the foot of every treatment page saying when and by whom it was reviewed." }),
        /** An investigational treatment without a registered study: the page's notice that the clinic does not offer it outside one. */
        informationOnly: z
          .object({
            title: heading,
            text: text.meta({ description: "The notice's first paragraph." }),
            points,
            link: z
              .object({
                label: linkWords,
                href: z
                  .string()
                  .regex(/^https:\/\//, 'must be an "https://" address')
                  .meta({ title: "Address", description: 'The page it opens, starting "https://", e.g. ClinicalTrials.gov.' }),
              })
              .strict()
              .meta({ description: "A link to where patients can look for registered studies." }),
          })
          .strict()
          .meta({
            title: "Information-only notice",
            description: "Shown on an investigational treatment's page when no registered study offers it: the clinic does not offer it outside one.",
          }),
        /** An investigational treatment offered within a registered study: the labels of its registration, IRB and IND. */
        study: z
          .object({
            title: heading,
            text: text.meta({ description: "The paragraph under the heading." }),
            registration: text.meta({ title: "ClinicalTrials.gov label", description: "The label before the study's ClinicalTrials.gov number." }),
            irb: text.meta({ title: "Ethics board (IRB) label", description: "The label before the board that reviewed the study." }),
            ind: text.meta({ title: "FDA IND label", description: "The label before the study's IND number." }),
            approved: text
              .regex(/\{date\}/, 'must contain "{date}"')
              .meta({ title: "Approval line", description: 'Shown under the recruitment text; "{date}" becomes the date the ethics board approved it.' }),
            record: z
              .object({ title: heading, text: itemText, label: linkWords })
              .strict()
              .meta({
                title: "Call to the study's record",
                description: "Shown at the foot of the page in place of the call to book: a link to the study's record on ClinicalTrials.gov, which says who may join and whom to contact.",
              }),
          })
          .strict()
          .meta({ title: "Registered study", description: "The heading and labels of the study box on the page of a treatment offered within a study." }),
        readMore: text.meta({ title: "Read more", description: "The words that open a research card's full text." }),
        readLess: text.meta({ title: "Read less", description: "The words that close it again." }),
      })
      .strict()
      .meta({ title: "Words on every treatment page", description: "Headings and labels every treatment page shares." }),
  })
  .strict()


/** content/pages/conditions.json: the /conditions page. */
export const conditionsSchema = z
  .object({
    seo: pageSeo,
    title: pageTitle,
    intro: pageIntro,
    categories: z
      .array(
        z
          .object({
            id: anchor,
            title: itemTitle,
            description: itemText,
            items: points.meta({ ...LISTS_OFFERED, title: "Conditions", description: "The conditions the clinic treats in this category, one per entry." }),
            image: imagePath.meta({ title: "Image", description: "Shown beside the category; decorative, so it needs no description." }),
            link: link.meta({ ...LISTS_OFFERED, description: "The link under the category, e.g. to its treatment page." }),
          })
          .strict(),
      )
      .min(1)
      .meta({ description: "Each category of conditions: a heading, a text, the conditions as points, an image and a link." }),
    cta: z
      .object({ title: heading, text: itemText, button: link })
      .strict()
      .meta({ title: "Closing invitation", description: "The band at the foot of the page inviting visitors to book, with the phone number." }),
  })
  .strict()

