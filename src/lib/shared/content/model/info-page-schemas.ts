import { z } from "zod"
import type { Loaded } from "./loaded"
import { COMPLIANCE_DOCUMENTS } from "../../routes"
import {
  anchor,
  answerText,
  civilRightsLaw,
  emailLabel,
  fdaStatusText,
  heading,
  itemText,
  itemTitle,
  link,
  linkWords,
  pageIntro,
  pageRefs,
  pageSeo,
  pageTitle,
  paragraphs,
  patientName,
  patientQuote,
  patientRating,
  ratingLabel,
  patientTreatment,
  phoneLabel,
  points,
  sampleFlag,
  sectionIntro,
  testimonialConsent,
  testimonialId,
  testimonialPhoto,
  text,
  nameText,
} from "./field-kinds"
import { SENT_FIELD_WORDS, SENT_FIELDS } from "../rules/sent-fields"

/** Schemas of the about, resources and compliance pages (content/pages/*.json). */

const titledText = z.object({ title: itemTitle, text: itemText }).strict()
/** A question and its answer; an answer quoting an outcome figure is marked sample until real data replaces it. */
const faqItem = z
  .object({
    question: text.meta({ description: "Shown as a line the visitor presses to open the answer." }),
    answer: answerText.meta({ description: "Shown when the question is opened; an answer that gives a price is followed by the link to the Good Faith Estimate." }),
    sample: sampleFlag,
  })
  .strict()
const anchorId = anchor

/** A link in a document: a page of the site ("/notice-of-privacy-practices") or an https:// address (the FDA's consumer page). */
const documentLink = z
  .object({
    label: linkWords,
    href: z
      .string()
      .regex(/^(\/(?!\/)|https:\/\/)/, 'must be a path inside the site or an "https://" address')
      .meta({ title: "Address", description: 'A page of this site, e.g. "/privacy-policy", or an address starting "https://".' }),
  })
  .strict()
  .meta({ graphqlType: "DocumentLink", description: "A link: its words and the page it opens." })

/** Whether the clinic has a business associate agreement with a service: yes, no, or a placeholder until the clinic says. */
const agreement = text
  .regex(/^(?:yes|no)$|[Pp]laceholder/, 'must be "yes", "no", or a text that says "Placeholder" until the clinic knows')
  .meta({ title: "Business associate agreement", description: 'Write "yes" or "no"; the page shows the words set above for each.' })

