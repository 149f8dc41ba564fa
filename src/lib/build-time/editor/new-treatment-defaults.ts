import { newTreatmentDraft } from "../../shared/content/model/new-treatment"
import { TREATMENTS } from "../../shared/routes"

/** The part of a form's field (editor-config.ts CmsField) the defaults are set on: editor-config.ts calls this module. */
interface FormField {
  name: string
  widget: string
  fields?: FormField[]
  default?: unknown
}

/** What the staff answer before the form opens (src/lib/editor/new-treatment.ts), prefilled from the address rather than defaulted. */
const ANSWERED = new Set(["title", "slug"])

/**
 * A new treatment's form opens filled with the draft of model/new-treatment.ts, as Decap's field
 * `default`s (decap-cms-core 3.19.1 `createEmptyDraftData`: a field's default, a list's whole
 * default, an object's from its fields' defaults): a complete page whose texts are placeholders, in
 * place of a blank form that the content check refuses thirteen times. The heading, address, group,
 * order and home grid come from the staff's answers (Decap's prefill from the address
 * overrides a default). `today` dates the draft's medical review, which the physician's review
 * replaces before it is published.
 */
export function withNewTreatmentDraft<Config extends { collections: Array<Record<string, unknown>> }>(
  config: Config,
  today: string,
): Config {
  const draft: Record<string, unknown> = newTreatmentDraft({ title: "", group: "more", order: 0, onHomePage: false }, today)
  return {
    ...config,
    collections: config.collections.map((collection) =>
      collection.name !== TREATMENTS.folder
        ? collection
        : { ...collection, fields: withDefaults(collection.fields as FormField[], draft, true) },
    ),
  }
}

function withDefaults(fields: readonly FormField[], values: Record<string, unknown>, top = false): FormField[] {
  return fields.map((field) => {
    if (!(field.name in values) || (top && ANSWERED.has(field.name))) return field
    const value = values[field.name]
    if (field.widget === "object" && field.fields && value !== null && typeof value === "object" && !Array.isArray(value)) {
      return { ...field, fields: withDefaults(field.fields, value as Record<string, unknown>) }
    }
    return { ...field, default: value }
  })
}
