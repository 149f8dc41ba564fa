import type { z } from "zod"
import { contactPageSchema, formsSchema } from "../content/consultation-schemas"
import { navigationSchema, redirectsSchema, sharedSchema } from "../content/layout-schemas"
import { homeSchema } from "../content/page-schemas"
import {
  aboutSchema,
  accessibilitySchema,
  complianceSchema,
  faqPageSchema,
  patientGuideSchema,
  resourcesSchema,
  testimonialsPageSchema,
  whatToExpectSchema,
} from "../content/info-page-schemas"
import { conditionsSchema, servicesSchema } from "../content/services-schemas"
import { siteSchema } from "../content/site-schema"
import { treatmentSchema } from "../content/treatment-schema"

/**
 * Which schema each content file must follow, by its path under content/.
 * A JSON file that matches no entry fails the content check: add its schema here.
 */
export const CONTENT_SCHEMAS: ReadonlyArray<{ files: RegExp; schema: z.ZodType }> = [
  { files: /^site\.json$/, schema: siteSchema },
  { files: /^navigation\.json$/, schema: navigationSchema },
  { files: /^redirects\.json$/, schema: redirectsSchema },
  { files: /^shared\.json$/, schema: sharedSchema },
  { files: /^pages\/home\.json$/, schema: homeSchema },
  { files: /^treatments\/[^/]+\.json$/, schema: treatmentSchema },
  { files: /^pages\/about\.json$/, schema: aboutSchema },
  { files: /^pages\/resources\.json$/, schema: resourcesSchema },
  { files: /^pages\/faq\.json$/, schema: faqPageSchema },
  { files: /^pages\/what-to-expect\.json$/, schema: whatToExpectSchema },
  { files: /^pages\/testimonials\.json$/, schema: testimonialsPageSchema },
  { files: /^pages\/patient-guide\.json$/, schema: patientGuideSchema },
  { files: /^pages\/compliance\.json$/, schema: complianceSchema },
  { files: /^pages\/accessibility\.json$/, schema: accessibilitySchema },
  { files: /^pages\/services\.json$/, schema: servicesSchema },
  { files: /^pages\/conditions\.json$/, schema: conditionsSchema },
  { files: /^forms\.json$/, schema: formsSchema },
  { files: /^pages\/contact\.json$/, schema: contactPageSchema },
]
