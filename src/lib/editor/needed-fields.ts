import { NEEDED_FOR_A_REAL_STORY } from "../shared/content/model/field-kinds"

/**
 * A field a real patient's story needs (the consent's dates, its authorization, the connection to
 * the clinic) may be left out of a sample, so the form cannot require it, and Decap writes
 * "(optional)" after the label of every field not required (decap-cms-core EditorControl.js
 * LabelComponent, `required === false`, for every field alike). Its hint says what it is needed for
 * (NEEDED_FOR_A_REAL_STORY); this stylesheet hides Decap's "(optional)" beside it. Decap has no
 * option for the mark of one field: the rules find a field's label by its id, which Decap makes
 * of the field's name (`writtenConsentDate-field-12`), inside the field it belongs to.
 */

/** The part of a field of Decap's configuration (editor-config.ts CmsField) this script reads. */
interface ConfigField {
  name: string
  hint?: string
  fields?: readonly ConfigField[]
  field?: ConfigField
  types?: readonly ConfigField[]
}

/** The part of Decap's configuration (editor-config.ts CmsConfig) this script reads. */
export interface NeededFieldsConfig {
  collections?: ReadonlyArray<{ fields?: readonly ConfigField[]; files?: ReadonlyArray<{ fields?: readonly ConfigField[] }> }>
}

const labelOf = (name: string) => `label[for^="${name}-field-"]`

/** The fields inside a field: a group's, a list item's (each kind's), or a list's one value. */
const inside = (field: ConfigField): readonly ConfigField[] =>
  field.fields ?? field.types?.flatMap((type) => type.fields ?? []) ?? (field.field ? [field.field] : [])

/** Decap's "(optional)" beside each needed field of the configuration, found by its label inside the field it is in. */
export function neededFieldMarks(config: NeededFieldsConfig): string[] {
  const marks = new Set<string>()
  const walk = (fields: readonly ConfigField[], parent: string | undefined) => {
    for (const field of fields) {
      if (field.hint?.startsWith(NEEDED_FOR_A_REAL_STORY)) {
        marks.add(`${parent ? `[class*="-ControlContainer"]:has(> * > ${labelOf(parent)}) ` : ""}${labelOf(field.name)} > span`)
      }
      walk(inside(field), field.name)
    }
  }
  for (const collection of config.collections ?? []) {
    walk(collection.fields ?? [], undefined)
    for (const file of collection.files ?? []) walk(file.fields ?? [], undefined)
  }
  return [...marks]
}

export function hideOptionalMarkOfNeededFields(doc: Document, config: NeededFieldsConfig): void {
  const marks = neededFieldMarks(config)
  if (marks.length === 0) return
  const style = doc.createElement("style")
  style.textContent = `${marks.join(",\n")} { display: none; }`
  doc.head.append(style)
}
