import { cmsConfig, cmsFields, type CmsField } from "../src/lib/build-time/editor/editor-config"
import { neededFieldMarks } from "../src/lib/editor/needed-fields"
import { problemsOfEditedFile } from "../src/lib/editor/content-check"
import { contentEntryFor } from "../src/lib/shared/content/model/registry"
import { fieldInWords, refusalsAtFields } from "../src/lib/shared/content/wording/field-words"
import { formOfFile } from "../src/lib/shared/content/wording/form-names"
import { contactPageSchema } from "../src/lib/shared/content/model/consultation-schemas"
import { testimonialsPageSchema } from "../src/lib/shared/content/model/info-page-schemas"
import { SITE_FILE } from "../src/lib/shared/content/model/content-paths"
import { type AnyData, realContent } from "./support/content-files"

/**
 * One vocabulary: the editor's messages name each field as its form labels it, a field a real
 * patient's story needs is not marked "(optional)", a date is chosen in the form's calendar and
 * never asked for in a typed format, and the Contact form says where the clinic's details are edited.
 */

/** The fields a value at `path` sits in, as the form labels them, each list item by its number ("Topics 1 › Questions 4 › Answer"). */
function formPathInWords(fields: readonly CmsField[], data: unknown, path: ReadonlyArray<string | number>): string {
  const steps: string[] = []
  let inside: readonly CmsField[] = fields
  let list: CmsField | undefined
  let value = data
  for (const part of path) {
    value = (value as Record<string | number, unknown> | undefined)?.[part]
    if (typeof part === "number") {
      steps.push(`${steps.pop()} ${part + 1}`)
      const kind = list?.typeKey ? (value as Record<string, unknown> | undefined)?.[list.typeKey] : undefined
      inside = list?.types?.find((type) => type.name === kind)?.fields ?? list?.fields ?? []
      // A list of single values: its items are no fields of their own in the form's words.
      if (list?.field) inside = list.field.fields ?? []
    } else if (list?.typeKey !== part) {
      const field = inside.find((candidate) => candidate.name === part)
      // A hidden field has no label in the form.
      if (field?.widget !== "hidden") steps.push(field?.label ?? `(no field "${part}")`)
      list = field
      inside = field?.fields ?? []
    }
  }
  return steps.join(" › ")
}

/** Every place of `value` a message can name: each object's fields and each list's items, with their paths. */
function placesIn(value: unknown, path: Array<string | number> = []): Array<Array<string | number>> {
  if (Array.isArray(value)) return value.flatMap((item, index) => [[...path, index], ...placesIn(item, [...path, index])])
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => [[...path, key], ...placesIn(item, [...path, key])])
  }
  return []
}

const english = realContent().filter((file) => !/^(es|fr|ht)\//.test(file.path) && contentEntryFor(file.path))

describe("the editor's words for a field", () => {
  it.each(english.map((file) => [file.path, file] as const))("are its form's labels, in every message about %s", (_, file) => {
    const fields = cmsFields(contentEntryFor(file.path)!.schema)
    const differ = placesIn(file.data)
      .filter((place) => place[0] !== "approvals")
      .map((place) => ({ message: fieldInWords(file.path, file.data, place), form: formPathInWords(fields, file.data, place) }))
      .filter(({ message, form }) => message !== form)
    expect(differ).toEqual([])
  })

  it("finds a message's word that the form does not show, so the check above can fail", () => {
    const fields: CmsField[] = [{ name: "footerGroups", label: "Footer link groups", widget: "list", fields: [] }]
    expect(formPathInWords(fields, { footerGroups: [{}] }, ["footerGroups", 0])).toBe("Footer link groups 1")
    expect(formPathInWords(fields, { footerGroups: [{}] }, ["footerGroups", 0])).not.toBe("Footer groups 1")
  })
})

describe("a field a real patient's story needs", () => {
  const marks = neededFieldMarks(cmsConfig())
  const consent = cmsFields(testimonialsPageSchema)
    .find((field) => field.name === "entries")!
    .fields!.find((field) => field.name === "consent")!

  it("is not required by the form (a sample may leave it out), and says in its hint that a real story needs it", () => {
    expect(consent.required).toBe(false)
    for (const name of ["writtenConsentDate", "hipaaMarketingAuthorization", "expiresOn", "materialConnection"]) {
      const field = consent.fields!.find((candidate) => candidate.name === name)!
      expect(field.hint).toMatch(/^Needed for a real patient's story/)
    }
  })

  it('has Decap\'s "(optional)" hidden beside it, and only beside it', () => {
    for (const [parent, name] of [
      ["entries", "consent"],
      ["consent", "writtenConsentDate"],
      ["consent", "hipaaMarketingAuthorization"],
      ["consent", "expiresOn"],
      ["consent", "materialConnection"],
      ["materialConnection", "kind"],
    ]) {
      expect(marks).toContain(`[class*="-ControlContainer"]:has(> * > label[for^="${parent}-field-"]) label[for^="${name}-field-"] > span`)
    }
    expect(marks.filter((mark) => mark.includes('"revokedOn-field-"') || mark.includes('"disclosure-field-"'))).toEqual([])
  })
})

describe("a date", () => {
  const dateFields = (fields: readonly CmsField[]): CmsField[] =>
    fields.flatMap((field) => [
      ...(field.widget === "datetime" ? [field] : []),
      ...dateFields([...(field.fields ?? []), ...(field.types ?? []), ...(field.field ? [field.field] : [])]),
    ])
  const all = english.flatMap((file) => dateFields(cmsFields(contentEntryFor(file.path)!.schema)))

  it("is chosen in a calendar that saves it as the files write it, and no hint asks for it typed", () => {
    expect(all.length).toBeGreaterThan(0)
    for (const field of all) {
      expect({ name: field.name, date_format: field.date_format, time_format: field.time_format, format: field.format }).toEqual({
        name: field.name,
        date_format: "YYYY-MM-DD",
        time_format: false,
        format: "YYYY-MM-DD",
      })
      expect({ name: field.name, hint: field.hint }).not.toEqual({
        name: field.name,
        hint: expect.stringMatching(/\d{4}-\d{2}-\d{2}|written like/),
      })
    }
  })

  it("refused is asked for in that calendar, not in a typed format", () => {
    const testimonials = english.find((file) => file.path === "pages/testimonials.json")!
    const data = JSON.parse(JSON.stringify(testimonials.data)) as AnyData
    data.entries[0].consent = { ...data.entries[0].consent, writtenConsentDate: "10/02/2026" }
    const [refusal] = refusalsAtFields(testimonials.path, data, problemsOfEditedFile(testimonials.path, data))
    expect(refusal.message).toBe("Date the consent was signed is not a date. Choose the day in its calendar.")
  })
})

describe("the Contact form", () => {
  it("says where the clinic's address, phone and hours are edited: the Site form", () => {
    const hints = new Map(cmsFields(contactPageSchema).map((field) => [field.name, field.hint ?? ""]))
    const site = `the ${formOfFile(SITE_FILE)} form`
    for (const name of ["detailsTitle", "addressLabel", "phoneLabel", "emailLabel", "hoursTitle"]) {
      expect({ name, hint: hints.get(name) }).toEqual({ name, hint: expect.stringContaining(`edited in ${site}`) })
    }
  })
})
