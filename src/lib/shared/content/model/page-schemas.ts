import { z } from "zod"
import {
  beforePhone,
  figureValue,
  heading,
  itemText,
  itemTitle,
  link,
  LISTS_OFFERED,
  outcomeEvidence,
  pageSeo,
  patientName,
  patientQuote,
  patientRating,
  ratingLabel,
  patientTreatment,
  figureEvidenceRules,
  sampleFlag,
  sectionIntro,
  testimonialConsent,
  testimonialId,
  text,
} from "./field-kinds"

const titledText = z.object({ title: itemTitle, text: itemText }).strict()

/** A short patient story on the home carousel (sample content until real, consented ones replace it). */
const homeTestimonialSchema = z
  .object({
    id: testimonialId,
    quote: patientQuote,
    author: patientName,
    treatment: patientTreatment,
    rating: patientRating,
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
        headline: text.meta({ description: "The home page's main heading." }),
        intro: text.meta({ title: "Introduction", description: "The paragraph under the headline." }),
        primaryButton: link.meta({ title: "First button" }),
        secondaryButton: link.meta({ title: "Second button" }),
        benefits: z.array(text).min(1).meta({ title: "Points", description: "Short points listed under the buttons." }),
      })
      .strict()
      .meta({ title: "Top of the page", description: "The headline, introduction, buttons and points at the top of the home page." }),
    /** The physician's profile: its credentials card (content/site.json physician, under `credentialsTitle`) and other highlights. */
    physician: z
      .object({
        title: heading,
        intro: text.meta({ title: "Introduction", description: "Shown under the physician's name." }),
        credentialsTitle: text.meta({ title: "Credentials heading", description: "The heading over the physician's credentials (written in Site)." }),
        highlights: z.array(titledText).min(1).meta({ description: "Cards under the credentials, each a heading and a text." }),
        link: link.meta({ description: "The link under the profile, e.g. to the about page." }),
      })
      .strict()
      .meta({ title: "Physician profile", description: "The part of the home page introducing the physician." }),
    stemCells: z
      .object({
        title: heading,
        intro: sectionIntro,
        points: z.array(text).min(1).meta({ description: "Bullet points under the introduction." }),
        claim: z
          .object({
            figure: figureValue,
            text: text.meta({ description: "What the figure means, under it." }),
            footnote: text.meta({ description: "The small note under the evidence, e.g. that individual results vary." }),
            evidence: outcomeEvidence,
            sample: sampleFlag,
          })
          .strict()
          .superRefine(figureEvidenceRules)
          .meta({ title: "Outcome figure", description: "A figure beside the points, with its evidence and a note." }),
      })
      .strict()
      .meta({ title: "Stem cell therapy", description: "The part of the home page explaining stem cell therapy." }),
    whyChoose: z
      .object({ title: heading, cards: z.array(titledText).min(1).meta({ description: "Cards side by side, each a heading and a text." }) })
      .strict()
      .meta({ title: "Why choose the clinic", description: "A heading and cards on the clinic's strengths." }),
    /** The grid of treatment cards: the treatments whose `listing.onHomePage` is true, in their `listing.order` (../treatment-listing.ts). */
    treatments: z
      .object({
        title: heading,
        intro: sectionIntro,
        learnMore: text.meta({ title: "Card link words", description: 'The link on each card, e.g. "Learn more"; screen readers add the treatment\'s name.' }),
        allConditions: link.meta({ title: "Link under the cards", description: "e.g. to the page of all conditions treated." }),
      })
      .strict()
      .meta({ ...LISTS_OFFERED, title: "Treatments", description: "The grid of treatment cards on the home page, under a heading such as \"Conditions we treat\"." }),
    testimonials: z
      .object({
        title: heading,
        label: text.meta({ title: "Carousel's name", description: "Read aloud by screen readers as the carousel's name; not shown." }),
        /** What a screen reader calls the carousel and each slide ("carousel", "slide"), and each slide's place: "{n} of {count}". */
        roleDescription: text.meta({ title: "Word for the carousel", description: 'Read aloud by screen readers, e.g. "carousel"; not shown.' }),
        slideRoleDescription: text.meta({ title: "Word for a slide", description: 'Read aloud by screen readers, e.g. "slide"; not shown.' }),
        slideLabel: text
          .regex(/\{n\}/, 'must contain "{n}"')
          .regex(/\{count\}/, 'must contain "{count}"')
          .meta({ title: "Slide's place", description: 'Read aloud by screen readers, e.g. "{n} of {count}" for "2 of 5"; not shown.' }),
        previous: text.meta({ title: "Previous button", description: "Read aloud by screen readers for the left arrow; not shown." }),
        next: text.meta({ title: "Next button", description: "Read aloud by screen readers for the right arrow; not shown." }),
        dot: text.meta({ title: "Dot button", description: 'Read aloud by screen readers for each dot, before its number, e.g. "Show testimonial"; not shown.' }),
        ratingLabel,
        items: z.array(homeTestimonialSchema).min(1).meta({ title: "Stories", description: "The patients' stories, one slide each, in this order." }),
        note: text.meta({ description: "A small note under the carousel." }),
        moreLink: link.meta({ title: "Link under the carousel", description: "e.g. to the page of all patient stories." }),
      })
      .strict()
      .meta({ title: "Patient stories", description: "The carousel of patients' stories on the home page." }),
    closing: z
      .object({ title: heading, text: itemText, phonePrefix: beforePhone, button: link })
      .strict()
      .meta({ title: "Closing invitation", description: "The band at the foot of the home page inviting visitors to book, with the phone number." }),
  })
  .strict()

