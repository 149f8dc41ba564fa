import { z } from "zod"
import type { Loaded } from "./loaded"
import { HIDDEN_FIELDS } from "../consultation/constants"
import { FIELD_NAMES } from "../consultation/fields"
import { COMPLIANCE_DOCUMENTS } from "../routes"
import { fdaStatusText, link, pageRefs, pageSeo, sampleFlag, testimonialConsent, testimonialId, testimonialPhoto, text } from "./fields"

/** Schemas of the about, resources and compliance pages (content/pages/*.json). */

const titledText = z.object({ title: text, text }).strict()
/** A question and its answer; an answer quoting an outcome figure is marked sample until real data replaces it. */
const faqItem = z.object({ question: text, answer: text, sample: sampleFlag }).strict()
const anchorId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens")

/** A link in a document: a page of the site ("/notice-of-privacy-practices") or an https:// address (the FDA's consumer page). */
const documentLink = z
  .object({
    label: text,
    href: z.string().regex(/^(\/(?!\/)|https:\/\/)/, 'must be a path inside the site or an "https://" address'),
  })
  .strict()
  .meta({ graphqlType: "DocumentLink" })

/** Everything a consultation form sends: the fields a patient fills in and the hidden ones. */
const SENT_FIELDS = [...FIELD_NAMES, ...HIDDEN_FIELDS] as const

/** Whether the clinic has a business associate agreement with a service: yes, no, or a placeholder until the clinic says. */
const agreement = text.regex(/^(?:yes|no)$|[Pp]laceholder/, 'must be "yes", "no", or a text that says "Placeholder" until the clinic knows')

/** A block of prose: a heading, paragraphs, an optional bullet list and optional links. */
const proseSectionSchema = z
  .object({
    heading: text,
    paragraphs: z.array(text),
    points: z.array(text).min(1).optional(),
    /**
     * What the consultation forms send, as a bullet list, each point naming the fields it describes
     * (src/lib/shared/consultation: the fields a patient fills in and the hidden ones): together the
     * points must name every field, so the policy lists all the forms collect (form-disclosure.ts).
     */
    collects: z.array(z.object({ fields: z.array(z.enum(SENT_FIELDS)).min(1), text }).strict()).min(1).optional(),
    /** Who handles a request on its way to the clinic: each service, what it does, and whether it has a business associate agreement with the clinic. */
    handlers: z
      .object({
        agreementLabel: text,
        yes: text,
        no: text,
        entries: z.array(z.object({ name: text, role: text, businessAssociateAgreement: agreement }).strict()).min(1),
      })
      .strict()
      .optional(),
    links: z.array(documentLink).min(1).optional(),
    /** A paragraph only the clinic can write (e.g. how long it keeps requests): sample until it does. */
    sample: sampleFlag,
  })
  .strict()
  .meta({ graphqlType: "ProseSection" })

const pageHeader = { seo: pageSeo, title: text, intro: text }

export const aboutSchema = z
  .object({
    ...pageHeader,
    /** The physician's biography; the credentials under it come from content/site.json physician. */
    biography: z.object({ title: text, paragraphs: z.array(text).min(1) }).strict(),
    philosophy: z.object({ title: text, intro: text, items: z.array(titledText).min(1) }).strict(),
    facility: z.object({ title: text, paragraphs: z.array(text).min(1), button: link }).strict(),
    team: z
      .object({ title: text, intro: text, members: z.array(z.object({ name: text, role: text, text }).strict()).min(1), sample: sampleFlag })
      .strict(),
  })
  .strict()

const shortTestimonialSchema = z
  .object({ quote: text, author: text, treatment: text, sample: sampleFlag, consent: testimonialConsent.optional() })
  .strict()

export const resourcesSchema = z
  .object({
    ...pageHeader,
    whatToExpect: z.object({ title: text, steps: z.array(titledText).min(1), link }).strict(),
    faqs: z.object({ title: text, items: z.array(faqItem).min(1), link }).strict(),
    guide: z.object({ title: text, text, readLink: link, downloadLabel: text }).strict(),
    testimonials: z
      .object({ title: text, items: z.array(shortTestimonialSchema).min(1), note: text, link })
      .strict(),
  })
  .strict()

const faqCategorySchema = z
  .object({ id: anchorId, title: text, link: link.optional(), questions: z.array(faqItem).min(1) })
  .strict()

export const faqPageSchema = z
  .object({
    ...pageHeader,
    sidebarLabel: text,
    serviceLinkPrefix: text,
    categories: z.array(faqCategorySchema).min(1),
  })
  .strict()