/** A block of prose: a heading, paragraphs, an optional bullet list and optional links. */
const proseSectionSchema = z
  .object({
    heading: heading,
    paragraphs: z.array(text).meta({ description: "The text, one paragraph per entry, shown in this order." }),
    points: points.optional(),
    /**
     * What the consultation forms send, as a bullet list, each point naming the fields it describes
     * (src/lib/shared/consultation: the fields a patient fills in and the hidden ones): together the
     * points must name every field, so the policy lists all the forms collect (form-disclosure.ts).
     */
    collects: z
      .array(
        z
          .object({
            fields: z
              .array(z.enum(SENT_FIELDS).meta({ optionLabels: SENT_FIELD_WORDS }))
              .min(1).meta({ title: "Form fields", description: "The fields of the consultation forms this point describes." }),
            text: text.meta({ description: "The bullet point, in plain words." }),
          })
          .strict(),
      )
      .min(1)
      .optional()
      .meta({
        title: "What the forms collect",
        description: "Bullet points that together name every field the consultation forms send; the build refuses one left out.",
      }),
    /** Who handles a request on its way to the clinic: each service, what it does, and whether it has a business associate agreement with the clinic. */
    handlers: z
      .object({
        agreementLabel: text.meta({ title: "Before the agreement", description: "Shown after each service's role, before its yes or no." }),
        yes: text.meta({ title: "Word for yes", description: 'Shown for a service whose agreement is "yes".' }),
        no: text.meta({ title: "Word for no", description: 'Shown for a service whose agreement is "no".' }),
        entries: z
          .array(
            z
              .object({
                name: nameText.meta({ description: "The service's name, in bold." }),
                role: text.meta({ description: "What it does with a request." }),
                businessAssociateAgreement: agreement,
              })
              .strict(),
          )
          .min(1)
          .meta({ title: "Services", description: "One bullet point per service." }),
      })
      .strict()
      .optional()
      .meta({
        title: "Who handles requests",
        description: "The services a request passes through on its way to the clinic, and whether each has a business associate agreement.",
      }),
    links: z.array(documentLink).min(1).optional().meta({ description: "Links shown under the section, one per line." }),
    /** Shown after the section's text: every free-language-help tagline (content/shared.json) or the civil rights coordinator (content/site.json). */
    shows: z
      .enum(["languageTaglines", "civilRightsCoordinator"])
      .optional()
      .meta({
        title: "Also shows",
        description: "Shows, under the section's text, every notice of free language help (written in Shared) or the civil rights coordinator (written in Site).",
        optionLabels: { languageTaglines: "Free language help in every language", civilRightsCoordinator: "The civil rights coordinator" },
      }),
    /** A section of the notice of nondiscrimination that holds under one civil rights law only (content/site.json civilRights.law). */
    law: civilRightsLaw.optional().meta({
      title: "Only under",
      description: "Shown only when the clinic's civil rights law (in Site) is this one; leave empty to show it always.",
    }),
    /**
     * A government's standard text quoted word for word (the Good Faith Estimate notice of CMS), shown
     * as a quotation with its source: the content check does not read its amounts as the clinic's
     * prices (price-notice.ts).
     */
    quotedFrom: z
      .object({
        source: text.meta({ description: 'Who published the quoted text, shown under it, e.g. "Standard notice of the Centers for Medicare & Medicaid Services".' }),
        href: z
          .string()
          .regex(/^https:\/\/(?:[\w-]+\.)*[\w-]+\.gov(?:\/|$)/, 'must be the address of the text on a government site ("https://www.cms.gov/...")')
          .meta({ title: "Address", description: "Where the government publishes the text, an address on a .gov site." }),
      })
      .strict()
      .optional()
      .meta({
        title: "Quoted from",
        description: "Only for a government's standard text quoted word for word: who published it and where. The section is shown as a quotation.",
      }),
    /** A paragraph only the clinic can write (e.g. how long it keeps requests): sample until it does. */
    sample: sampleFlag,
  })
  .strict()
  .meta({ graphqlType: "ProseSection" })

const pageHeader = { seo: pageSeo, title: pageTitle, intro: pageIntro }

export const aboutSchema = z
  .object({
    ...pageHeader,
    /** The physician's biography; the credentials under it come from content/site.json physician. */
    biography: z
      .object({ title: heading, paragraphs })
      .strict()
      .meta({ description: "The physician's biography; their name and the credentials written in Site are shown with it." }),
    philosophy: z
      .object({ title: heading, intro: sectionIntro, items: z.array(titledText).min(1).meta({ title: "Cards", description: "Cards, each a heading and a text." }) })
      .strict()
      .meta({ description: "A heading, an introduction and cards on how the clinic works." }),
    facility: z
      .object({ title: heading, paragraphs, button: link.meta({ title: "Button", description: "A button under the text." }) })
      .strict()
      .meta({ description: "A heading, paragraphs and a button about the clinic's premises." }),
    team: z
      .object({
        title: heading,
        intro: sectionIntro,
        members: z
          .array(
            z
              .object({
                name: text.meta({ description: "The card's heading." }),
                role: text.meta({ description: "Shown under the name." }),
                text: text.meta({ description: "A few words about them, under the role." }),
              })
              .strict(),
          )
          .min(1)
          .meta({ description: "One card per team member." }),
        sample: sampleFlag,
      })
      .strict()
      .meta({ description: "A heading, an introduction and a card for each member of the team." }),
  })
  .strict()

