import { z } from "zod"
import { languageForStaff, TRANSLATED_LANGUAGES, type LanguageCode } from "../../languages"
import { reviewRole, ROLE_CHOICES } from "./records"

/** The schemas of content/site.json's list of reviewers and of the reviews each file needs (approvals.ts says what they decide). */

const englishReviewRole = z.enum(["clinical", "compliance"]).meta({ optionLabels: ROLE_CHOICES })
const translatedLanguage = z.enum(TRANSLATED_LANGUAGES.map(({ code }) => code) as [LanguageCode, ...LanguageCode[]]).meta({
  optionLabels: Object.fromEntries(TRANSLATED_LANGUAGES.map(({ code }) => [code, languageForStaff(code)])),
})

/** A person the clinic allows to approve content (content/site.json `reviewers`). */
const reviewer = z
  .object({
    name: z.string().trim().min(1, "must not be empty").meta({ description: "The reviewer's full name, as their approvals record it." }),
    qualification: z
      .string()
      .trim()
      .min(1, "must not be empty")
      .meta({ description: 'What qualifies them, e.g. "MD, physical medicine and rehabilitation", "Regulatory counsel", "ATA-certified medical translator".' }),
    roles: z
      .array(reviewRole)
      .min(1, "must name at least one review")
      .meta({ title: "Reviews they may approve", description: "Each review this person is qualified to give, e.g. a licensed clinician the clinical review." }),
    languages: z
      .array(translatedLanguage)
      .optional()
      .meta({ title: "Languages they review", description: "For a translator: the languages whose translations they may approve." }),
  })
  .strict()
  .refine((person) => !person.roles.includes("translation") || (person.languages?.length ?? 0) > 0, {
    message: "names no language: a translator approves translations of the languages listed here",
    path: ["languages"],
  })

export type Reviewer = z.output<typeof reviewer>

export const reviewers = z
  .array(reviewer)
  .refine((people) => new Set(people.map((person) => person.name)).size === people.length, { message: "names a reviewer twice" })
  .meta({
    title: "Reviewers",
    description:
      "The people who may approve what patients read: a change is published only once those the file needs have approved it. Not shown on the site.",
  })

/** A line of content/site.json `reviewsRequired`: which files need which reviews. */
const reviewRequirement = z
  .object({
    files: z
      .string()
      .regex(/^[\w.*/-]+$/, 'must be a path under content/, where * stands for any name, e.g. "treatments/*"')
      .meta({ description: 'A file under content/, e.g. "pages/faq.json"; * stands for any name ("treatments/*": every treatment page), ** for any path.' }),
    roles: z
      .array(englishReviewRole)
      .min(1, "must name at least one review")
      .meta({ title: "Reviews needed", description: "Each review these files need before patients read a change." }),
  })
  .strict()

export type ReviewRequirement = z.output<typeof reviewRequirement>

export const reviewsRequired = z.array(reviewRequirement).meta({
  title: "Reviews each page needs",
  description:
    "The first line whose files match a content file says which reviews it needs; a file no line matches needs clinical and compliance review. A translation needs a translator of its language.",
})

