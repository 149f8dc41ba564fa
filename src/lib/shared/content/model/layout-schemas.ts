import { z } from "zod"
import {
  beforePhone,
  fdaPageLink,
  guidanceKind,
  harvestKind,
  heading,
  internalPath,
  itemText,
  link,
  LISTS_OFFERED,
  points,
  sampleFlag,
  siteAddress,
  STUDY_DESIGNS,
  text,
  type StudyDesign,
  nameText,
} from "./field-kinds"

/** content/navigation.json: every menu and link list of the shared layout. A menu lists what the clinic offers (LISTS_OFFERED). */
export const navigationSchema = z
  .object({
    header: z
      .array(link)
      .min(1)
      .meta({ ...LISTS_OFFERED, title: "Menu links", description: "The main menu at the top of every page (in the menu button on phones), in this order." }),
    contact: link.meta({
      ...LISTS_OFFERED,
      title: "Contact button",
      description: "The button in the header of every page; the clinic's phone number is shown after its words.",
    }),
    footerGroups: z
      .array(
        z
          .object({
            title: text.meta({ title: "Heading", description: "The group's heading in the footer." }),
            links: z
              .array(link)
              .min(1)
              .meta({ ...LISTS_OFFERED, description: "The group's links, in this order. A page about a treatment the clinic does not offer may not be linked here." }),
          })
          .strict(),
      )
      .min(1)
      .meta({ title: "Footer link groups", description: "The columns of links at the foot of every page." }),
  })
  .strict()

/**
 * content/redirects.json: old or alternative addresses that must keep working. Each answers with
 * a page that forwards the visitor to `to`, which must be a page of the site.
 */
export const redirectsSchema = z
  .object({
    redirects: z
      .array(
        z
          .object({
            from: siteAddress.meta({ title: "Old address", description: 'The address that must keep working, e.g. "/services/knee-pain".' }),
            to: internalPath.meta({ title: "New page", description: "The page of this site it forwards visitors to." }),
          })
          .strict(),
      )
      .meta({ description: "Old or other addresses that forward visitors to a page of the site." }),
  })
  .strict()


const risks = z.array(text).min(1).meta({ description: "Its risks, one per entry, listed under its heading." })

/**
 * The parts a procedure is made of that have risks of their own, each worded once: the numbing
 * medicine, each place cells are taken from (with how that sample is prepared) and each kind of
 * guidance. A treatment names its harvests and guidance (procedure.harvest, procedure.guidance)
 * and its page states theirs; the content check refuses a treatment that names one not described
 * here, or mentions one it does not name.
 */
const procedureParts = z
  .object({
    /** The heading over them in a page's "Risks and side effects". */
    title: heading,
    localAnesthetic: z
      .object({ title: text.meta({ title: "Heading", description: "The heading over its risks." }), risks })
      .strict()
      .meta({ title: "Local anesthetic", description: "The risks of the numbing medicine." }),
    /**
     * Whether the patient is given medicine to relax (procedure.sedation): "At a glance" says so
     * plainly either way, and a treatment that uses it shows its risks with the other parts'.
     */
    sedation: z
      .object({
        none: text.meta({ title: "Without sedation", description: 'Shown in "At a glance" of a treatment that uses no sedation: only the numbing medicine, and the patient stays awake.' }),
        used: text.meta({ title: "With sedation", description: 'Shown in "At a glance" of a treatment that uses sedation: what it is, and that someone must take the patient home.' }),
        title: text.meta({ title: "Heading", description: "The heading over the risks of sedation, on a treatment that uses it." }),
        risks,
      })
      .strict()
      .meta({ title: "Sedation", description: "Whether a treatment uses medicine to help the patient relax, said on every treatment page, and the risks of sedation where it is used." }),
    harvests: z
      .array(
        z
          .object({
            id: harvestKind.meta({ title: "Where the cells are taken from", description: "Which place this entry describes; each once." }),
            /** The sample's name where the page says how it is prepared: "Bone marrow". */
            name: text.meta({ title: "Sample's name", description: 'Shown in "At a glance" before how the sample is prepared, e.g. "Bone marrow".' }),
            /** What is done to the sample before it is injected, plainly. */
            preparation: text.meta({ description: 'What is done to the sample before it is injected, shown in "At a glance".' }),
            title: text.meta({ title: "Heading", description: "The heading over its risks." }),
            risks,
          })
          .strict(),
      )
      .meta({ title: "Taking the cells", description: "Each place cells are taken from; a treatment page shows those its procedure names." }),
    guidance: z
      .array(z.object({ id: guidanceKind.meta({ title: "Guidance", description: "Which kind of guidance this entry describes; each once." }), title: text.meta({ title: "Heading", description: "The heading over its risks." }), risks }).strict())
      .meta({ title: "Guiding the needle", description: "Each way of guiding the needle; a treatment page shows those its procedure names." }),
    /** What to do when the clinic is closed, shown with its office hours in every "Risks and side effects". */
    outOfHours: text.meta({ title: "When the clinic is closed", description: 'Shown with the office hours in every "Risks and side effects".' }),
  })
  .strict()
  .meta({
    title: "Procedure parts",
    description: 'The risks of each part of a procedure, worded once and shown in the "Risks and side effects" of each treatment that uses it.',
  })

