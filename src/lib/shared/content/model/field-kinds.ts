import { z } from "zod"
import type { Collection } from "../../routes"
import type { Loaded } from "./loaded"

/** Building blocks shared by every content schema. */

/**
 * A text a visitor reads: the one kind of value a translation changes (translations.ts). Every
 * other value (addresses, images, ids, enums, numbers, dates, phone) is the same in every language.
 */
export const text = z.string().trim().min(1, "must not be empty").meta({ translatable: true })

/**
 * The texts most forms share, each described once: the editor shows `title` as the field's label
 * and `description` as its hint (editor-config.ts), and they document the schemas here.
 */
export const pageTitle = text.meta({ title: "Page heading", description: "The page's main heading, at the top of the page under the breadcrumb links." })
export const pageIntro = text.meta({ title: "Introduction", description: "The paragraph under the page's main heading." })
export const heading = text.meta({ title: "Heading", description: "The heading over this part of the page." })
export const sectionIntro = text.meta({ title: "Introduction", description: "A short paragraph under this part's heading." })
export const itemTitle = text.meta({ title: "Heading", description: "The heading of this item, in bold above its text." })
export const itemText = text.meta({ title: "Text", description: "The text under the heading." })
export const paragraphs = z.array(text).min(1).meta({ description: "The text, one paragraph per entry, shown in this order." })
/** A bulleted list's points. */
export const points = z.array(text).min(1).meta({ title: "Points", description: "The bullet points, one per entry, in this order." })
/** An item's own name in the page's address, "#knees" in /resources/faq#knees. */
export const anchor = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens")
  .meta({ title: "Anchor", description: 'Its name in links that jump to it, e.g. "knees" in /conditions#knees: lower-case words joined by hyphens.' })
export const linkWords = text.meta({ title: "Words", description: "The words of the link or button, as visitors see them." })
export const phoneLabel = text.meta({ title: "Phone label", description: "Shown before the clinic's phone number, which is edited in the Site form." })
export const emailLabel = text.meta({ title: "E-mail label", description: "Shown before the clinic's e-mail address, which is edited in the Site form." })
/** An outcome figure in large type and its words beside it ("85%" "of patients reported less pain"). */
export const figureValue = text.meta({ title: "Figure", description: 'The figure in large type, e.g. "85%".' })
export const figureLabel = text.meta({ title: "Figure's words", description: "What the figure is, shown beside it." })
/** Outcome numbers and testimonials keep a visible note that results vary (US advertising rules). */
export const resultsFootnote = text
  .regex(/individual results vary/i, 'must say "individual results vary"')
  .meta({ description: 'The small note under the figures or quotes; it must say "Individual results vary".' })
export const beforePhone = text.meta({ title: "Before the phone number", description: 'Shown just before the clinic\'s phone number, e.g. "Call us at".' })
/**
 * The answer to a question: the one kind of text that may state a price, since its page shows the
 * link to the patient's right to a Good Faith Estimate after it (components/ui/PriceNotice.tsx,
 * content check: price-notice.ts).
 */
export const answerText = text.meta({ priceNotice: true })
/** A patient's words (testimonials, quotes): what they agreed to publish, under the name they agreed to. */
// A patient's own words are theirs: the plain-words rule does not ask to reword them (the claims rules still read them).
export const patientQuote = text.meta({ title: "Quote", description: "The patient's own words, as they agreed to publish them.", quoted: true })
/**
 * A name, an address or a citation (a person's or a company's name, a street, a regulation's
 * paragraph, a published work's reference): a text, since a translation may write it in its own
 * script, but one a translation may leave as the English file has it (english-left.ts).
 */
export const nameText = text.meta({ sameInEveryLanguage: true })
export const patientName = nameText.meta({ title: "Patient's name", description: 'Shown with the quote, as the patient agreed to be named, e.g. "Maria G."' })
/**
 * How the patient rated their experience of the clinic's care (never the treatment's outcome), 1 to
 * 5: every rating a patient agrees to share is shown, a low one too (16 CFR 465.7).
 */
export const patientRating = z
  .number()
  .int()
  .min(1)
  .max(5)
  .meta({ title: "Rating of their care", description: "How the patient rated their experience of our care (not the result of the treatment), 1 to 5, shown as stars." })
