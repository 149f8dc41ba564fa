/**
 * content/pages/{about,resources,faq,what-to-expect,testimonials,patient-guide,compliance,accessibility}.json.
 * The page header fields are typed here; each page's body blocks are JSON whose shape the zod
 * schemas in src/lib/content/info-page-schemas.ts enforce (the content check runs before the
 * schema is built, so a missing or malformed field still stops the build, naming file and field).
 */
const page = (name: string, blocks: string[], fields: string[] = []) => `
  type ${name} implements Node @dontInfer {
    seo: PageSeo!
    title: String!
    intro: String!
    ${[...fields, ...blocks.map((block) => `${block}: JSON!`)].join("\n    ")}
  }
`

export default [
  page("AboutJson", ["biography", "philosophy", "facility", "team"]),
  page("ResourcesJson", ["whatToExpect", "faqs", "guide", "testimonials"]),
  page("FaqJson", ["sidebarLabel", "serviceLinkPrefix", "categories"]),
  page("WhatToExpectJson", ["timeline", "tabs"]),
  page("TestimonialsJson", ["note", "perPage", "listTitle", "pagination", "readMore", "readLess", "ratingLabel", "entries"]),
  page("PatientGuideJson", ["sections", "download"]),
  page("ComplianceJson", ["updatedLabel", "updated", "contactText", "documents"]),
  page("AccessibilityJson", ["sections", "report"], ["lastReviewed: Date! @dateformat", "lastReviewedLabel: String!"]),
].join("\n")