const shortTestimonialSchema = z
  .object({ quote: patientQuote, author: patientName, treatment: patientTreatment, sample: sampleFlag, consent: testimonialConsent.optional() })
  .strict()

export const resourcesSchema = z
  .object({
    ...pageHeader,
    whatToExpect: z
      .object({
        title: heading,
        steps: z.array(titledText).min(1).meta({ description: "Cards, each a heading and a text." }),
        link: link.meta({ description: "The link under the cards, e.g. to the What to expect page." }),
      })
      .strict()
      .meta({ title: "What to expect", description: "A heading, cards and a link to the What to expect page." }),
    faqs: z
      .object({
        title: heading,
        items: z.array(faqItem).min(1).meta({ title: "Questions", description: "Questions the visitor opens to read the answer." }),
        link: link.meta({ description: "The link under the questions, e.g. to the FAQ page." }),
      })
      .strict()
      .meta({ title: "Frequent questions", description: "A heading, a few questions and a link to the FAQ page." }),
    guide: z
      .object({
        title: heading,
        text: itemText,
        readLink: link.meta({ title: "Read online button", description: "The button to the guide's page." }),
        downloadLabel: text.meta({ title: "Download button", description: "The words of the button that downloads the guide's PDF file." }),
      })
      .strict()
      .meta({ title: "Patient guide", description: "A heading, a text and buttons to read or download the patient guide." }),
    testimonials: z
      .object({
        title: heading,
        items: z.array(shortTestimonialSchema).min(1).meta({ title: "Stories", description: "Short patient stories, in this order." }),
        note: text.meta({ description: "A small note under the stories." }),
        link: link.meta({ description: "The link under the stories, e.g. to the page of all stories." }),
      })
      .strict()
      .meta({ title: "Patient stories", description: "A heading, short patient stories, a note and a link." }),
  })
  .strict()

const faqCategorySchema = z
  .object({
    id: anchorId,
    title: heading,
    link: link.optional().meta({ title: "Treatment link", description: "A link under the questions to the treatment page (optional)." }),
    questions: z.array(faqItem).min(1).meta({ description: "Questions the visitor opens to read the answer." }),
  })
  .strict()

export const faqPageSchema = z
  .object({
    ...pageHeader,
    sidebarLabel: text.meta({ title: "Topic list's name", description: "Read aloud by screen readers as the name of the list of topics beside the questions; not shown." }),
    serviceLinkPrefix: text.meta({ title: "Before the treatment link", description: 'Shown before each topic\'s treatment link, e.g. "Learn about".' }),
    categories: z.array(faqCategorySchema).min(1).meta({ title: "Topics", description: "Each topic: a heading, its questions and an optional link; listed beside the questions." }),
  })
  .strict()

export const whatToExpectSchema = z
  .object({
    ...pageHeader,
    timeline: z
      .object({
        title: heading,
        steps: z
          .array(
            z
              .object({
                title: itemTitle,
                duration: text.meta({ description: 'How long it takes, shown under the heading, e.g. "45-60 minutes".' }),
                description: text.meta({ description: "What happens, under the duration." }),
              })
              .strict(),
          )
          .min(1)
          .meta({ description: "The steps, in the order they happen." }),
      })
      .strict()
      .meta({ description: "A heading and the steps from first visit to follow-up." }),
    tabs: z
      .object({
        title: heading,
        label: text.meta({ title: "Tab list's name", description: "Read aloud by screen readers as the name of the row of tabs; not shown." }),
        items: z
          .array(
            z
              .object({
                id: anchorId,
                label: text.meta({ title: "Tab words", description: "The words on the tab." }),
                title: itemTitle,
                points,
              })
              .strict(),
          )
          .min(1)
          .meta({ title: "Tabs", description: "One tab per stage: its words, a heading and points." }),
      })
      .strict()
      .meta({ title: "Stages", description: "A heading and a row of tabs, one per stage." }),
  })
  .strict()

