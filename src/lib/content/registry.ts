import type { z } from "zod"
import { contactPageSchema, formsSchema } from "./consultation-schemas"
import { navigationSchema, sharedSchema } from "./layout-schemas"
import { homeSchema } from "./page-schemas"
import { siteSchema } from "./site-schema"
import { treatmentSchema } from "./treatment-schema"

/**
 * Which schema each content file must follow, by its path under content/.
 * A JSON file that matches no entry fails the content check: add its schema here.
 */
export const CONTENT_SCHEMAS: ReadonlyArray<{ files: RegExp; schema: z.ZodType }> = [
  { files: /^site\.json$/, schema: siteSchema },
  { files: /^navigation\.json$/, schema: navigationSchema },
  { files: /^shared\.json$/, schema: sharedSchema },
  { files: /^pages\/home\.json$/, schema: homeSchema },
  { files: /^treatments\/[^/]+\.json$/, schema: treatmentSchema },
  { files: /^forms\.json$/, schema: formsSchema },
  { files: /^pages\/contact\.json$/, schema: contactPageSchema },
]
