import { z } from "zod"
import { CONDITIONS } from "../../consultation/constants"
import { FIELD_NAMES, FIELDS, FORM_ERRORS, FORM_KINDS, type FormKind } from "../../consultation/fields"
import { emailLabel, heading, itemText, link, LISTS_OFFERED, pageIntro, pageSeo, pageTitle, phoneLabel, text } from "./field-kinds"
import type { Loaded } from "./loaded"

/** A sentence with one link in it: "... agree to the [privacy policy] ..." */
const linkedSentence = z
  .object({
    before: text.meta({ title: "Before the link", description: "The sentence's words before the link." }),
    link,
    after: text.meta({ title: "After the link", description: "The sentence's words after the link." }),
  })
  .strict()
  .meta({ graphqlType: "LinkedSentence", description: "A sentence under the form with one link in it." })

/** The fields a patient sees and fills in, each with its words here; a hidden one (the page's language) has none. */
const WORDED_FIELD_NAMES = FIELD_NAMES.filter((name) => FIELDS[name].control !== "hidden") as [string, ...string[]]

/** The words of one field of the forms (src/lib/shared/consultation/fields.ts), by its name. */
const fieldCopy = z
  .object({
    name: z.enum(WORDED_FIELD_NAMES).meta({ title: "Field", description: "Which field of the forms these words are for." }),
    /** Beside the control, and before the value in the e-mail to the clinic. */
    label: text.meta({ description: "The field's name on the form, and before its value in the e-mail to the clinic." }),
    /** Under the label, before the control. */
    hint: text.optional().meta({ description: "A help line under the field's name (optional)." }),
    /** In the empty control: an example, or the empty choice of a list. */
    placeholder: text.optional().meta({ title: "Example", description: "Shown greyed in the empty field: an example, or the empty choice of a list (optional)." }),
    /** Beside the control and in the error summary when the value is refused. */
    error: text.meta({ title: "Error message", description: "Shown by the field, and in the list of problems, when what the patient typed is refused." }),
  })
  .strict()

/** The words of one form: its heading, introduction and button, which conditions it offers (all, if not listed), and a sentence under it. */
const formCopy = z
  .object({
    title: heading,
    intro: text.meta({ title: "Introduction", description: "A short paragraph under the form's heading." }),
    submit: text.meta({ title: "Send button", description: "The words of the form's send button." }),
    conditions: z
      .array(z.enum(CONDITIONS))
      .min(1)
      .optional()
      .meta({ description: "The conditions this form offers to choose from; leave empty to offer all." }),
    agreement: linkedSentence.optional().meta({ title: "Sentence under the form", description: "A sentence with one link, under the form's fields, before the send button (optional)." }),
  })
  .strict()
  .meta({ graphqlType: "ConsultationFormCopy", description: "The words of this consultation form: its heading, introduction and button." })

/** Where each form is, as the editor names its words. */
const FORM_PLACES: Record<FormKind, string> = { home: "Form on the home page", contact: "Form on the contact page" }

/** When each of the forms' own errors (those of no one field) is shown. */
const FORM_ERROR_WHEN: Record<(typeof FORM_ERRORS)[number], string> = {
  contactMethod: "Shown when a form needs a phone number or an e-mail address and has neither.",
  form: "Shown when a form is refused for a reason no field's message gives.",
}

