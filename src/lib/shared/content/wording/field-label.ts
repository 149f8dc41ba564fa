import type { ContentJsonSchema } from "../model/json-schema"

/** Abbreviations the labels write in capitals, by their lower-case spelling in a field name. */
const ACRONYMS: Readonly<Record<string, string>> = {
  cta: "CTA",
  faq: "FAQ",
  faqs: "FAQs",
  fda: "FDA",
  hipaa: "HIPAA",
  id: "ID",
  ind: "IND",
  irb: "IRB",
  pdf: "PDF",
  seo: "SEO",
  tty: "TTY",
  url: "URL",
}

/** A field's name in the editor's words: "contactText" -> "Contact text", "fdaStatus" -> "FDA status", "atAGlance" -> "At a glance", "pages/home" -> "Pages home". */
export function labelOf(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z])([A-Z][a-z])/g, "$1 $2")
    .replace(/[-_/]+/g, " ")
    .toLowerCase()
    .split(" ")
    .map((word) => ACRONYMS[word] ?? word)
    .join(" ")
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A field's label in its form: its schema's title, or the only branch's of a union of one (a value or nothing), else its name in words. */
export function fieldLabel(name: string, schema: ContentJsonSchema | undefined): string {
  const branches = (schema?.anyOf ?? schema?.oneOf ?? []).filter((branch) => branch.type !== "null")
  return schema?.title ?? (branches.length === 1 ? fieldLabel(name, branches[0]) : labelOf(name))
}
