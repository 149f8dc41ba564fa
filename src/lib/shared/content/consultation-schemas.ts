import { z } from "zod"
import { CONDITIONS } from "../consultation/constants"
import { FIELD_NAMES, FIELDS, FORM_ERRORS, FORM_KINDS, type FormKind } from "../consultation/fields"
import { link, pageSeo, text } from "./fields"
import type { Loaded } from "./loaded"

/** A sentence with one link in it: "... agree to the [privacy policy] ..." */
const linkedSentence = z.object({ before: text, link, after: text }).strict().meta({ graphqlType: "LinkedSentence" })

/** The fields a patient sees and fills in, each with its words here; a hidden one (the page's language) has none. */
const WORDED_FIELD_NAMES = FIELD_NAMES.filter((name) => FIELDS[name].control !== "hidden") as [string, ...string[]]

/** The words of one field of the forms (src/lib/shared/consultation/fields.ts), by its name. */
const fieldCopy = z
  .object({
    name: z.enum(WORDED_FIELD_NAMES),
    /** Beside the control, and before the value in the e-mail to the clinic. */
    label: text,
    /** Under the label, before the control. */
    hint: text.optional(),
    /** In the empty control: an example, or the empty choice of a list. */
    placeholder: text.optional(),
    /** Beside the control and in the error summary when the value is refused. */
    error: text,
  })
  .strict()

/** The words of one form: its heading, introduction and button, which conditions it offers (all, if not listed), and a sentence under it. */
const formCopy = z
  .object({
    title: text,
    intro: text,
    submit: text,
    conditions: z.array(z.enum(CONDITIONS)).min(1).optional(),
    agreement: linkedSentence.optional(),
  })
  .strict()
  .meta({ graphqlType: "ConsultationFormCopy" })

/** content/forms.json: every word of the consultation forms and of the endpoint's answers. */
export const formsSchema = z
  .object({
    conditions: z
      .array(z.object({ value: z.enum(CONDITIONS), label: text }).strict())
      .length(CONDITIONS.length)
      .refine((list) => new Set(list.map((c) => c.value)).size === CONDITIONS.length, "must list each condition once"),
    fieldWords: z
      .array(fieldCopy)
      .length(WORDED_FIELD_NAMES.length, `must give the words of each field once: ${WORDED_FIELD_NAMES.join(", ")}`)
      .refine((list) => new Set(list.map((field) => field.name)).size === WORDED_FIELD_NAMES.length, "must give the words of each field once"),
    optionalLabel: text,
    honeypotLabel: text,
    consent: linkedSentence,
    ...(Object.fromEntries(FORM_KINDS.map((kind) => [kind, formCopy])) as Record<FormKind, typeof formCopy>),
    sending: text,
    emergency: text,
    success: z.object({ title: text, text, referenceLabel: text, emergency: text }).strict(),
    /** Instead of `success` when the mail failed and the request is stored until it is delivered (the reference and emergency lines are success's). */
    held: z.object({ title: text, text }).strict(),
    errorSummaryTitle: text,
    /** Errors that belong to no one field. */
    errors: z.object(Object.fromEntries(FORM_ERRORS.map((key) => [key, text])) as Record<(typeof FORM_ERRORS)[number], typeof text>).strict(),
    unavailable: text,
    rateLimited: text,
    rejected: text,
    noScript: z
      .object({
        successPageTitle: text,
        heldPageTitle: text,
        errorPageTitle: text,
        /** The page of a confirmation link that no delivered request signed (copied, typed or changed). */
        unconfirmed: z.object({ title: text, text }).strict(),
        back: text,
        formLink: link,
        homeLink: link,
      })
      .strict(),
  })
  .strict()

/** content/pages/contact.json */
export const contactPageSchema = z
  .object({
    seo: pageSeo,
    title: text,
    intro: text,
    detailsTitle: text,
    addressLabel: text,
    phoneLabel: text,
    emailLabel: text,
    hoursTitle: text,
    closedLabel: text,
    directionsTitle: text,
    directions: z.array(text).min(1),
    map: z.object({ title: text, notice: text, showButton: text, openLink: text, frameTitle: text }).strict(),
    emergency: z.object({ title: text, text }).strict(),
  })
  .strict()


/** What the forms show (all of content/forms.json but the pages the endpoint answers with), as a page queries it. */
export type FormsCopy = Loaded<Omit<z.output<typeof formsSchema>, "noScript">>
