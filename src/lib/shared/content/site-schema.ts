import { z } from "zod"
import { imagePath, text, time24h, weekday } from "./fields"

const officeHours = z
  .object({
    label: text,
    days: z.array(weekday).min(1),
    opens: time24h.optional(),
    closes: time24h.optional(),
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
    siteName: text,
    siteUrl: z.string().url().regex(/^https?:\/\/[^/]+$/, "must be an origin without a trailing slash"),
    description: text,
    physician: z
      .object({
        name: text,
        credentials: text,
        profession: text,
        /** schema.org MedicalSpecialty values (https://schema.org/MedicalSpecialty), for search engines. */
        medicalSpecialties: z
          .array(z.enum(Object.keys(MEDICAL_SPECIALTIES) as Array<keyof typeof MEDICAL_SPECIALTIES>).meta({ optionLabels: MEDICAL_SPECIALTIES }))
          .min(1),
        /**
         * The physician's credentials, written only here and shown from here wherever the site states
         * them (content/shared.json physicianCredentials words each line): each board certification
         * (the specialty, the certifying board's name), the years of experience, each hospital
         * appointment by the hospital's name. A placeholder among them blocks launch.
         */
        boardCertifications: z.array(z.object({ specialty: text, board: text }).strict()).min(1),
        yearsOfExperience: z.number().int().positive(),
        hospitalAppointments: z.array(z.object({ role: text, hospital: text }).strict()),
      })
      .strict(),
    phone: z.string().regex(/^\(\d{3}\) \d{3}-\d{4}$/, 'must be written like "(212) 555-0147"'),
    email: z.string().email(),
    address: z
      .object({
        streetAddress: text,
        addressLocality: text,
        addressRegion: z.string().length(2),
        postalCode: z.string().regex(/^\d{5}$/),
        addressCountry: z.string().length(2),
        neighborhood: text,
      })
      .strict(),
    geo: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }).strict(),
    officeHours: z.array(officeHours).min(1),
    languages: z.array(text).min(1),
    socialImage: imagePath,
    socialImageAlt: text,
  })
  .strict()


export type SiteContent = z.infer<typeof siteSchema>
