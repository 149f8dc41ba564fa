import { z } from "zod"
import { treatmentPath, type Collection } from "../routes"
import type { Loaded } from "./loaded"

/** Building blocks shared by every content schema. */

/**
 * A text a visitor reads: the one kind of value a translation changes (translations.ts). Every
 * other value (addresses, images, ids, enums, numbers, dates, phone) is the same in every language.
 */
export const text = z.string().trim().min(1, "must not be empty").meta({ translatable: true })

/**
 * A plain statement of FDA status (DECISIONS: every treatment page, and the patient guide that
 * describes the treatments, says plainly that they are not FDA approved and unreviewed).
 */
export const fdaStatusText = text
  .regex(/not FDA approved/i, 'must say plainly that the treatment is "not FDA approved"')
  .regex(
    /FDA has not reviewed .+ for safety or effectiveness/i,
    'must say in plain words that "the FDA has not reviewed" the treatment "for safety or effectiveness"',
  )

/** A link inside the site, such as "/services/knee" or "/resources/faq#knees". */
export const internalPath = z
  .string()
  .regex(/^\/(?!\/)/, 'must be a path inside the site starting with "/"')

/** An image file, relative to the JSON file that names it, e.g. "../images/knee.jpg". */
export const imagePath = z
  .string()
  .regex(/\.(jpe?g|png|webp|avif)$/i, "must name a .jpg, .png, .webp or .avif file")
  .meta({ graphqlField: "File @fileByRelativePath" })

/** A treatment page by its address, "/services/knee". */
export const treatmentRef = internalPath.regex(
  new RegExp(`^${treatmentPath("")}[a-z0-9]+(-[a-z0-9]+)*$`),
  `must name a treatment page such as "${treatmentPath("knee")}"`,
)

/**
 * Pages of a collection named by address, in the order shown ("/services/knee"). In GraphQL the
 * field is those pages' own records (`@pageRefs`, gatsby/create-schema-customization.ts), so a card shows the page's
 * title, text and image, never a copy.
 */
export const pageRefs = (collection: Collection, ref: z.ZodType<string> = internalPath) =>
  z.array(ref).min(1).meta({ pageRefsOf: collection.folder })

export const link = z.object({ label: text, path: internalPath }).strict().meta({ graphqlType: "Link" })

/** Sample content (testimonials, ratings, outcome figures) that only real, consented data may replace. */
export const sampleFlag = z
  .boolean()
  .optional()
  .meta({
    title: "Sample (not real)",
    description: "Ticked on invented example content, which the live site refuses to publish: untick it only once this is the clinic's real, documented content.",
  })

/** A testimonial's number: the editor gives a new one the next free number. */
export const testimonialId = z.number().int().positive().meta({ editorAssigned: true })

/**
 * A testimonial's photo of the patient, uploaded in the testimonial's form into
 * content/images/testimonials/. Shown small and round beside the patient's name, which says who
 * it is, so it has no text of its own; a testimonial without one shows the patient's initials.
 */
export const testimonialPhoto = imagePath.optional().meta({
  title: "Patient's photo",
  description:
    "Optional: a photo of the patient, shown small and round beside their name (a square photo, at least 112 pixels wide, looks best). Add it only if the patient's signed consent covers their photo. Without a photo, the patient's initials are shown.",
  mediaFolder: "testimonials",
})

/**
 * The record, from the clinic's files, that the patient whose words (and photo, when one is shown)
 * a testimonial or quote gives agreed in writing to their publication and signed a HIPAA
 * authorization for marketing use. A
 * testimonial without it is refused: by the content check unless marked sample, and by a
 * production build whatever its sample flag says (consent.ts).
 */
export const testimonialConsent = z
  .object({
    /** The date the patient signed the written consent, e.g. "2026-10-02". */
    writtenConsentDate: z.iso.date('must be the date the patient signed the consent, written like "2026-10-02"'),
    /** That the patient signed a HIPAA authorization for marketing use of their words (and photo, when one is shown). */
    hipaaMarketingAuthorization: z
      .boolean()
      .refine(
        (signed) => signed,
        "must be true: publish a patient's words or photo only after they signed a HIPAA authorization for marketing use",
      ),
  })
  .strict()
  .meta({
    graphqlType: "TestimonialConsent",
    title: "Patient's consent",
    description:
      "Publish a patient's words, and their photo, only after they signed the clinic's written consent and a HIPAA authorization for marketing use that cover them: write the date they signed the consent, and tick the box once the authorization is signed too.",
  })

/**
 * Where an outcome figure comes from, shown beside it: who measured, how many patients, over what
 * period, and what the figure's word ("improvement", "success", "avoid surgery") counts.
 * A sample figure may say in words that its count is still to come; a real one gives the number
 * (see `realEvidence`).
 */
export const outcomeEvidence = z
  .object({
    measuredBy: text,
    patients: z.union([z.number().int().positive(), text]),
    period: text,
    counts: z.object({ term: text, meaning: text }).strict(),
  })
  .strict()
  .meta({ graphqlType: "OutcomeEvidence" })

export type OutcomeEvidence = Loaded<z.output<typeof outcomeEvidence>>

/** A figure no longer marked sample must give the number of patients measured, as a number. */
export const realEvidence = {
  check: (figure: { sample?: boolean; evidence?: OutcomeEvidence }) =>
    figure.sample === true || figure.evidence === undefined || typeof figure.evidence.patients === "number",
  message: {
    message: 'must give the number of patients measured as a number (only a figure marked "sample": true may leave it in words)',
    path: ["evidence", "patients"],
  },
}

/** Where the cells a procedure uses are taken from. */
export const HARVESTS = ["bone-marrow", "fat", "blood"] as const
/** What shows the needle its way. */
export const GUIDANCE = ["ultrasound", "fluoroscopy"] as const

export const time24h = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time such as "09:00"')

export const weekday = z.enum([
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
])

/** Title, description and keywords of one page, for its Head. */
export const pageSeo = z
  .object({
    title: text,
    description: text.max(170, "keep descriptions under 170 characters so search results show them whole"),
    keywords: z.array(text).optional(),
  })
  .strict()
  .meta({
    graphqlType: "PageSeo",
    title: "Search engine title and description",
    description: "What search engines show for this page: a title, and a description of under 170 characters.",
  })

export type PageSeo = Loaded<z.output<typeof pageSeo>>
