import { cmsConfig, translationForms, type CmsField } from "../src/lib/build-time/editor/editor-config"
import { labelOf } from "../src/lib/shared/content/wording/field-label"
import { TRANSLATION_FIELD } from "../src/lib/shared/content/model/records"
import { formName } from "../src/lib/shared/content/wording/form-names"
import { languageOfContentPath } from "../src/lib/shared/languages"
import { snapshotOf } from "./support/content-files"

/** Abbreviations a member of staff may not know: a label shows them in capitals, and never as the whole label. */
const ABBREVIATIONS = ["CTA", "FAQ", "FDA", "HIPAA", "ID", "IND", "IRB", "NCT", "PDF", "SEO", "TTY", "URL"]

interface Shown {
  where: string
  field: CmsField
  /** A list's one field (its entries' widget), which the list's own hint explains. */
  listEntry: boolean
}

/** Every field a form shows, by its path ("treatments › sections ‹risks› › common › title"); hidden fields and what they hold are left out. */
function shownFields(fields: readonly CmsField[], at: string, listEntry = false): Shown[] {
  return fields.flatMap((field) => {
    if (field.widget === "hidden") return []
    const where = `${at} › ${field.name}`
    return [
      { where, field, listEntry },
      ...shownFields(field.fields ?? [], where),
      ...(field.field ? shownFields([field.field], where, true) : []),
      ...(field.types ?? []).flatMap((type) => [
        { where: `${where} ‹${type.name}›`, field: type, listEntry: false },
        ...shownFields(type.fields ?? [], `${where} ‹${type.name}›`),
      ]),
    ]
  })
}

/** Every form of the configuration, by the collection (and file) it edits. */
function forms(collections: ReadonlyArray<Record<string, unknown>>): Array<{ form: string; file?: string; fields: CmsField[] }> {
  return collections.flatMap((collection) =>
    collection.fields
      ? [{ form: String(collection.name), fields: collection.fields as CmsField[] }]
      : (collection.files as Array<{ name: string; file: string; fields: CmsField[] }>).map((file) => ({
          form: file.name,
          file: file.file,
          fields: file.fields,
        })),
  )
}

const english = forms(cmsConfig().collections).flatMap(({ form, fields }) => shownFields(fields, form))

describe("the words of the editor's forms (docs/editor.md: a schema's title and description)", () => {
  it("explains every field the staff see with a hint (a list's entries by the list's own)", () => {
    expect(english.length).toBeGreaterThan(300)
    const unexplained = english.filter(({ field, listEntry }) => !listEntry && !field.hint?.trim()).map(({ where }) => where)
    expect(unexplained).toEqual([])
  })

  it('labels every field in words: no abbreviation as a whole label, none written as a word ("Fda", "Seo")', () => {
    const unclear = english
      .filter(({ field }) => {
        const words = field.label.split(/[\s()/:,]+/).filter(Boolean)
        const alone = words.length === 1 && ABBREVIATIONS.some((abbreviation) => words[0].replace(/s$/, "") === abbreviation)
        const miswritten = words.some((word) =>
          ABBREVIATIONS.some(
            (abbreviation) => word.replace(/s$/, "").toUpperCase() === abbreviation && word.replace(/s$/, "") !== abbreviation,
          ),
        )
        return alone || miswritten
      })
      .map(({ where, field }) => `${where}: "${field.label}"`)
    expect(unclear).toEqual([])
  })

  it("makes a label from a field's name with abbreviations in capitals and one-letter words apart", () => {
    expect(labelOf("atAGlance")).toBe("At a glance")
    expect(labelOf("fdaStatus")).toBe("FDA status")
    expect(labelOf("hipaaMarketingAuthorization")).toBe("HIPAA marketing authorization")
    expect(labelOf("faqs")).toBe("FAQs")
    expect(labelOf("siteURL")).toBe("Site URL")
    expect(labelOf("contactText")).toBe("Contact text")
    expect(labelOf("pages/home")).toBe("Pages home")
  })

  it("gives a translation's fields the English form's label and hint", () => {
    /** The form of a translation's English file: "content/es/treatments/knee.json" -> "treatments". */
    const englishForm = (file: string) => formName(languageOfContentPath(file.replace(/^content\//, "")).source)
    const byPlace = new Map(english.map(({ where, field }) => [where, field]))
    const translated = forms(cmsConfig({ local: true, port: 8081 }, translationForms(snapshotOf())).collections)
      .filter(({ form }) => /^[a-z]{2,3}-/.test(form))
      .flatMap(({ form, file, fields }) =>
        shownFields(
          fields.filter((field) => field.name !== TRANSLATION_FIELD),
          englishForm(file!),
        ).map((shown) => ({ ...shown, form })),
      )
    expect(translated.length).toBeGreaterThan(100)
    const different = translated
      .filter(({ where, field }) => byPlace.get(where)?.label !== field.label || byPlace.get(where)?.hint !== field.hint)
      .map(({ form, where }) => `${form}: ${where}`)
    expect(different).toEqual([])
  })
})