const testimonialEntrySchema = z
  .object({
    id: testimonialId,
    name: patientName,
    location: nameText.meta({ description: 'Shown under the name, e.g. "Brooklyn, NY".' }),
    photo: testimonialPhoto,
    quote: patientQuote,
    procedure: patientTreatment,
    date: text.meta({ description: 'When, in words, shown after the treatment, e.g. "March 2026".' }),
    rating: patientRating,
    sample: sampleFlag,
    consent: testimonialConsent.optional(),
  })
  .strict()

export const testimonialsPageSchema = z
  .object({
    ...pageHeader,
    note: text.meta({ description: "A small note under the introduction." }),
    perPage: z.number().int().positive().meta({ title: "Stories per page", description: "How many stories each page of the list shows." }),
    listTitle: text.meta({ title: "List heading", description: 'The heading over the stories, e.g. "Patient stories, page {page} of {pages}".' }),
    pagination: z
      .object({
        label: text.meta({ title: "Name", description: "Read aloud by screen readers as the name of the page buttons; not shown." }),
        previous: text.meta({ title: "Previous button", description: "The words of the button to the previous page of stories." }),
        next: text.meta({ title: "Next button", description: "The words of the button to the next page of stories." }),
        page: text.meta({ title: "Page number", description: 'Read aloud by screen readers before each page\'s number, e.g. "Page"; not shown.' }),
      })
      .strict()
      .meta({ title: "Page buttons", description: "The buttons under the list that move between its pages." }),
    readMore: text.meta({ title: "Read more", description: "The words that open a long story in full." }),
    readLess: text.meta({ title: "Read less", description: "The words that shorten it again." }),
    ratingLabel,
    entries: z.array(testimonialEntrySchema).min(1).meta({ title: "Stories", description: "The patients' stories, in this order." }),
  })
  .strict()
  .refine((page) => new Set(page.entries.map((e) => e.id)).size === page.entries.length, {
    message: "every testimonial needs its own id",
    path: ["entries"],
  })

const guideSectionSchema = z
  .object({
    id: anchorId,
    title: heading,
    paragraphs: z.array(text).meta({ description: "The text, one paragraph per entry, shown in this order." }),
    points,
  })
  .strict()

/** A template of the guide's content with a {placeholder} the code fills in (the PDF's size, a page number). */
const template = (placeholder: string, where: string) =>
  text.refine((value) => value.includes(`{${placeholder}}`), `must contain "{${placeholder}}", where ${where}`)

export const patientGuideSchema = z
  .object({
    ...pageHeader,
    /** What the FDA has and has not done about the treatments the guide describes, as every treatment page says it. */
    fdaStatus: z
      .object({ title: heading, text: fdaStatusText, link: documentLink })
      .strict()
      .meta({ title: "FDA status", description: "The notice at the top of the guide about what the FDA has and has not reviewed." }),
    sections: z
      .array(guideSectionSchema)
      .min(1)
      .refine((sections) => sections.some((section) => section.id === "risks"), {
        message: 'needs a section with id "risks": the guide tells patients the risks, as every treatment page does',
      })
      .meta({ description: 'The guide\'s parts, in this order; one must have the anchor "risks".' }),
    /** The download card; `fileNote` follows the button's words, e.g. "PDF, {size}". */
    download: z
      .object({
        title: heading,
        text: itemText,
        button: text.meta({ description: "The words of the button that downloads the PDF." }),
        fileNote: template("size", "the page shows the PDF's size").meta({
          title: "File note",
          description: 'Shown after the button, e.g. "PDF, {size}"; {size} becomes the file\'s size.',
        }),
      })
      .strict()
      .meta({ description: "The card beside the guide with the button to download it as a PDF." }),
    /**
     * Words only the PDF guide shows: its contact block (each link's alternate text, e.g. "Call the
     * clinic at {phone}", is what a screen reader says for the link), the heading over the notices
     * of content/shared.json, the closing disclaimer and each page's number.
     */
    pdf: z
      .object({
        contactTitle: text.meta({ title: "Contact heading", description: "The heading over the clinic's contact details." }),
        phoneLabel,
        phoneAlt: text.meta({ title: "Phone link, read aloud", description: 'Read aloud by screen readers for the phone link, e.g. "Call the clinic at {phone}"; not shown.' }),
        emailLabel,
        emailAlt: text.meta({ title: "E-mail link, read aloud", description: "Read aloud by screen readers for the e-mail link; not shown." }),
        websiteLabel: text.meta({ title: "Website label", description: "Shown before the website's address." }),
        websiteAlt: text.meta({ title: "Website link, read aloud", description: "Read aloud by screen readers for the website link; not shown." }),
        noticesTitle: text.meta({ title: "Notices heading", description: "The heading over the notices (written in Shared)." }),
        disclaimer: text.meta({ description: "The closing disclaimer, at the end of the guide." }),
        pageNumber: template("page", "each page shows its number").meta({ title: "Page number", description: 'Shown on each page, e.g. "Page {page} of {pages}".' }),
      })
      .strict()
      .meta({ title: "PDF only", description: "Words only the guide's PDF file shows." }),
  })
  .strict()