/** The FDA's page for reporting a side effect (MedWatch). */
const MEDWATCH = "https://www.fda.gov/safety/medwatch-fda-safety-information-and-adverse-event-reporting-program"

/**
 * What every treatment page says about safety beyond its own risks, worded once and shown by the
 * template: what "stem cell therapy" means on a page that injects bone marrow or fat, who should
 * not have a treatment, the risks the FDA lists for stem cell treatments (on a page that injects
 * bone marrow or fat), and how to report a side effect to the clinic and to the FDA (MedWatch).
 */
const treatmentSafety = z
  .object({
    stemCells: z
      .object({ title: heading, text: itemText })
      .strict()
      .meta({
        title: "What stem cell therapy means",
        description: "Shown near the top of every page that injects bone marrow or fat: that they hold few stem cells, and what the name means there.",
      }),
    contraindications: z
      .object({
        title: heading,
        intro: text.meta({ title: "Introduction", description: "The line before the list." }),
        items: points.meta({
          title: "Reasons not to have it",
          description:
            "Each reason a patient should not have a treatment, or should wait. They must include an infection, cancer, a bleeding disorder or low platelets, pregnancy, a weakened immune system and an allergy to the numbing medicine.",
        }),
      })
      .strict()
      .meta({ title: "Who should not have a treatment", description: 'Shown in every treatment page\'s "Risks and side effects".' }),
    fdaCellRisks: z
      .object({
        title: heading,
        intro: text.meta({ title: "Introduction", description: "The line before the list, saying the FDA lists these risks." }),
        items: points.meta({ title: "Risks", description: "The risks the FDA's consumer update lists, faithfully and in plain words." }),
        link: fdaPageLink.meta({ description: "The FDA's page that lists them." }),
      })
      .strict()
      .meta({
        title: "Risks the FDA lists for stem cell treatments",
        description: 'Shown in "Risks and side effects" of every page that injects bone marrow or fat.',
      }),
    reportSideEffect: z
      .object({
        title: heading,
        clinic: beforePhone.meta({ title: "To the clinic", description: "Asks the patient to tell the clinic about any side effect; the clinic's phone number follows." }),
        fda: text
          .regex(/MedWatch/, 'must name "MedWatch", the FDA\'s program for reporting side effects')
          .regex(/1-800-FDA-1088/, "must give MedWatch's phone number, 1-800-FDA-1088")
          .meta({ title: "To the FDA", description: 'How to report it to the FDA: it must name "MedWatch" and its phone number, 1-800-FDA-1088.' }),
        link: fdaPageLink.meta({ description: "The link to MedWatch's page." }).refine((link) => link.href.startsWith(MEDWATCH), {
          message: `must open MedWatch's page, ${MEDWATCH}`,
          path: ["href"],
        }),
      })
      .strict()
      .meta({ title: "Reporting a side effect", description: 'Shown in every treatment page\'s "Risks and side effects": how to tell the clinic and the FDA (MedWatch).' }),
  })
  .strict()
  .meta({ title: "Safety on every treatment page", description: "What every treatment page says about safety beyond its own risks, worded once here." })