/** What screen readers say for the stars: the rating of the patient's care experience. */
export const ratingLabel = text
  .regex(/\{rating\}/, 'must contain "{rating}", where the rating goes')
  .meta({ title: "Stars", description: 'Read aloud by screen readers for the stars, e.g. "Rated their care experience {rating} out of 5"; not shown.' })
export const patientTreatment = text.meta({ title: "Treatment", description: "The treatment the patient had, shown under their name." })
export const imageAlt = text.meta({
  title: "Image description (alt text)",
  description: "Read aloud by screen readers in place of the image; not shown. Say what the image shows.",
})

/**
 * A plain statement of FDA status (every treatment page, and the patient guide that
 * describes the treatments, says plainly that they are not FDA approved and unreviewed).
 */
export const fdaStatusText = text
  .regex(/not FDA approved/i, 'must say plainly that the treatment is "not FDA approved"')
  .regex(
    /FDA has not reviewed .+ for safety or effectiveness/i,
    'must say in plain words that "the FDA has not reviewed" the treatment "for safety or effectiveness"',
  )
  .meta({
    title: "FDA statement",
    description: 'Must say plainly that it is "not FDA approved" and that "the FDA has not reviewed" it "for safety or effectiveness".',
  })

/**
 * Marks a field that lists what the clinic treats or offers (a menu, the conditions it sees, the
 * forms' choices, what search engines read of a page): no information-only treatment, nor the
 * conditions it is about, may appear in one (offered.ts).
 */
export const LISTS_OFFERED = { listsOffered: true } as const

/** An address inside the site, such as "/services/knee": what a redirect's old address (`from`) is, which names no page. */
export const siteAddress = z.string().regex(/^\/(?!\/)/, 'must be a path inside the site starting with "/"')

/**
 * A link to a page of the site, such as "/services/knee" or "/resources/faq#knees". The editor
 * offers the site's pages to choose from (`pageLink`), so the staff never type an address.
 */
export const internalPath = siteAddress.meta({ pageLink: true, title: "Page", description: "The page it opens." })

/** An image file, relative to the JSON file that names it, e.g. "../images/knee.jpg". */
export const imagePath = z
  .string()
  .regex(/\.(jpe?g|png|webp|avif)$/i, "must name a .jpg, .png, .webp or .avif file")
  .meta({ graphqlField: "File @fileByRelativePath" })

/**
 * Pages of a collection named by address, in the order shown ("/services/knee"). In GraphQL the
 * field is those pages' own records (`@pageRefs`, gatsby/create-schema-customization.ts), so a card shows the page's
 * title, text and image, never a copy.
 */
export const pageRefs = (collection: Collection, ref: z.ZodType<string> = internalPath) =>
  z.array(ref).min(1).meta({ pageRefsOf: collection.folder })

export const link = z
  .object({ label: linkWords, path: internalPath })
  .strict()
  .meta({ graphqlType: "Link", description: "A link to a page of this site: its words and the page it opens." })