/** The compliance hub (content/pages/compliance.json): its copy, the lines every document shows, and which documents it lists, in order. */
export const complianceSchema = z
  .object({
    seo: pageSeo,
    title: pageTitle,
    intro: pageIntro,
    updatedLabel: text.meta({ title: "Before the date", description: 'Shown before the date on every policy, e.g. "Last updated".' }),
    updated: text.meta({ title: "Date updated", description: "When the policies were last updated, as shown on every policy." }),
    contactText: text.meta({ title: "Contact line", description: "Shown at the foot of every policy, before the clinic's phone and e-mail." }),
    /** The documents the hub lists, by route, e.g. "/privacy-policy" for content/compliance/privacy-policy.json. */
    documents: pageRefs(COMPLIANCE_DOCUMENTS).meta({
      title: "Policies listed",
      description: 'The policy pages shown as cards, in this order, e.g. "/privacy-policy"; each card shows the policy\'s search engine description.',
    }),
  })
  .strict()

/** One policy or statement (content/compliance/<slug>.json), its page at /<slug>. */
export const complianceDocumentSchema = z
  .object({
    slug: anchorId.meta({ title: "Address", description: 'The page\'s address, /privacy-policy for "privacy-policy". It cannot be changed once saved.' }),
    title: pageTitle,
    seo: pageSeo,
    intro: pageIntro,
    sections: z.array(proseSectionSchema).min(1).meta({ description: "The document's parts, in this order, each with its heading." }),
    /** A whole document only the clinic can supply (its Notice of Privacy Practices): sample until it does. */
    sample: sampleFlag,
  })
  .strict()

export const accessibilitySchema = z
  .object({
    ...pageHeader,
    /** When the statement (and the testing it describes) was last reviewed, e.g. "2026-11-24". */
    lastReviewed: z.iso
      .date('must be a date written like "2026-11-24"')
      .meta({ title: "Last reviewed", description: "When this statement and its testing were last reviewed, shown under the introduction." }),
    lastReviewedLabel: text.meta({ title: "Before the date", description: 'Shown before that date, e.g. "Last reviewed".' }),
    sections: z.array(proseSectionSchema).min(1).meta({ description: "The statement's parts, in this order, each with its heading." }),
    report: z
      .object({
        phoneLabel,
        emailLabel,
      })
      .strict()
      .meta({ title: "How to report a problem", description: "The labels of the phone and e-mail at the foot of the statement." }),
  })
  .strict()

export type PatientGuideContent = Loaded<z.output<typeof patientGuideSchema>>
export type ComplianceContent = Loaded<z.output<typeof complianceSchema>>
export type ComplianceDocumentContent = Loaded<z.output<typeof complianceDocumentSchema>>