/** A notice that asks the reader to call: "{phone}" becomes the clinic's phone and TTY line. */
const callNotice = text.regex(/\{phone\}/, 'must contain "{phone}", where the clinic\'s phone number and TTY line go')

/** One notice of free language help, in its own language (the same in every translation of shared.json). */
const tagline = z
  .object({
    lang: z
      .string()
      .regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/, 'must be a language tag such as "es" or "zh-Hant"')
      .meta({ title: "Language code", description: 'Its language, e.g. "es" for Spanish, "zh-Hant" for Chinese written in traditional characters.' }),
    name: z
      .string()
      .trim()
      .min(1, "must not be empty")
      .meta({ title: "Language's name", description: 'The language\'s name in itself, e.g. "Español", shown before its notice on the notice page.' }),
    text: z
      .string()
      .trim()
      .regex(/\{phone\}/, 'must contain "{phone}", where the clinic\'s phone number goes')
      .meta({
        title: "Notice",
        description:
          'The notice, written in that language (HHS publishes translations), with "{phone}" where the phone number goes and its own words for the TTY line, e.g. "(TTY: 711)". The same in every translation.',
      }),
    sample: sampleFlag,
  })
  .strict()

const civilRightsNoticeWords = z
  .object({
    nondiscrimination: callNotice.meta({
      description: 'The notice of nondiscrimination; "{siteName}" becomes the clinic\'s name, "{phone}" its phone number.',
    }),
    complaint: text.meta({ title: "Where else to complain", description: "Where else a patient may complain of discrimination, shown after it." }),
  })
  .strict()

