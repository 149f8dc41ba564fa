import { z } from "zod"
import { reviewers, reviewsRequired } from "./review-schemas"
import { civilRightsLaw, imageAlt, imagePath, nameText, text, time24h, weekday } from "./field-kinds"

const officeHours = z
  .object({
    label: text.meta({ title: "Days, as shown", description: 'The days as the site shows them, e.g. "Mon, Wed, Fri".' }),
    days: z.array(weekday).min(1).meta({ description: "The same days, for search engines; not shown." }),
    opens: time24h.optional().meta({ description: 'Opening time, 24-hour, e.g. "09:00"; leave both times empty for a closed day.' }),
    closes: time24h.optional().meta({ description: 'Closing time, 24-hour, e.g. "17:30".' }),
  })
  .strict()
  .refine((hours) => (hours.opens === undefined) === (hours.closes === undefined), {
    message: "give both opens and closes, or neither for a closed day",
  })

/** The schema.org MedicalSpecialty values a clinic of this kind may name, each with the words the editor shows for it. */
const MEDICAL_SPECIALTIES = {
  Musculoskeletal: "Bones, joints and muscles (musculoskeletal)",
  Physiotherapy: "Physical therapy",
  PrimaryCare: "Primary care",
  Rheumatologic: "Rheumatology",
  Urologic: "Urology",
  Dermatology: "Dermatology (skin)",
  Neurologic: "Neurology",
  SportsMedicine: "Sports medicine",
} as const

/** content/site.json: the clinic's identity, written once and read everywhere. */
export const siteSchema = z
  .object({
    siteName: nameText.meta({ title: "Clinic's name", description: "Shown at the top of every page, in the footer and in each page's title in search results." }),
    siteUrl: z
      .string()
      .url()
      .regex(/^https?:\/\/[^/]+$/, "must be an origin without a trailing slash")
      .meta({ title: "Website address", description: 'The site\'s address, e.g. "https://www.example.com", without a "/" at the end; used in links that search engines read.' }),
    description: text.meta({ description: "What the clinic is, in a sentence, for search engines; not shown on the page." }),
    physician: z
      .object({
        name: nameText.meta({ description: 'As the site names the physician, e.g. "Dr. Jane Doe".' }),
        credentials: nameText.meta({ title: "Degrees", description: 'Written after the name, e.g. "MD".' }),
        profession: text.meta({ description: 'Written after the degrees, e.g. "physical medicine and rehabilitation".' }),
        /** schema.org MedicalSpecialty values (https://schema.org/MedicalSpecialty), for search engines. */
        medicalSpecialties: z
          .array(z.enum(Object.keys(MEDICAL_SPECIALTIES) as Array<keyof typeof MEDICAL_SPECIALTIES>).meta({ optionLabels: MEDICAL_SPECIALTIES }))
          .min(1)
          .meta({ title: "Medical specialties", description: "For search engines; not shown on the page." }),
        /**
         * The physician's credentials, written only here and shown from here wherever the site states
         * them (content/shared.json physicianCredentials words each line): each board certification
         * (the specialty, the certifying board's name), the years of experience, each hospital
         * appointment by the hospital's name. A placeholder among them blocks launch.
         */
        boardCertifications: z
          .array(
            z
              .object({
                specialty: text.meta({ description: "The specialty certified." }),
                board: nameText.meta({ description: "The certifying board's full name." }),
              })
              .strict(),
          )
          .min(1)
          .meta({ description: "Listed with the physician's credentials on the home, about and services pages." }),
        yearsOfExperience: z
          .number()
          .int()
          .positive()
          .meta({ description: "Listed with the physician's credentials." }),
        hospitalAppointments: z
          .array(
            z
              .object({
                role: text.meta({ description: 'The physician\'s role there, e.g. "Chief of Service".' }),
                hospital: nameText.meta({ description: "The hospital's name." }),
              })
              .strict(),
          )
          .meta({ description: "Listed with the physician's credentials." }),
      })
      .strict()
      .meta({ description: "The clinic's physician, named on many pages, with the credentials the site lists." }),
    phone: z
      .string()
      .regex(/^\(\d{3}\) \d{3}-\d{4}$/, 'must be written like "(212) 555-0147"')
      .meta({ description: 'Shown in the header, the footer and wherever the site asks patients to call; written like "(212) 555-0147".' }),
    email: z.string().email().meta({ title: "E-mail", description: "Shown in the footer and on the contact page." }),
    address: z
      .object({
        streetAddress: nameText.meta({ title: "Street", description: 'Street and number, e.g. "123 Main Street, Suite 4".' }),
        addressLocality: nameText.meta({ title: "City", description: 'e.g. "New York".' }),
        addressRegion: z.string().length(2).meta({ title: "State", description: 'Two letters, e.g. "NY".' }),
        postalCode: z
          .string()
          .regex(/^\d{5}$/)
          .meta({ title: "ZIP code", description: "Five digits." }),
        addressCountry: z.string().length(2).meta({ title: "Country", description: 'Two letters, e.g. "US".' }),
        neighborhood: nameText.meta({ description: "Shown under the address on the contact page." }),
      })
      .strict()
      .meta({ description: "The clinic's address, shown in the footer and on the contact page." }),
    geo: z
      .object({
        latitude: z.number().min(-90).max(90).meta({ description: "North–south position, e.g. 40.7577." }),
        longitude: z.number().min(-180).max(180).meta({ description: "East–west position, e.g. -73.9857." }),
      })
      .strict()
      .meta({ title: "Map position", description: "The clinic's position on a map, for search engines; not shown." }),
    officeHours: z
      .array(officeHours)
      .min(1)
      .meta({ description: "Shown in the footer, on the contact page and in each treatment's risks section." }),
    languages: z.array(text).min(1).meta({ title: "Languages spoken", description: "The languages the staff speak, listed in the footer and on the contact and about pages." }),
    /**
     * Which civil rights law the clinic's notices follow (content/shared.json civilRightsNotice has
     * the words of each; a document's section may be shown under one law only), and the person who
     * answers requests for free help and complaints of discrimination (45 CFR 92.7).
     */
    civilRights: z
      .object({
        law: civilRightsLaw.meta({
          title: "Civil rights law",
          description:
            "Section 1557 if the clinic receives federal financial assistance (Medicare or Medicaid payments among them); the ADA only if it receives none. Ask the clinic's lawyer.",
        }),
        coordinator: z
          .object({
            name: nameText.meta({ description: "The civil rights coordinator's name, shown on the notice of nondiscrimination and the grievance procedure." }),
            title: text.meta({ title: "Job title", description: 'Their job title, e.g. "Practice manager".' }),
            contact: text.meta({ title: "How to reach them", description: "Their phone, e-mail and mailing address, as the pages show them." }),
          })
          .strict()
          .meta({
            title: "Civil rights coordinator",
            description: "The person who answers requests for free help and complaints of discrimination (required by Section 1557 of a clinic of 15 or more employees).",
          }),
      })
      .strict()
      .meta({ title: "Civil rights", description: "Which civil rights law the clinic's notices follow, and who answers requests and complaints." }),
    socialImage: imagePath.meta({ title: "Sharing image", description: "Shown when a page without an image of its own is shared on social media or in messages." }),
    socialImageAlt: imageAlt,
    reviewers,
    reviewsRequired,
  })
  .strict()


export type SiteContent = z.infer<typeof siteSchema>
