import { z } from "zod"
import { imagePath, pageSeo, text } from "./fields"

/**
 * content/treatments/<slug>.json: one treatment page at /services/<slug>.
 * The top-level fields are what other pages read (service cards, the home treatment grid);
 * `sections` is the ordered, typed body of the page.
 */
export const treatmentSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens"),
    title: text,
    seo: pageSeo,
    intro: text,
    /** How the treatment appears on cards elsewhere (services list, home grid). */
    card: z.object({ title: text, description: text }).strict(),
    heroImage: imagePath,
    heroImageAlt: text,
    sections: z.array(z.unknown()),
  })
  .strict()

export type TreatmentContent = z.infer<typeof treatmentSchema>

export const treatmentPath = (slug: string) => `/services/${slug}`