/** content/shared.json: copy that the shared layout and every page can show. */
export const sharedSchema = z
  .object({
    skipLink: text.meta({
      title: "Skip link",
      description: 'The first link of every page, shown only when reached with the Tab key, e.g. "Skip to main content".',
    }),
    /** The name of the language switcher's list of languages ("Language"); each language is named in itself (src/lib/shared/languages.ts). */
    languageSwitcher: z
      .object({ label: text.meta({ title: "Name", description: 'The name of the list of languages at the top of every page, e.g. "Language".' }) })
      .strict()
      .meta({ title: "Language switcher", description: "The list at the top of every page that opens the page in another language." }),
    /** Shown on a translated page no qualified translator has reviewed yet (never in production, which leaves such pages out). */
    translationNotice: text.meta({
      title: "Unreviewed translation notice",
      description: "Shown on a translated page no qualified translator has reviewed yet; never on the live site.",
    }),
    /** Shown on a page with a change its reviewers have not approved (never in production, which refuses such a change). */
    approvalNotice: text.meta({
      title: "Unapproved change notice",
      description: "Shown on a page whose latest changes the clinic's reviewers have not approved yet, in previews; never on the live site.",
    }),
    /** The names of the page's navigation areas, as screen readers list them. */
    landmarks: z
      .object({
        main: text.meta({ title: "Main menu", description: "Read aloud by screen readers as the main menu's name; not shown." }),
        mobile: text.meta({ title: "Phone menu", description: "Read aloud by screen readers as the name of the menu on phones; not shown." }),
        breadcrumb: text.meta({ title: "Breadcrumb links", description: "Read aloud by screen readers as the name of the links at the top of each page; not shown." }),
      })
      .strict()
      .meta({ title: "Names of the menus", description: "Read aloud by screen readers; not shown." }),
    menuButton: z
      .object({
        open: text.meta({ description: "The words of the menu button on phones while the menu is closed." }),
        close: text.meta({ description: "Its words while the menu is open." }),
      })
      .strict()
      .meta({ title: "Menu button", description: "The button that opens the menu on phones." }),
    callUs: text.meta({ title: "Call", description: "Shown before the phone number in the menu on phones." }),
    languageHelp: text.meta({
      title: "Language help",
      description: 'Shown before the list of languages spoken, in the footer and on the contact page, e.g. "We provide care in".',
    }),
    footer: z
      .object({
        contactTitle: text.meta({ title: "Contact heading", description: "The heading over the clinic's address, phone and e-mail." }),
        hoursTitle: text.meta({ title: "Hours heading", description: "The heading over the office hours." }),
        closedLabel: text.meta({ title: "Closed", description: "Shown for a day without hours, in the footer and on treatment pages." }),
        scheduleButton: link.meta({ title: "Booking button" }),
        rights: text.meta({ title: "Last line", description: "Shown after the year and the clinic's name, at the very foot of every page." }),
      })
      .strict()
      .meta({ description: "The words of the foot of every page." }),
    consultationCta: z
      .object({ title: heading, text: itemText, button: link, phonePrefix: beforePhone })
      .strict()
      .meta({ title: "Closing invitation", description: "The band inviting visitors to book, at the foot of most pages." }),
    /** An old address's forwarding page, where a server does not answer it with a redirect: "This page has moved to" the new one. */
    movedPage: z
      .object({ title: heading, text: text.meta({ description: 'Shown before the new page\'s link, e.g. "This page has moved to".' }) })
      .strict()
      .meta({ title: "Page moved", description: "The page shown at an old address that forwards to a new one." }),
    notFound: z
      .object({ title: heading, text: itemText, homeLink: link.meta({ title: "Link" }) })
      .strict()
      .meta({ title: "Page not found", description: "The page shown at an address the site does not have." }),
    errorBoundary: z
      .object({ title: heading, homeLink: link.meta({ title: "Link" }) })
      .strict()
      .meta({ title: "Page failed", description: "Shown in place of a page that failed to show." }),
    breadcrumbHome: z
      .object({ label: text.meta({ title: "Words", description: 'e.g. "Home".' }), path: internalPath })
      .strict()
      .meta({ title: "First breadcrumb link", description: "The first of the links at the top of each page." }),
    /**
     * What results are typical, shown beside every rating of a testimonial (the home carousel, the
     * testimonials page): a rating is one patient's view, not a typical result.
     */
    typicalResults: text.meta({
      title: "Ratings note",
      description: "Shown beside the stars of every patient story: a rating is one patient's view, not a typical result.",
    }),
    /**
     * What every group of patient stories says about them (the home carousel, the testimonials page,
     * the resources page's stories, a treatment page's quotes): how the clinic chooses the reviews it
     * shows (16 CFR 465.7 forbids hiding negative ones), that a rating rates the care, and the label
     * of a story's connection to the clinic. Sample until the clinic confirms it describes its practice.
     */
    testimonialPolicy: z
      .object({
        howChosen: text.meta({
          title: "How reviews are chosen",
          description:
            "Shown with every group of patient stories: how the clinic chooses the reviews it shows. It must be true: the law forbids hiding negative reviews.",
        }),
        ratingCaption: text.meta({
          title: "Before the stars",
          description: 'Shown before the stars of every rating, e.g. "Care experience": a rating rates the care, not the result of the treatment.',
        }),
        connectionLabel: text.meta({
          title: "Before a connection",
          description: 'Shown before what connects a patient to the clinic, with their story, e.g. "Connection to the clinic".',
        }),
        sample: sampleFlag,
      })
      .strict()
      .meta({
        title: "Patient stories policy",
        description: "What every group of patient stories says: how reviews are chosen, what a rating rates, and a patient's connection to the clinic.",
      }),
    /** How each of the physician's credentials (content/site.json physician) reads: templates with its fields in braces. */
    physicianCredentials: z
      .object({
        board: text
          .regex(/\{specialty\}/, 'must contain "{specialty}"')
          .meta({ title: "Board certification", description: 'e.g. "Board certified in {specialty} ({board})".' }),
        experience: text
          .regex(/\{years\}/, 'must contain "{years}"')
          .meta({ title: "Experience", description: 'e.g. "More than {years} years of experience".' }),
        appointment: text
          .regex(/\{hospital\}/, 'must contain "{hospital}"')
          .meta({ title: "Hospital appointment", description: 'e.g. "{role}, {hospital}".' }),
        languages: text
          .regex(/\{languages\}/, 'must contain "{languages}"')
          .meta({ title: "Languages", description: 'e.g. "Care in {languages}".' }),
      })
      .strict()
      .meta({
        title: "Credentials lines",
        description: "How each of the physician's credentials (written in Site) reads; the words in braces are filled in from there.",
      }),
    /** The labels beside every outcome figure's evidence, and the words for each kind of study. */
    evidence: z
      .object({
        title: heading,
        design: text.meta({ title: "Kind of study", description: "The label of that line." }),
        designs: z
          .object(Object.fromEntries((Object.keys(STUDY_DESIGNS) as StudyDesign[]).map((design) => [
              design,
              text.meta({ title: STUDY_DESIGNS[design], description: "How the evidence box beside a figure names this kind of study." }),
            ])) as Record<StudyDesign, typeof text>)
          .strict()
          .meta({ title: "Kinds of study", description: "How the page names each kind of study a figure can come from." }),
        source: text.meta({ title: "Published study", description: "The label of the study's link." }),
        measuredBy: text.meta({ title: "Measured by", description: "The label of that line." }),
        patients: text.meta({ title: "Number of patients", description: "The label of that line." }),
        period: text.meta({ description: "The label of that line." }),
        counts: text.meta({ title: "What it counts", description: "Shown before the figure's word." }),
      })
      .strict()
      .meta({ title: "Evidence box", description: "The heading and labels of the box beside every outcome figure." }),
    /**
     * The notices of every page's footer, both forms, the endpoint's pages without JavaScript and the
     * PDF guide (put together by src/lib/shared/notices.ts): free aids and services, free language
     * assistance in the patients' languages (each line in its own language), nondiscrimination under
     * the clinic's civil rights law (content/site.json civilRights.law), and a link to the page with
     * the full notice and the taglines in every language. In each, "{phone}" becomes the clinic's
     * phone and `tty` ("(212) 555-0147 (TTY: 711)").
     */
    auxiliaryAids: callNotice.meta({
      title: "Free aids and services",
      description: 'Notice in the footer of every page, the forms and the PDF guide: reasonable changes, aids and language help; "{phone}" becomes the phone number.',
    }),
    tty: text
      .regex(/\b711\b/, 'must give the relay number for deaf and hard-of-hearing callers, "711"')
      .meta({ title: "TTY line", description: 'The relay number for deaf and hard-of-hearing callers, after the phone number, e.g. "TTY: 711".' }),
    /**
     * The notice that free language help is available, in the languages most spoken in the State by
     * people with limited English (45 CFR 92.11: at least 15 under Section 1557): `everyPage` are shown
     * with the notices everywhere, `noticePage` only on the document whose section shows the taglines.
     * Each is written in its own language and is the same in every translation of this file.
     */
    languageAssistance: z
      .object({
        everyPage: z.array(tagline).min(1).meta({
          title: "On every page",
          description: "Shown with the notices in the footer of every page, on the forms and in the PDF guide (which prints Latin letters only).",
        }),
        noticePage: z.array(tagline).meta({
          title: "On the notice page",
          description: "Shown, with those above, on the page whose section shows the taglines (the notice of nondiscrimination).",
        }),
        sample: sampleFlag,
      })
      .strict()
      .refine((lines) => new Set([...lines.everyPage, ...lines.noticePage].map((line) => line.lang)).size === lines.everyPage.length + lines.noticePage.length, {
        message: "gives two notices in one language: keep one per language",
      })
      .meta({ title: "Free language help", description: "The notice that free language help is available, each in its own language." }),
    /** The notice of nondiscrimination under each law, with where else to complain (content/site.json civilRights.law picks one). */
    civilRightsNotice: z
      .object({
        section1557: civilRightsNoticeWords.meta({ title: "Under Section 1557", description: 'Shown when Site › Civil rights law is "Section 1557".' }),
        adaOnly: civilRightsNoticeWords.meta({ title: "Under the ADA only", description: 'Shown when Site › Civil rights law is "The ADA only".' }),
      })
      .strict()
      .meta({
        title: "Notice of nondiscrimination",
        description: "Shown with the notices, under the law chosen in Site (Civil rights law).",
      }),
    /** The last of the notices: a link to the full notice of nondiscrimination, the grievance procedure and the taglines in every language. */
    noticesLink: link.meta({
      title: "Link to the full notice",
      description: "The link after the notices, to the page with the full notice of nondiscrimination and free language help in every language.",
    }),
    /**
     * The link shown after every text that states a price (components/ui/PriceNotice.tsx; the content
     * check allows a price only where it is shown, price-notice.ts): a self-pay patient's right to a
     * Good Faith Estimate of the cost (No Surprises Act, 45 CFR 149.610).
     */
    goodFaithEstimate: link.meta({
      title: "Beside every price",
      description: "The link shown after every text that states a price, to the page on the patient's right to a Good Faith Estimate of the cost.",
    }),
    /**
     * Dates in words in this language: the month names in order and where day, month and year go,
     * for a language Intl has no data for (Haitian Creole: Intl falls back to English); the others'
     * dates follow their locale (src/lib/shared/locale-formats.ts). English's month names also name
     * the month a price was set (rules/price-dates.ts).
     */
    dates: z
      .object({
        months: z
          .array(text)
          .length(12, "must name the twelve months, January first")
          .meta({ description: "The twelve month names, January first." }),
        pattern: text
          .regex(/\{day\}/, 'must contain "{day}"')
          .regex(/\{month\}/, 'must contain "{month}"')
          .regex(/\{year\}/, 'must contain "{year}"')
          .meta({ title: "Order", description: 'Where day, month and year go, e.g. "{month} {day}, {year}".' }),
      })
      .strict()
      .meta({
        description:
          "How dates are written in words in a language the site's date formats do not know (Haitian Creole). English, Spanish and French dates follow each language's own conventions.",
      }),
    /** The word that joins the last two of a list ("angle, panyòl ak fransè") in a language Intl has no lists for (Haitian Creole). */
    listAnd: text.meta({
      title: "And",
      description:
        'The word that joins the last two of a list, e.g. "ak" in "angle ak panyòl", in a language the site\'s list formats do not know (Haitian Creole).',
    }),
    /**
     * Instructions that must read the same wherever they appear (one wording of what to
     * stop before a procedure, and of the price): every English text of content/ that contains one
     * of `mentions` must contain `text` word for word, or the build names it (check.ts). A mention
     * may join words with "…": "stop … blood thinner" finds both in one sentence, in that order.
     * The mentions are the check's words, not a visitor's: a translation copies them.
     */
    sameWording: z
      .array(
        z
          .object({
            mentions: z
              .array(z.string().trim().min(1, "must not be empty"))
              .min(1)
              .meta({
                title: "Words that give it",
                description:
                  'A text that contains any of these gives the instruction, and must give it word for word, e.g. "stop … blood thinner": "…" stands for any words between, in one sentence.',
              }),
            text: text.meta({ title: "Whole wording", description: "The instruction word for word." }),
            setOn: z
              .string()
              .regex(/^\d{4}-(?:0[1-9]|1[0-2])$/, 'must be a month written like "2026-11"')
              .optional()
              .meta({
                title: "Price set in",
                description: 'For a price: the month the clinic set it, e.g. "2026-11"; the wording says the same month and year. The live site refuses a price without it.',
              }),
          })
          .strict(),
      )
      .meta({
        title: "Same wording everywhere",
        description: "Instructions that must read the same wherever they appear: a text that gives one must give it word for word. Not shown itself.",
      }),
    treatmentSafety,
    procedureParts,
    /**
     * Terms of FDA rules the site may name (minimally manipulated, homologous use, same surgical
     * procedure), each with the regulation's text word for word and its paragraph on eCFR: a text
     * that names one must quote it and link it in the same entry (regulatory-terms.ts). `sample`
     * marks a quote not yet compared word for word with eCFR.
     */
    regulatoryTerms: z.array(
      z
        .object({
          terms: z.array(text).min(1).meta({ description: 'The term and other ways of writing it, e.g. "minimally manipulated".' }),
          citation: nameText.meta({ description: 'The regulation\'s paragraph, e.g. "21 CFR 1271.3(f)".' }),
          /** The regulation's own words. */
          text: text.meta({ title: "Regulation's words", description: "The regulation's text, word for word." }),
          href: z
            .string()
            .regex(/^https:\/\/www\.ecfr\.gov\//, "must be the regulation's address on eCFR (https://www.ecfr.gov/...)")
            .meta({ title: "Address on eCFR", description: 'The paragraph\'s address, starting "https://www.ecfr.gov/".' }),
          sample: sampleFlag,
        })
        .strict(),
    )
    .meta({
      title: "FDA rule terms",
      description: "Terms of FDA rules the site may name: a text that names one must quote and link the regulation in the same entry.",
    }),
  })
  .strict()
