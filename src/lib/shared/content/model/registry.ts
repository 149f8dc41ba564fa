import type { z } from "zod"
import { COLLECTIONS } from "./collections"
import { contentJsonSchema, type ContentJsonSchema } from "./json-schema"
import { TREATMENT_FILE } from "./content-paths"
import { contactPageSchema, formsSchema } from "./consultation-schemas"
import { navigationSchema, redirectsSchema, sharedSchema } from "./layout-schemas"
import { homeSchema } from "./page-schemas"
import {
  aboutSchema,
  accessibilitySchema,
  complianceDocumentSchema,
  complianceSchema,
  faqPageSchema,
  patientGuideSchema,
  resourcesSchema,
  testimonialsPageSchema,
  whatToExpectSchema,
} from "./info-page-schemas"
import { conditionsSchema, servicesSchema } from "./services-schemas"
import { siteSchema } from "./site-schema"
import { treatmentSchema } from "./treatment-schema"

/**
 * Which schema each content file must follow, by its path under content/, and the GraphQL node
 * type its records become (generated from the schema by gatsby/create-schema-customization.ts). A folder of one record
 * per file (treatments/, compliance/: see collections.ts) is one type. A JSON file that matches no entry fails the content check:
 * add its schema here.
 */
export const CONTENT_SCHEMAS: ReadonlyArray<{ files: RegExp; typeName: string; schema: z.ZodType }> = [
  { files: /^site\.json$/, typeName: "SiteJson", schema: siteSchema },
  { files: /^navigation\.json$/, typeName: "NavigationJson", schema: navigationSchema },
  { files: /^redirects\.json$/, typeName: "RedirectsJson", schema: redirectsSchema },
  { files: /^shared\.json$/, typeName: "SharedJson", schema: sharedSchema },
  { files: /^pages\/home\.json$/, typeName: "HomeJson", schema: homeSchema },
  { files: TREATMENT_FILE, typeName: "TreatmentsJson", schema: treatmentSchema },
  { files: /^pages\/about\.json$/, typeName: "AboutJson", schema: aboutSchema },
  { files: /^pages\/resources\.json$/, typeName: "ResourcesJson", schema: resourcesSchema },
  { files: /^pages\/faq\.json$/, typeName: "FaqJson", schema: faqPageSchema },
  { files: /^pages\/what-to-expect\.json$/, typeName: "WhatToExpectJson", schema: whatToExpectSchema },
  { files: /^pages\/testimonials\.json$/, typeName: "TestimonialsJson", schema: testimonialsPageSchema },
  { files: /^pages\/patient-guide\.json$/, typeName: "PatientGuideJson", schema: patientGuideSchema },
  { files: /^pages\/compliance\.json$/, typeName: "ComplianceJson", schema: complianceSchema },
  { files: /^compliance\/[^/]+\.json$/, typeName: "ComplianceDocumentsJson", schema: complianceDocumentSchema },
  { files: /^pages\/accessibility\.json$/, typeName: "AccessibilityJson", schema: accessibilitySchema },
  { files: /^pages\/services\.json$/, typeName: "ServicesJson", schema: servicesSchema },
  { files: /^pages\/conditions\.json$/, typeName: "ConditionsJson", schema: conditionsSchema },
  { files: /^forms\.json$/, typeName: "FormsJson", schema: formsSchema },
  { files: /^pages\/contact\.json$/, typeName: "ContactJson", schema: contactPageSchema },
]

export type ContentEntry = (typeof CONTENT_SCHEMAS)[number]

/** The entry naming a content file (its path under content/), if any. */
export function contentEntryFor(relativePath: string): ContentEntry | undefined {
  const path = relativePath.replace(/\\/g, "/")
  return CONTENT_SCHEMAS.find(({ files }) => files.test(path))
}

/** The JSON Schema of a content file (its path under content/, English), if an entry names it. */
export function jsonSchemaOfFile(contentPath: string): ContentJsonSchema | undefined {
  const entry = contentEntryFor(contentPath)
  return entry && contentJsonSchema(entry.schema)
}

/** The entry of a collection's files (one record per file in `folder`). */
export function collectionEntry(folder: string): ContentEntry {
  const entry = contentEntryFor(`${folder}/${folder}-page.json`)
  if (!entry) throw new Error(`content/${folder}/ is a collection, but no schema in src/lib/shared/content/model/registry.ts names its files`)
  return entry
}

/** The entries that name one file each (every entry but the collections'). */
export function singleFileEntries(): ContentEntry[] {
  const collections = new Set(COLLECTIONS.map(({ folder }) => collectionEntry(folder)))
  return CONTENT_SCHEMAS.filter((entry) => !collections.has(entry))
}

/** The GraphQL node type of a content file (gatsby/on-create-node.ts), e.g. "treatments/knee.json" -> TreatmentsJson. */
export function contentTypeName(relativePath: string): string {
  const entry = contentEntryFor(relativePath)
  if (!entry) throw new Error(`content/${relativePath}: no schema in src/lib/shared/content/model/registry.ts names this file`)
  return entry.typeName
}
