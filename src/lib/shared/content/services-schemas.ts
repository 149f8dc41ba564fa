import { z } from "zod"
import { imagePath, link, outcomeEvidence, pageSeo, realEvidence, sampleFlag, text } from "./fields"

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
    title: text,
    intro: text,
    /** The groups of treatment cards, in order; each lists the treatments whose `listing.group` is its `key` (../treatment-listing.ts; the check: placement.ts). */
    groups: z.array(z.object({ key: groupKey, title: text, intro: text }).strict()).min(1),
    cardLinkLabel: text,
    /** A list of links below the groups: the treatments whose `listing.group` is "more". */
    moreTreatments: z.object({ title: text }).strict(),
    whatIs: z.object({ title: text, paragraphs: z.array(text).min(1), points: z.array(text).min(1) }).strict(),
    /** Why patients choose the clinic: first the physician's credentials (content/site.json physician) under `physicianTitle`, then `items`. */
    whyChoose: z
      .object({ title: text, physicianTitle: text, items: z.array(z.object({ title: text, description: text }).strict()).min(1) })
      .strict(),
    claim: z
      .object({
        title: text,
        value: text,
        label: text,
        footnote: text.regex(/individual results vary/i, 'must say "individual results vary"'),
        evidence: outcomeEvidence,
        sample: sampleFlag,
      })
      .strict()
      .refine(realEvidence.check, realEvidence.message),
    /** Labels of every treatment page (/services/<slug>). */
    treatmentPage: z
      .object({
        fdaTitle: text,
        /** The text link to the FDA's page for patients, shown in every treatment page's FDA notice. */
        fdaLink: z.object({ label: text, href: z.string().regex(/^https:\/\/www\.fda\.gov\//, "must be a page on https://www.fda.gov/") }).strict(),
        atAGlance: z
          .object({ title: text, bodyLocation: text, howPerformed: text, samplePreparation: text, preparation: text, followup: text })
          .strict(),
        reviewed: z.object({ label: text, by: text }).strict(),
        /** An investigational treatment without a registered study: the page's notice that the clinic does not offer it outside one. */
        informationOnly: z
          .object({
            title: text,
            text,
            points: z.array(text).min(1),
            link: z.object({ label: text, href: z.string().regex(/^https:\/\//, 'must be an "https://" address') }).strict(),
          })
          .strict(),
        /** An investigational treatment offered within a registered study: the labels of its registration, IRB and IND. */
        study: z.object({ title: text, text, registration: text, irb: text, ind: text }).strict(),
        readMore: text,
        readLess: text,
      })
      .strict(),
  })
  .strict()


/** content/pages/conditions.json: the /conditions page. */
export const conditionsSchema = z
  .object({
    seo: pageSeo,
    title: text,
    intro: text,
    categories: z
      .array(
        z
          .object({
            id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens"),
            title: text,
            description: text,
            items: z.array(text).min(1),
            image: imagePath,
            link,
          })
          .strict(),
      )
      .min(1),
    cta: z.object({ title: text, text, button: link }).strict(),
  })
  .strict()