/** A link to a page of the FDA's website (its advice for patients, MedWatch): its words and the page. */
export const fdaPageLink = z
  .object({
    label: linkWords,
    href: z
      .string()
      .regex(/^https:\/\/www\.fda\.gov\//, "must be a page on https://www.fda.gov/")
      .meta({ title: "Address", description: 'The FDA page it opens, starting "https://www.fda.gov/".' }),
  })
  .strict()

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

/** What may connect a patient whose story the site shows to the clinic (FTC Endorsement Guides, 16 CFR 255.5). */
const MATERIAL_CONNECTIONS = {
  none: "None",
  discount: "A discount or free care",
  payment: "Payment or a gift",
  employee: "Works for the clinic",
  family: "Family or friend of the staff",
  other: "Something else",
} as const

/**
 * Begins the hint of a field a real patient's story needs though a sample may leave it out (the
 * schema lets it be empty; consent.ts refuses a real story without it): the editor shows no
 * "(optional)" beside it (src/lib/editor/needed-fields.ts).
 */
export const NEEDED_FOR_A_REAL_STORY = "Needed for a real patient's story (only a sample may leave it out)"

/**
 * Anything that connects the patient to the clinic and could sway their words: a discount or free
 * care, a payment or gift, a job at the clinic, a family tie. Recorded with the consent; any
 * connection but "none" is shown with the story, in `disclosure`'s words (materialConnectionDisclosure).
 */
const materialConnection = z
  .object({
    kind: z
      .enum(Object.keys(MATERIAL_CONNECTIONS) as Array<keyof typeof MATERIAL_CONNECTIONS>)
      .meta({
        title: "Connection",
        description: `${NEEDED_FOR_A_REAL_STORY}: what connects the patient to the clinic, if anything.`,
        optionLabels: MATERIAL_CONNECTIONS,
      }),
    disclosure: text.optional().meta({
      title: "Words shown with the story",
      description: 'For any connection but "None": what it is, in plain words, shown with the story, e.g. "Received a free follow-up visit".',
    }),
  })
  .strict()
  .refine((connection) => connection.kind === "none" || connection.disclosure !== undefined, {
    message: 'must say in "Words shown with the story" what connects the patient to the clinic: the site shows it with the story',
    path: ["disclosure"],
  })
  .refine((connection) => connection.kind !== "none" || connection.disclosure === undefined, {
    message: 'must be empty when the connection is "None"',
    path: ["disclosure"],
  })
  .meta({
    graphqlType: "MaterialConnection",
    title: "Connection to the clinic",
    description: `${NEEDED_FOR_A_REAL_STORY}: anything that could sway the patient's words, such as a discount or free care, payment or a gift, a job at the clinic, family. Anything but "None" is shown with the story.`,
  })

/**
 * The record, from the clinic's files, that the patient whose words (and photo, when one is shown)
 * a testimonial or quote gives agreed in writing to their publication and signed a HIPAA
 * authorization for marketing use, until when, whether they took it back, and anything that
 * connects them to the clinic. A testimonial without it is refused: by the content check unless
 * marked sample, and by a production build whatever its sample flag says, and also once the
 * consent has ended or been taken back (consent.ts).
 */
export const testimonialConsent = z
  .object({
    /** The date the patient signed the written consent, e.g. "2026-10-02". */
    writtenConsentDate: z.iso
      .date('must be the date the patient signed the consent, written like "2026-10-02"')
      .meta({
        title: "Date the consent was signed",
        description: `${NEEDED_FOR_A_REAL_STORY}: from the signed form in the clinic's files; not shown on the site.`,
      }),
    /** That the patient signed a HIPAA authorization for marketing use of their words (and photo, when one is shown). */
    hipaaMarketingAuthorization: z
      .boolean()
      .refine((signed) => signed, "must be ticked: publish a patient's words or photo only after they signed a HIPAA authorization for marketing use")
      .meta({
        title: "HIPAA marketing authorization signed",
        description: `${NEEDED_FOR_A_REAL_STORY}: tick only once the patient has signed it; not shown on the site.`,
      }),
    /** The expiration date written on the authorization (45 CFR 164.508(c)(1)(v)): the story comes down then. */
    expiresOn: z.iso
      .date('must be the date the authorization ends, written like "2028-10-02"')
      .meta({
        title: "Date the consent ends",
        description: `${NEEDED_FOR_A_REAL_STORY}: the expiration date written on the signed authorization. A production build refuses the story after it: renew the consent or remove the story. Not shown on the site.`,
      }),
    /** The date the patient took their consent back, in writing or by phone: the story must come down. */
    revokedOn: z.iso
      .date('must be the date the patient took back their consent, written like "2027-03-15"')
      .optional()
      .meta({
        title: "Date the consent was taken back",
        description: "Only if the patient took back their consent: the date they did. A production build then refuses the story until it is removed. Not shown on the site.",
      }),
    materialConnection,
  })
  .strict()
  .meta({
    graphqlType: "TestimonialConsent",
    title: "Patient's consent",
    description: `${NEEDED_FOR_A_REAL_STORY}. ` +
      "Publish a patient's words, and their photo, only after they signed the clinic's written consent and a HIPAA authorization for marketing use that cover them: write the date they signed the consent and the date it ends, tick the box once the authorization is signed too, and record anything that connects them to the clinic.",
  })

/**
 * What an outcome figure's evidence may be (docs/claims.md): a published controlled study, named
 * by its design and its DOI or PubMed link, for a figure of outcome; or the clinic's own follow-up
 * of its patients, for a figure of their satisfaction with their care only, never of what the
 * treatment did. The pages show each design in the words of content/shared.json evidence.designs.
 */
export const STUDY_DESIGNS = {
  randomizedControlledTrial: "Randomized controlled trial (published)",
  controlledTrial: "Controlled trial, not randomized (published)",
  controlledCohortStudy: "Controlled cohort study (published)",
  systematicReview: "Systematic review of controlled trials (published)",
  clinicFollowUp: "The clinic's own follow-up: satisfaction with care only",
} as const

export type StudyDesign = keyof typeof STUDY_DESIGNS

const CLINIC_FOLLOW_UP: StudyDesign = "clinicFollowUp"

/** A published study's address: its DOI at doi.org, or its PubMed record. */
const PUBLISHED_STUDY = /^https:\/\/(?:doi\.org\/10\.\d{4,9}\/\S+|pubmed\.ncbi\.nlm\.nih\.gov\/\d+\/?)$/

/** What the clinic's own follow-up may count: how satisfied patients were with their care. */
const SATISFACTION = /\bsatisf|\brecommend/i

/** Words an outcome figure may not count as its outcome: they promise more than any measure shows. */
const REFUSED_OUTCOME_TERM = /\bavoid\w*\s+(?:\w+\s+)?(?:surgery|operation|replacement)|\bregenerat\w*|\bsuccess\w*|\bcur(?:e|ed|es)\b|\bheal\w*|\bregrow\w*|\brepair\w*|\breversal\b/i

/**
 * Where an outcome figure comes from, shown beside it: the study's design and its link, who
 * measured, how many patients, over what period, and what the figure's word ("less pain",
 * "satisfied") counts. A sample figure may say in words that its source and count are still to
 * come (`figureEvidenceRules`).
 */
export const outcomeEvidence = z
  .object({
    design: z.enum(Object.keys(STUDY_DESIGNS) as [StudyDesign, ...StudyDesign[]]).optional().meta({
      title: "Kind of study",
      description:
        "A published controlled study, for a figure of what the treatment did; or the clinic's own follow-up, for a figure of how satisfied patients were with their care (never of what the treatment did). Only a sample figure may leave it empty.",
      optionLabels: STUDY_DESIGNS,
    }),
    source: z
      .string()
      .trim()
      .min(1, "must not be empty")
      .optional()
      .meta({
        title: "Link to the published study",
        description:
          'Its DOI link (https://doi.org/10.…) or its PubMed link (https://pubmed.ncbi.nlm.nih.gov/12345678/), shown beside the figure. Leave empty for the clinic\'s own follow-up; a sample figure may say "Placeholder: …" until the clinic names the study.',
      }),
    measuredBy: text.meta({ title: "Measured by", description: "Who measured the figure (the study's authors and journal, or the clinic's staff), shown in the evidence box beside it." }),
    patients: z
      .union([z.number().int().positive(), text])
      .meta({ title: "Number of patients", description: "How many patients were measured: a number (a sample figure may say it in words)." }),
    period: text.meta({ title: "Period", description: "Over what period, e.g. which treatment dates are included and when patients were asked." }),
    counts: z
      .object({
        term: text
          .refine((term) => !REFUSED_OUTCOME_TERM.test(term), {
            message:
              'may not be "avoid surgery", "regeneration", "success", "cure" or "heal": each promises more than a measure shows. Name what was measured, such as "less pain" or "satisfied with their care"',
          })
          .meta({ title: "Word", description: 'The figure\'s word that needs explaining, e.g. "less pain" or "satisfied".' }),
        meaning: text.meta({ title: "Meaning", description: "What that word counts, in plain words." }),
      })
      .strict()
      .meta({ title: "What the figure counts", description: "The word the figure uses and what it means, shown in the evidence box." }),
  })
  .strict()
  .meta({
    graphqlType: "OutcomeEvidence",
    title: "Evidence",
    description:
      "Where the figure comes from, shown in a box beside it: a published controlled study (its design and link), or, for satisfaction with care only, the clinic's own follow-up; who measured, how many patients, over what period.",
  })

export type OutcomeEvidence = Loaded<z.output<typeof outcomeEvidence>>

/**
 * The rules of an outcome figure's evidence that read the figure's sample flag: a real figure
 * names the kind of study and the number of patients; a figure from a published study links it
 * (a sample may say "Placeholder: ..." there until the clinic names the study); a figure from the
 * clinic's own follow-up counts satisfaction with care, and links no study.
 */
export function figureEvidenceRules(figure: { sample?: boolean; evidence?: z.output<typeof outcomeEvidence> }, context: z.RefinementCtx) {
  const { evidence, sample } = figure
  if (!evidence) return
  const issue = (path: string[], message: string) => context.addIssue({ code: "custom", path: ["evidence", ...path], message })
  if (sample !== true && typeof evidence.patients !== "number") {
    issue(["patients"], 'must give the number of patients measured as a number (only a figure marked "Sample (not real)" may leave it in words)')
  }
  if (evidence.design === undefined) {
    if (sample !== true) issue(["design"], "must name the kind of study the figure comes from: a published controlled study, or the clinic's own follow-up for satisfaction with care")
    if (evidence.source === undefined) issue(["source"], 'must link the published study, or, on a sample figure, say "Placeholder: the DOI or PubMed link of the published controlled study"')
  } else if (evidence.design === CLINIC_FOLLOW_UP) {
    if (evidence.source !== undefined) issue(["source"], "is for a published study: leave it empty for the clinic's own follow-up, or choose the study's design")
    if (!SATISFACTION.test(evidence.counts.term)) {
      issue(
        ["counts", "term"],
        'must be satisfaction with care, such as "satisfied": the clinic\'s own follow-up may describe how patients felt about their care, never what the treatment did. A figure of outcome needs a published controlled study',
      )
    }
  } else if (evidence.source === undefined) {
    issue(["source"], "must link the published study: its DOI link (https://doi.org/10.…) or its PubMed link (https://pubmed.ncbi.nlm.nih.gov/…/)")
  }
  if (evidence.source !== undefined && !PUBLISHED_STUDY.test(evidence.source) && !(sample === true && PLACEHOLDER_TEXT.test(evidence.source))) {
    issue(
      ["source"],
      'must be the published study\'s DOI link (https://doi.org/10.…) or PubMed link (https://pubmed.ncbi.nlm.nih.gov/12345678/)' +
        (sample === true ? ', or say "Placeholder: …" until the clinic names it' : ""),
    )
  }
}

/** A text that says it is a placeholder ("Placeholder: the study's link"). */
const PLACEHOLDER_TEXT = /^placeholder\b/i

/**
 * Which federal civil rights law governs the clinic's notices: Section 1557 of the Affordable Care
 * Act (45 CFR part 92), for a provider that receives federal financial assistance (Medicare or
 * Medicaid payments among them), or the Americans with Disabilities Act alone, for one that does
 * not. README, "Make it yours", says how to decide.
 */
export const civilRightsLaw = z.enum(["section1557", "adaOnly"]).meta({
  optionLabels: {
    section1557: "Section 1557: the clinic receives federal financial assistance (Medicare or Medicaid payments, HHS grants)",
    adaOnly: "The ADA only: the clinic receives no federal financial assistance",
  },
})


/** Where the cells a procedure uses are taken from. */
const HARVESTS = ["bone-marrow", "fat", "blood"] as const

/** What shows the needle its way. */
const GUIDANCE = ["ultrasound", "fluoroscopy"] as const

export const harvestKind = z.enum(HARVESTS).meta({ optionLabels: { "bone-marrow": "Bone marrow", fat: "Fat", blood: "Blood" } })
export const guidanceKind = z.enum(GUIDANCE).meta({ optionLabels: { ultrasound: "Ultrasound", fluoroscopy: "Fluoroscopy (live X-ray)" } })

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
    title: text.meta({
      title: "Search engine title",
      description: "The page's title in search results and on the browser tab; the clinic's and the physician's names are added after it.",
    }),
    description: text
      .max(170, "keep descriptions under 170 characters so search results show them whole")
      .meta({ title: "Search engine description", description: "The summary under the title in search results; not shown on the page." }),
    keywords: z
      .array(text)
      .optional()
      .meta({ description: "Words this page is about, for search engines; not shown on the page." }),
  })
  .strict()
  .meta({
    graphqlType: "PageSeo",
    // What search engines read of a page is what the clinic offers, to anyone searching for it.
    ...LISTS_OFFERED,
    title: "Search engine title and description",
    description: "What search engines show for this page: a title, and a description of under 170 characters.",
  })

export type PageSeo = Loaded<z.output<typeof pageSeo>>
