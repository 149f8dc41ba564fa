import fs from "node:fs"
import path from "node:path"
import { previewRoutes } from "../src/lib/build-time/editor/editor-assets"
import { pageRoutes } from "../src/lib/build-time/content/load-content"
import { editorRepository } from "../src/lib/shared/editor-repository"
import { cmsConfig, cmsFields, translationForms, withListingGroups, type CmsField } from "../src/lib/build-time/editor/editor-config"
import { readContentFiles } from "../src/lib/build-time/content/load-content"
import { SAVE_CHOICES, SAVE_GROUP } from "../src/lib/shared/content/review/save-records"
import { reviewPolicyOf } from "../src/lib/shared/content/review/approvals"
import { siteWithReviewers } from "./support/reviewers"
import { snapshotOf } from "./support/content-files"
import { TRANSLATION_FIELD } from "../src/lib/shared/content/model/records"
import { TRANSLATED_LANGUAGES } from "../src/lib/shared/languages"
import { formName } from "../src/lib/shared/content/wording/form-names"
import { COLLECTIONS } from "../src/lib/shared/content/model/collections"
import { contentJsonSchema, type ContentJsonSchema } from "../src/lib/shared/content/model/json-schema"
import { collectionEntry, CONTENT_SCHEMAS } from "../src/lib/shared/content/model/registry"
import { testimonialsPageSchema } from "../src/lib/shared/content/model/info-page-schemas"
import { siteSchema } from "../src/lib/shared/content/model/site-schema"
import { treatmentSchema } from "../src/lib/shared/content/model/treatment-schema"
import { SECTION_KINDS } from "../src/lib/shared/content/model/section-schemas"

/**
 * Every property of the schema has a field of the same name, required exactly when the schema
 * requires it (nothing inside an optional object is required), recursively.
 */
function disagreements(schema: ContentJsonSchema, fields: readonly CmsField[], at: string, optional = false): string[] {
  const required = new Set(optional ? [] : (schema.required ?? []))
  const byName = new Map(fields.map((field) => [field.name, field]))
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const field = byName.get(name)
    const where = `${at}.${name}`
    if (!field) return [`${where}: no field`]
    const problems: string[] = []
    const variant = (property.anyOf ?? property.oneOf)?.find((option) => option.type !== "null") ?? property
    // A list the schema allows empty is not required in the form (Decap's "required" list needs an entry).
    const formRequired = required.has(name) && !(variant.type === "array" && !variant.minItems)
    if (field.widget !== "boolean" && field.widget !== "hidden" && (field.required !== false) !== formRequired) {
      problems.push(`${where}: required ${field.required !== false}, schema ${formRequired}`)
    }
    const values = field.options?.map((option) => (typeof option === "string" ? option : option.value))
    if (variant.enum && JSON.stringify(values) !== JSON.stringify(variant.enum)) problems.push(`${where}: options differ`)
    if (variant.type === "object") problems.push(...disagreements(variant, field.fields ?? [], where, !required.has(name)))
    if (variant.type === "array" && variant.items?.type === "object")
      problems.push(...disagreements(variant.items, field.fields ?? [], where))
    return problems
  })
}

