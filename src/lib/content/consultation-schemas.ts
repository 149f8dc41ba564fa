import { z } from "zod"
import { CONDITIONS } from "../consultation/constants"
import { link, pageSeo, text } from "./fields"

/** A sentence with one link in it: "... agree to the [privacy policy] ..." */
const linkedSentence = z.object({ before: text, link, after: text }).strict()

/** content/forms.json: every word of the two consultation forms and of the endpoint's answers. */
export const formsSchema = z
  .object({
    conditions: z
      .array(z.object({ value: z.enum(CONDITIONS), label: text }).strict())
      .length(CONDITIONS.length)
      .refine((list) => new Set(list.map((c) => c.value)).size === CONDITIONS.length, "must list each condition once"),
    conditionPlaceholder: text,
    labels: z
      .object({ firstName: text, lastName: text, name: text, email: text, phone: text, condition: text, message: text, optional: text, honeypot: text })
      .strict(),
    phonePlaceholder: text,
    messageHint: text,
    consent: linkedSentence,
    home: z
      .object({ title: text, intro: text, conditions: z.array(z.enum(CONDITIONS)).min(1), submit: text, agreement: linkedSentence })
      .strict(),
    contact: z.object({ title: text, intro: text, submit: text }).strict(),
    sending: text,
    emergency: text,
    success: z.object({ title: text, text, referenceLabel: text, emergency: text }).strict(),
    errorSummaryTitle: text,
    errors: z
      .object({ firstName: text, lastName: text, name: text, email: text, phone: text, contactMethod: text, condition: text, message: text, consent: text, form: text })
      .strict(),
    unavailable: text,
    rateLimited: text,
    rejected: text,
    noScript: z
      .object({
        successPageTitle: text,
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

export type FormsContent = z.infer<typeof formsSchema>
