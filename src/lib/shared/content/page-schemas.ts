import { z } from "zod"
import { link, outcomeEvidence, pageSeo, realEvidence, sampleFlag, testimonialConsent, testimonialId, text } from "./fields"

const titledText = z.object({ title: text, text }).strict()

/** A short patient story on the home carousel (sample content until real, consented ones replace it). */
const homeTestimonialSchema = z
  .object({
    id: testimonialId,
    quote: text,
    author: text,
    treatment: text,
    rating: z.literal(5),
    sample: sampleFlag,
    consent: testimonialConsent.optional(),
  })
  .strict()

/** content/pages/home.json */
export const homeSchema = z
  .object({
    seo: pageSeo,
    hero: z
      .object({
        headline: text,
        intro: text,
        primaryButton: link,
        secondaryButton: link,
        benefits: z.array(text).min(1),
      })
      .strict(),
    /** The physician's profile: its credentials card (content/site.json physician, under `credentialsTitle`) and other highlights. */
    physician: z.object({ title: text, intro: text, credentialsTitle: text, highlights: z.array(titledText).min(1), link }).strict(),
    stemCells: z
      .object({
        title: text,
        intro: text,
        points: z.array(text).min(1),
        claim: z
          .object({ figure: text, text, footnote: text, evidence: outcomeEvidence, sample: sampleFlag })
          .strict()
          .refine(realEvidence.check, realEvidence.message),
      })
      .strict(),
    whyChoose: z.object({ title: text, cards: z.array(titledText).min(1) }).strict(),
    /** The grid of treatment cards: the treatments whose `listing.onHomePage` is true, in their `listing.order` (../treatment-listing.ts). */
    treatments: z
      .object({
        title: text,
        intro: text,
        learnMore: text,
        allConditions: link,
      })
      .strict(),
    testimonials: z
      .object({
        title: text,
        label: text,
        /** What a screen reader calls the carousel and each slide ("carousel", "slide"), and each slide's place: "{n} of {count}". */
        roleDescription: text,
        slideRoleDescription: text,
        slideLabel: text.regex(/\{n\}/, 'must contain "{n}"').regex(/\{count\}/, 'must contain "{count}"'),
        previous: text,
        next: text,
        dot: text,
        ratingLabel: text,
        items: z.array(homeTestimonialSchema).min(1),
        note: text,
        moreLink: link,
      })
      .strict(),
    closing: z.object({ title: text, text, phonePrefix: text, button: link }).strict(),
  })
  .strict()

