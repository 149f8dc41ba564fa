import { z } from "zod"

/** Building blocks shared by every content schema. */

export const text = z.string().trim().min(1, "must not be empty")

/** A link inside the site, such as "/services/knee" or "/resources/faq#knees". */
export const internalPath = z
  .string()
  .regex(/^\/(?!\/)/, 'must be a path inside the site starting with "/"')

/** An image file, relative to the JSON file that names it, e.g. "../images/knee.jpg". */
export const imagePath = z
  .string()
  .regex(/\.(jpe?g|png|webp|avif)$/i, "must name a .jpg, .png, .webp or .avif file")

export const link = z.object({ label: text, path: internalPath }).strict()

/** Sample content (testimonials, ratings, outcome figures) that only real, consented data may replace. */
export const sampleFlag = z.boolean().optional()

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
    title: text,
    description: text.max(170, "keep descriptions under 170 characters so search results show them whole"),
    keywords: z.array(text).optional(),
  })
  .strict()