export const whatToExpectSchema = z
  .object({
    ...pageHeader,
    timeline: z
      .object({ title: text, steps: z.array(z.object({ title: text, duration: text, description: text }).strict()).min(1) })
      .strict(),
    tabs: z
      .object({
        title: text,
        label: text,
        items: z.array(z.object({ id: anchorId, label: text, title: text, points: z.array(text).min(1) }).strict()).min(1),
      })
      .strict(),
  })
  .strict()

const testimonialEntrySchema = z
  .object({
    id: testimonialId,
    name: text,
    location: text,
    photo: testimonialPhoto,
    quote: text,
    procedure: text,
    date: text,
    rating: z.number().int().min(1).max(5),
    sample: sampleFlag,
    consent: testimonialConsent.optional(),
  })
  .strict()

export const testimonialsPageSchema = z
  .object({
    ...pageHeader,
    note: text,
    perPage: z.number().int().positive(),
    listTitle: text,
    pagination: z.object({ label: text, previous: text, next: text, page: text }).strict(),
    readMore: text,
    readLess: text,
    ratingLabel: text,
    entries: z.array(testimonialEntrySchema).min(1),
  })
  .strict()
  .refine((page) => new Set(page.entries.map((e) => e.id)).size === page.entries.length, {
    message: "every testimonial needs its own id",
    path: ["entries"],
  })

const guideSectionSchema = z
  .object({ id: anchorId, title: text, paragraphs: z.array(text), points: z.array(text).min(1) })
  .strict()

/** A template of the guide's content with a {placeholder} the code fills in (the PDF's size, a page number). */
const template = (placeholder: string, where: string) =>
  text.refine((value) => value.includes(`{${placeholder}}`), `must contain "{${placeholder}}", where ${where}`)

export const patientGuideSchema = z
  .object({
    ...pageHeader,
    /** What the FDA has and has not done about the treatments the guide describes, as every treatment page says it. */
    fdaStatus: z.object({ title: text, text: fdaStatusText, link: documentLink }).strict(),
    sections: z
      .array(guideSectionSchema)
      .min(1)
      .refine((sections) => sections.some((section) => section.id === "risks"), {
        message: 'needs a section with id "risks": the guide tells patients the risks, as every treatment page does',
      }),
    /** The download card; `fileNote` follows the button's words, e.g. "PDF, {size}". */
    download: z.object({ title: text, text, button: text, fileNote: template("size", "the page shows the PDF's size") }).strict(),
    /**
     * Words only the PDF guide shows: its contact block (each link's alternate text, e.g. "Call the
     * clinic at {phone}", is what a screen reader says for the link), the heading over the notices
     * of content/shared.json, the closing disclaimer and each page's number.
     */
    pdf: z
      .object({
        contactTitle: text,
        phoneLabel: text,
        phoneAlt: text,
        emailLabel: text,
        emailAlt: text,
        websiteLabel: text,
        websiteAlt: text,
        noticesTitle: text,
        disclaimer: text,
        pageNumber: template("page", "each page shows its number"),
      })
      .strict(),
  })
  .strict()

/** The compliance hub (content/pages/compliance.json): its copy, the lines every document shows, and which documents it lists, in order. */
export const complianceSchema = z
  .object({
    seo: pageSeo,
    title: text,
    intro: text,
    updatedLabel: text,
    updated: text,
    contactText: text,
    /** The documents the hub lists, by route, e.g. "/privacy-policy" for content/compliance/privacy-policy.json. */
    documents: pageRefs(COMPLIANCE_DOCUMENTS),
  })
  .strict()

/** One policy or statement (content/compliance/<slug>.json), its page at /<slug>. */
export const complianceDocumentSchema = z
  .object({
    slug: anchorId,
    title: text,
    seo: pageSeo,
    intro: text,
    sections: z.array(proseSectionSchema).min(1),
    /** A whole document only the clinic can supply (its Notice of Privacy Practices): sample until it does. */
    sample: sampleFlag,
  })
  .strict()

export const accessibilitySchema = z
  .object({
    ...pageHeader,
    /** When the statement (and the testing it describes) was last reviewed, e.g. "2026-11-24". */
    lastReviewed: z.iso.date('must be a date written like "2026-11-24"'),
    lastReviewedLabel: text,
    sections: z.array(proseSectionSchema).min(1),
    report: z.object({ phoneLabel: text, emailLabel: text }).strict(),
  })
  .strict()

export type PatientGuideContent = Loaded<z.output<typeof patientGuideSchema>>
export type ComplianceContent = Loaded<z.output<typeof complianceSchema>>
export type ComplianceDocumentContent = Loaded<z.output<typeof complianceDocumentSchema>>