describe("the content editor's configuration, generated from the content schemas", () => {
  const config = cmsConfig()

  it("has a form for every content file the content check knows: a folder collection per collection, a file for each other schema", () => {
    const folders = config.collections.filter((collection) => "folder" in collection).map((collection) => collection.folder)
    expect(folders).toEqual(COLLECTIONS.map(({ folder }) => `content/${folder}`))
    const files = (config.collections.find((collection) => collection.name === "pages")!.files as Array<{ file: string }>).map((entry) =>
      entry.file.replace(/^content\//, ""),
    )
    for (const { files: pattern } of CONTENT_SCHEMAS) {
      const covered =
        files.some((file) => pattern.test(file)) || COLLECTIONS.some(({ folder }) => pattern === collectionEntry(folder).files)
      expect(covered).toBe(true)
    }
  })

  it("lets the staff create and delete treatments and compliance documents, each file named for its slug", () => {
    for (const collection of config.collections.filter((entry) => "folder" in entry)) {
      expect(collection).toMatchObject({ create: true, delete: true, slug: "{{fields.slug}}", format: "json", extension: "json" })
    }
  })

  it("asks for every field of every schema, required exactly where the schema requires it", () => {
    for (const { files, schema } of CONTENT_SCHEMAS) {
      expect(disagreements(contentJsonSchema(schema), cmsFields(schema), files.source)).toEqual([])
    }
  })

  it("offers a treatment's section kinds, each with its own fields", () => {
    const sections = cmsFields(treatmentSchema).find((field) => field.name === "sections")!
    expect(sections).toMatchObject({ widget: "list", typeKey: "kind" })
    expect(sections.types!.map((type) => type.name)).toEqual([...SECTION_KINDS])
    const risks = sections.types!.find((type) => type.name === "risks")!
    expect(risks.fields!.map((field) => field.name)).toEqual(
      expect.arrayContaining(["common", "serious", "mayNotHelp", "ifSomethingGoesWrong"]),
    )
  })

  it("carries the allowed values, dates and images", () => {
    const site = cmsFields(siteSchema)
    expect(site.find((field) => field.name === "socialImage")!.widget).toBe("image")
    const treatment = cmsFields(treatmentSchema)
    expect(treatment.find((field) => field.name === "lastReviewed")).toMatchObject({
      widget: "datetime",
      format: "YYYY-MM-DD",
      time_format: false,
    })
    const procedureType = treatment.find((field) => field.name === "procedure")!.fields!.find((field) => field.name === "procedureType")!
    expect(procedureType.widget).toBe("select")
    expect(procedureType.options!.map((option) => (typeof option === "string" ? option : option.value))).toEqual([
      "PercutaneousProcedure",
      "NoninvasiveProcedure",
    ])
  })

  it("shows every choice in words: no option is a schema.org type's name (written LikeThis) without its words", () => {
    const unworded: string[] = []
    const visit = (fields: readonly CmsField[], at: string) => {
      for (const field of fields) {
        for (const option of field.options ?? [])
          if (typeof option === "string" && /^[A-Z][a-z]+[A-Z]/.test(option)) unworded.push(`${at}.${field.name}: ${option}`)
        visit([...(field.fields ?? []), ...(field.types ?? []), ...(field.field ? [field.field] : [])], `${at}.${field.name}`)
      }
    }
    for (const { files, schema } of CONTENT_SCHEMAS) visit(cmsFields(schema), files.source)
    expect(unworded).toEqual([])
  })

  it("does not ask for a testimonial's id: the editor assigns it", () => {
    const entry = cmsFields(testimonialsPageSchema).find((field) => field.name === "entries")!.fields!
    expect(entry.find((field) => field.name === "id")).toMatchObject({ widget: "hidden" })
  })

  it("takes a testimonial's photo, optional, uploaded into content/images/testimonials/, under consent that covers it", () => {
    const entry = cmsFields(testimonialsPageSchema).find((field) => field.name === "entries")!.fields!
    expect(entry.find((field) => field.name === "photo")).toMatchObject({
      label: "Patient's photo",
      widget: "image",
      required: false,
      media_folder: "{{media_folder}}/testimonials",
      public_folder: "{{public_folder}}/testimonials",
      hint: expect.stringContaining("consent covers their photo"),
    })
    const testimonials = (
      config.collections.find((collection) => collection.name === "pages")!.files as Array<Record<string, unknown>>
    ).find((form) => form.file === "content/pages/testimonials.json")!
    expect(testimonials.media_folder).toBe("../images")
    expect(entry.find((field) => field.name === "consent")!.hint).toMatch(/words, and their photo, only after/)
  })

  it("labels a field in words where its name would not do, with the schema's hint: search engine words, a testimonial's consent, the sample flag", () => {
    expect(cmsFields(treatmentSchema).find((field) => field.name === "seo")).toMatchObject({
      label: "Search engine title and description",
      hint: expect.stringContaining("170 characters"),
    })
    const entry = cmsFields(testimonialsPageSchema).find((field) => field.name === "entries")!.fields!
    expect(entry.find((field) => field.name === "consent")).toMatchObject({
      label: "Patient's consent",
      hint: expect.stringMatching(/written consent.*HIPAA authorization for marketing/),
    })
    expect(entry.find((field) => field.name === "sample")).toMatchObject({
      label: "Sample (not real)",
      hint: expect.stringContaining("refuses"),
    })
  })

  it("lets an optional object (a question's link) be left out, and starts a required flag unticked", () => {
    const treatment = cmsFields(treatmentSchema)
    const sections = treatment.find((field) => field.name === "sections")!
    const link = sections.types!.find((type) => type.name === "text")!.fields!.find((field) => field.name === "link")!
    expect(link.required).toBe(false)
    expect(link.fields!.every((field) => field.required === false)).toBe(true)
    const fdaStatus = treatment.find((field) => field.name === "fdaStatus")!
    expect(fdaStatus.fields!.find((field) => field.name === "investigational")).toMatchObject({ widget: "boolean", default: false })
  })

  it("keeps a number's bounds, which its input offers", () => {
    const perPage = cmsFields(testimonialsPageSchema).find((field) => field.name === "perPage")!
    expect(perPage).toMatchObject({ widget: "number", value_type: "int", min: 1 })
  })

  it("uses the local backend on loopback only", () => {
    expect(new URL(config.local_backend!.url).hostname).toBe("127.0.0.1")
  })

  it("on the host, commits to the site's GitHub repository and branch, with no local backend", () => {
    const hosted = cmsConfig({ local: false, repo: "clinic/website", branch: "main", siteUrl: "https://clinic.example.org" })
    expect(hosted.backend).toEqual({ name: "github", repo: "clinic/website", branch: "main", preview_context: "deploy/netlify" })
    expect(hosted.local_backend).toBeUndefined()
    expect(hosted.collections).toEqual(config.collections)
  })
})

describe("the translations' forms", () => {
  const forms = translationForms(snapshotOf())
  const config = cmsConfig({ local: true, port: 8081 }, forms)

  /** Every field of a form, with its path, nested lists' and objects' fields included. */
  const allFields = (fields: readonly CmsField[], at = ""): Array<{ where: string; field: CmsField }> =>
    fields.flatMap((field) => {
      const where = `${at}.${field.name}`
      const children = [...(field.fields ?? []), ...(field.field ? [field.field] : []), ...(field.types ?? [])]
      return [{ where, field }, ...allFields(children, where)]
    })

  it("one collection per language, with a form for each translated file, named for its page and its state", () => {
    for (const { code } of TRANSLATED_LANGUAGES) {
      const collection = config.collections.find((candidate) => candidate.name === `translations-${code}`)!
      const files = collection.files as Array<{ file: string; label: string }>
      expect(files.map(({ file }) => file).sort()).toEqual(
        forms
          .filter((form) => form.lang === code)
          .map((form) => `content/${code}/${form.source}`)
          .sort(),
      )
      expect(files.find(({ file }) => file === `content/${code}/pages/home.json`)?.label).toMatch(
        /^Home \((not approved|approved by .+|out of date.*|changed since.*)\)$/,
      )
    }
  })

  it("shows only texts, lists that mirror the English file's, and what a save records", () => {
    const knee = (
      config.collections.find((candidate) => candidate.name === "translations-es")!.files as Array<{ name: string; fields: CmsField[] }>
    ).find((file) => file.name === "es-treatments-knee")!
    const fields = allFields(knee.fields.filter((field) => field.name !== TRANSLATION_FIELD && field.name !== SAVE_GROUP))
    const shown = fields.filter(({ field }) => field.widget !== "hidden" && !field.fields && !field.types && !field.field)
    expect(shown.length).toBeGreaterThan(20)
    expect(new Set(shown.map(({ field }) => field.widget))).toEqual(new Set(["string", "text"]))
    for (const name of ["slug", "heroImage", "lastReviewed"])
      expect(knee.fields.find((field) => field.name === name)?.widget).toBe("hidden")
    for (const { where, field } of fields.filter(({ field }) => field.widget === "list")) {
      expect({ where, add: field.allow_add, remove: field.allow_remove, reorder: field.allow_reorder }).toEqual({
        where,
        add: false,
        remove: false,
        reorder: false,
      })
    }
    expect(knee.fields.slice(-3).map((field) => field.name)).toEqual([TRANSLATION_FIELD, SAVE_GROUP, "approvals"])
    const thisSave = knee.fields.find((field) => field.name === SAVE_GROUP)!
    expect(thisSave.fields!.find((field) => field.name === "records")!.options).toEqual(
      Object.entries(SAVE_CHOICES).map(([value, label]) => ({ value, label })),
    )
  })
})

describe("what a save records, in every form", () => {
  const policy = reviewPolicyOf([siteWithReviewers()])
  const withReviewers = cmsConfig({ local: true, port: 8081 }, translationForms(snapshotOf()), [], policy)
  const formsOf = (collections: ReadonlyArray<Record<string, unknown>>) =>
    collections.flatMap((collection) =>
      collection.fields
        ? [{ name: String(collection.name), fields: collection.fields as CmsField[] }]
        : (collection.files as Array<{ name: string; fields: CmsField[] }>),
    )

  it("ends every form with the save's choice and the approvals the file holds, kept as they are", () => {
    for (const form of formsOf(withReviewers.collections)) {
      expect({ form: form.name, last: form.fields.slice(-2).map((field) => `${field.name}:${field.widget}`) }).toEqual({
        form: form.name,
        last: [`${SAVE_GROUP}:object`, "approvals:hidden"],
      })
    }
  })

  it("offers an English form the listed clinicians and compliance reviewers, a translation its language's translators", () => {
    const reviewerOptions = (name: string) =>
      formsOf(withReviewers.collections)
        .find((form) => form.name === name)!
        .fields.find((field) => field.name === SAVE_GROUP)!
        .fields!.find((field) => field.name === "reviewer")!.options
    expect(reviewerOptions("treatments")).toEqual([
      { value: "Test Clinician|clinical", label: "Test Clinician, fixture, not a person: clinical review" },
      { value: "Test Compliance Reviewer|compliance", label: "Test Compliance Reviewer, fixture, not a person: compliance review" },
    ])
    expect(reviewerOptions("es-treatments-knee")).toEqual([
      { value: "Test Translator|translation", label: "Test Translator, fixture, not a person: translation review" },
    ])
  })

  it("keeps each change a draft until published on the host, where each draft gets its deploy preview; npm run cms saves at once", () => {
    const host = cmsConfig({ local: false, repo: "clinic/site", branch: "main", siteUrl: "https://www.clinic.example" })
    expect(host.publish_mode).toBe("editorial_workflow")
    expect(host.backend.preview_context).toBe("deploy/netlify")
    expect(cmsConfig({ local: true, port: 8081 }).publish_mode).toBeUndefined()
    expect(cmsConfig({ local: true, port: 8081, workflow: true }).publish_mode).toBe("editorial_workflow")
  })
})

describe("the editor's previews", () => {
  it("link every page file to its page (home to /), each collection entry to its route, and site-wide files nowhere", () => {
    const routes = pageRoutes(path.join(__dirname, "../src/pages"))
    const previews = previewRoutes(cmsConfig(), snapshotOf())
    expect(previews["pages-home"]).toBe("/")
    expect(previews["pages-faq"]).toBe("/resources/faq")
    expect(previews.treatments).toBe("/services/{slug}")
    expect(previews.navigation).toBeUndefined()
    // A translation's form links to its page in its language.
    const withTranslations = previewRoutes(cmsConfig({ local: true, port: 8081 }, translationForms(snapshotOf())), snapshotOf())
    expect(withTranslations["es-pages-faq"]).toBe("/es/resources/faq")
    expect(withTranslations["ht-pages-home"]).toBe("/ht")
    expect(withTranslations["fr-treatments-knee"]).toBe(`/fr${withTranslations.treatments.replace("{slug}", "knee")}`)
    const pageFiles = fs.readdirSync(path.join(__dirname, "../content/pages")).map((file) => formName(`pages/${file}`))
    for (const name of pageFiles) expect({ name, known: routes.includes(previews[name]) }).toEqual({ name, known: true })
  })
})

describe("the repository the editor on the host commits to", () => {
  it("is CMS_GITHUB_REPO when set, else the GitHub repository Netlify builds from", () => {
    expect(editorRepository({ CMS_GITHUB_REPO: "clinic/site", REPOSITORY_URL: "https://github.com/other/repo" })).toBe("clinic/site")
    expect(editorRepository({ REPOSITORY_URL: "https://github.com/clinic/website" })).toBe("clinic/website")
    expect(editorRepository({ REPOSITORY_URL: "git@github.com:clinic/website.git" })).toBe("clinic/website")
  })

  it("is none for a repository elsewhere or no repository, and a malformed CMS_GITHUB_REPO stops the build", () => {
    expect(editorRepository({ REPOSITORY_URL: "https://gitlab.com/clinic/website" })).toBeUndefined()
    expect(editorRepository({})).toBeUndefined()
    expect(() => editorRepository({ CMS_GITHUB_REPO: "https://github.com/clinic/website" })).toThrow(/owner\/name/)
  })
})

describe("the editor's own checks of a field", () => {
  /** Every field of `fields`, at any depth. */
  const everyField = (fields: readonly CmsField[]): CmsField[] =>
    fields.flatMap((field) => [
      field,
      ...everyField([...(field.fields ?? []), ...(field.types ?? []), ...(field.field ? [field.field] : [])]),
    ])

  it("copy none of the content check's rules on texts and lists: the check itself refuses them, beside the field, in the forms and the translations'", () => {
    const forms = CONTENT_SCHEMAS.flatMap(({ schema }) => [cmsFields(schema), cmsFields(schema, "translation")])
    const copies = forms
      .flatMap(everyField)
      .filter((field) => "pattern" in field || (field.widget === "list" && ("min" in field || "max" in field)))
    expect(copies.map((field) => field.name)).toEqual([])
    const phone = cmsFields(siteSchema).find((field) => field.name === "phone")!
    expect(phone).toMatchObject({ widget: "string" })
  })
})

describe("a treatment's form asks where the treatment is listed", () => {
  const config = withListingGroups(cmsConfig(), snapshotOf().files)
  const treatments = config.collections.find((collection) => collection.name === "treatments")!.fields as CmsField[]
  const listing = treatments.find((field) => field.name === "listing")!
  const field = (name: string) => listing.fields!.find((candidate) => candidate.name === name)!

  it("chooses the group from the services page's groups by their titles, and More treatment pages, saving each group's key", () => {
    const services = readContentFiles(path.join(__dirname, "../content")).files.find((file) => file.path === "pages/services.json")!
      .data as { groups: Array<{ key: string; title: string }>; moreTreatments: { title: string } }
    expect(listing).toMatchObject({ widget: "object", label: "Where it is listed" })
    expect(listing.required).not.toBe(false)
    expect(field("group")).toMatchObject({
      widget: "select",
      options: [
        ...services.groups.map((group) => ({ label: group.title, value: group.key })),
        { label: services.moreTreatments.title, value: "more" },
      ],
    })
    expect(field("group").required).not.toBe(false)
  })

  it("asks for the order as a whole number, with a hint, and whether the home page shows it", () => {
    expect(field("order")).toMatchObject({
      widget: "number",
      value_type: "int",
      min: 0,
      hint: expect.stringMatching(/lower numbers come first/i),
    })
    expect(field("onHomePage")).toMatchObject({ widget: "boolean", label: "Show on the home page", default: false })
  })
})
