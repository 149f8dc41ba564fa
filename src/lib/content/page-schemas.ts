import { z } from "zod"
import { link, pageSeo, text } from "./fields"

/** content/pages/home.json */
export const homeSchema = z
  .object({
    seo: pageSeo,
    hero: z
      .object({
        headline: text,
        intro: text,
        primaryButton: link,
        secondaryButton: link,
        benefits: z.array(text).length(4),
      })
      .strict(),
  })
  .strict()

/** content/pages/not-found.json and other single-message pages share nothing more than SEO. */
export type HomeContent = z.infer<typeof homeSchema>
