import { z } from "zod"
import { GUIDANCE, HARVESTS, internalPath, link, sampleFlag, siteAddress, text } from "./fields"

/** content/navigation.json: every menu and link list of the shared layout. */
export const navigationSchema = z
  .object({
    header: z.array(link).min(1),
    contact: link,
    footerGroups: z.array(z.object({ title: text, links: z.array(link).min(1) }).strict()).min(1),
  })
  .strict()

/**
 * content/redirects.json: old or alternative addresses that must keep working. Each answers with
 * a page that forwards the visitor to `to`, which must be a page of the site.
 */
export const redirectsSchema = z
  .object({
    redirects: z.array(z.object({ from: siteAddress, to: internalPath }).strict()),
  })
  .strict()


const risks = z.array(text).min(1)

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
    title: text,
    localAnesthetic: z.object({ title: text, risks }).strict(),
    harvests: z.array(
      z
        .object({
          id: z.enum(HARVESTS),
          /** The sample's name where the page says how it is prepared: "Bone marrow". */
          name: text,
          /** What is done to the sample before it is injected, plainly. */
          preparation: text,
          title: text,
          risks,
        })
        .strict(),
    ),
    guidance: z.array(z.object({ id: z.enum(GUIDANCE), title: text, risks }).strict()),
    /** What to do when the clinic is closed, shown with its office hours in every "Risks and side effects". */
    outOfHours: text,
  })
  .strict()

/** content/shared.json: copy that the shared layout and every page can show. */
export const sharedSchema = z
  .object({
    skipLink: text,
    /** The name of the language switcher's list of languages ("Language"); each language is named in itself (src/lib/shared/languages.ts). */
    languageSwitcher: z.object({ label: text }).strict(),
    /** Shown on a translated page no qualified translator has reviewed yet (never in production, which leaves such pages out). */
    translationNotice: text,
    /** The names of the page's navigation areas, as screen readers list them. */
    landmarks: z.object({ main: text, mobile: text, breadcrumb: text }).strict(),
    menuButton: z.object({ open: text, close: text }).strict(),
    callUs: text,
    languageHelp: text,
    footer: z
      .object({
        contactTitle: text,
        hoursTitle: text,
        closedLabel: text,
        scheduleButton: link,
        rights: text,
      })
      .strict(),
    consultationCta: z
      .object({ title: text, text, button: link, phonePrefix: text })
      .strict(),
    /** An old address's forwarding page, where a server does not answer it with a redirect: "This page has moved to" the new one. */
    movedPage: z.object({ title: text, text }).strict(),
    notFound: z.object({ title: text, text, homeLink: link }).strict(),
    errorBoundary: z.object({ title: text, homeLink: link }).strict(),
    breadcrumbHome: z.object({ label: text, path: internalPath }).strict(),
    /**
     * What results are typical, shown beside every rating of a testimonial (the home carousel, the
     * testimonials page): a rating is one patient's view, not a typical result.
     */
    typicalResults: text,
    /** How each of the physician's credentials (content/site.json physician) reads: templates with its fields in braces. */
    physicianCredentials: z
      .object({
        board: text.regex(/\{specialty\}/, 'must contain "{specialty}"'),
        experience: text.regex(/\{years\}/, 'must contain "{years}"'),
        appointment: text.regex(/\{hospital\}/, 'must contain "{hospital}"'),
        languages: text.regex(/\{languages\}/, 'must contain "{languages}"'),
      })
      .strict(),
    /** The labels beside every outcome figure's evidence. */
    evidence: z.object({ title: text, measuredBy: text, patients: text, period: text, counts: text }).strict(),
    /**
     * The notices of every page's footer, both forms, the endpoint's pages without JavaScript and the
     * PDF guide (put together by src/lib/shared/notices.ts): free aids and services, free language
     * assistance in each of the patients' languages (each line in its own language), and
     * nondiscrimination. Each that asks the reader to call is followed by the clinic's phone and
     * `tty` ("TTY: 711").
     */
    auxiliaryAids: text,
    tty: text.regex(/\b711\b/, 'must give the relay number for deaf and hard-of-hearing callers, "711"'),
    languageAssistance: z
      .array(z.object({ lang: z.string().regex(/^[a-z]{2,3}$/, 'must be a language code such as "es"'), text }).strict())
      .min(1),
    /** May name the clinic as "{siteName}". */
    nondiscrimination: text,
    /** Where else a patient may complain of discrimination (the federal Office for Civil Rights). */
    civilRightsComplaint: text,
    /**
     * Instructions that must read the same wherever they appear (DECISIONS: one wording for
     * medication before a procedure): every text of content/ that contains `mentions` (the
     * instruction's opening words) must contain `text` word for word, or the build names it
     * (src/lib/shared/content/check.ts).
     */
    /**
     * Dates in words in this language: the month names in order and where day, month and year go.
     * Kept here because browsers and Node have no Haitian Creole month names (Intl falls back to English).
     */
    dates: z
      .object({
        months: z.array(text).length(12, "must name the twelve months, January first"),
        pattern: text
          .regex(/\{day\}/, 'must contain "{day}"')
          .regex(/\{month\}/, 'must contain "{month}"')
          .regex(/\{year\}/, 'must contain "{year}"'),
      })
      .strict(),
    /** The word that joins the last two of a list ("English, French and Spanish"). */
    listAnd: text,
    sameWording: z.array(z.object({ mentions: text, text }).strict()),
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
          terms: z.array(text).min(1),
          citation: text,
          /** The regulation's own words. */
          text,
          href: z.string().regex(/^https:\/\/www\.ecfr\.gov\//, "must be the regulation's address on eCFR (https://www.ecfr.gov/...)"),
          sample: sampleFlag,
        })
        .strict(),
    ),
  })
  .strict()