/** content/forms.json: every word of the consultation forms and of the endpoint's answers. */
export const formsSchema = z
  .object({
    conditions: z
      .array(
        z
          .object({
            value: z.enum(CONDITIONS).meta({ title: "Condition", description: "Which condition these words are for." }),
            label: text.meta({ title: "Words", description: "How the forms' list of conditions shows it." }),
          })
          .strict(),
      )
      .meta({ ...LISTS_OFFERED, description: "The words of each condition a patient can choose on the forms, each once." })
      .length(CONDITIONS.length)
      .refine((list) => new Set(list.map((c) => c.value)).size === CONDITIONS.length, "must list each condition once"),
    fieldWords: z
      .array(fieldCopy)
      .length(WORDED_FIELD_NAMES.length, `must give the words of each field once: ${WORDED_FIELD_NAMES.join(", ")}`)
      .refine((list) => new Set(list.map((field) => field.name)).size === WORDED_FIELD_NAMES.length, "must give the words of each field once")
      .meta({ title: "Fields' words", description: "The words of each field of the forms, each field once." }),
    optionalLabel: text.meta({ title: "Optional", description: 'Shown after the name of a field that may be left empty, e.g. "(optional)".' }),
    honeypotLabel: text.meta({
      title: "Trap field",
      description: "The name of a field hidden from visitors, which only automated spam fills in; not shown.",
    }),
    consent: linkedSentence.meta({ title: "Consent sentence", description: "The sentence by the consent checkbox, with a link (e.g. to the privacy policy)." }),
    ...(Object.fromEntries(FORM_KINDS.map((kind) => [kind, formCopy.meta({ title: FORM_PLACES[kind] })])) as Record<FormKind, typeof formCopy>),
    sending: text.meta({ description: "Shown while a request is being sent." }),
    emergency: text.meta({ title: "Emergency line", description: "Shown under every form's fields, before the send button: it is not for emergencies, call 911." }),
    success: z
      .object({
        title: heading,
        text: itemText,
        referenceLabel: text.meta({ title: "Before the reference", description: "Shown before the request's reference number." }),
        emergency: text.meta({ title: "Emergency line", description: "Shown last: in an emergency, call 911." }),
      })
      .strict()
      .meta({ title: "Sent", description: "Shown in place of the form once a request is sent." }),
    /** Instead of `success` when the mail failed and the request is stored until it is delivered (the reference and emergency lines are success's). */
    held: z
      .object({ title: heading, text: itemText })
      .strict()
      .meta({ title: "Received, not yet delivered", description: "Shown instead of Sent when the request is kept and delivered to the clinic a little later." }),
    errorSummaryTitle: text.meta({ title: "Problems heading", description: "The heading over the list of problems when a form is refused." }),
    /** Errors that belong to no one field. */
    errors: z
      .object(Object.fromEntries(FORM_ERRORS.map((key) => [key, text.meta({ description: FORM_ERROR_WHEN[key] })])) as Record<(typeof FORM_ERRORS)[number], typeof text>)
      .strict()
      .meta({ title: "Other problems", description: "Messages for problems of the whole form, not of one field." }),
    unavailable: text.meta({ title: "Could not send", description: "Shown when a request cannot be sent just now; the phone number follows." }),
    rateLimited: text.meta({ title: "Too many requests", description: "Shown after several requests in a short time; the phone number follows." }),
    rejected: text.meta({ title: "Request refused", description: "Shown when a request could not be read." }),
    noScript: z
      .object({
        successPageTitle: text.meta({ title: "Sent page heading", description: "The heading of the page shown once a request is sent." }),
        heldPageTitle: text.meta({ title: "Received page heading", description: "The heading of the page shown when a request is kept to be delivered later." }),
        errorPageTitle: text.meta({ title: "Problem page heading", description: "The heading of the page shown when a request was not sent." }),
        /** The page of a confirmation link that no delivered request signed (copied, typed or changed). */
        unconfirmed: z
          .object({ title: heading, text: itemText })
          .strict()
          .meta({ title: "Unknown confirmation link", description: "The page of a confirmation link that matches no request sent." }),
        back: text.meta({ title: "Back", description: "The words of the link back to the form." }),
        formLink: link.meta({ title: "Form link" }),
        homeLink: link.meta({ title: "Home link" }),
      })
      .strict()
      .meta({
        title: "Pages without JavaScript",
        description: "The pages a browser shows after sending a form with JavaScript turned off; rarely seen.",
      }),
  })
  .strict()

/** content/pages/contact.json */
export const contactPageSchema = z
  .object({
    seo: pageSeo,
    title: pageTitle,
    intro: pageIntro,
    detailsTitle: text.meta({
      title: "Details heading",
      description: "The heading over the clinic's address, phone and e-mail, which are edited in the Site form, not here.",
    }),
    addressLabel: text.meta({ title: "Address label", description: "Shown before the address, which is edited in the Site form." }),
    phoneLabel,
    emailLabel,
    hoursTitle: text.meta({ title: "Hours heading", description: "The heading over the office hours, which are edited in the Site form." }),
    closedLabel: text.meta({ title: "Closed", description: "Shown for a day without hours." }),
    directionsTitle: text.meta({ title: "Directions heading", description: "The heading over the directions." }),
    directions: z.array(text).min(1).meta({ description: "How to get to the clinic, one point per entry." }),
    map: z
      .object({
        title: heading,
        notice: text.meta({ description: "Shown until the map is loaded: who provides the map and what they may record." }),
        showButton: text.meta({ title: "Show map button", description: "The button that loads the map." }),
        openLink: text.meta({ title: "Open map link", description: "The link that opens the map in a new tab." }),
        frameTitle: text.meta({ title: "Map's name", description: "Read aloud by screen readers as the map's name; not shown." }),
      })
      .strict()
      .meta({ description: "The map, shown only when the visitor asks for it." }),
    emergency: z
      .object({ title: heading, text: itemText })
      .strict()
      .meta({ title: "Emergency box", description: "A box saying what to do in an emergency." }),
  })
  .strict()


/** What the forms show (all of content/forms.json but the pages the endpoint answers with), as a page queries it. */
export type FormsCopy = Loaded<Omit<z.output<typeof formsSchema>, "noScript">>
