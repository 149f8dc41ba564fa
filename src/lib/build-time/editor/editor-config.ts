import type { z } from "zod"
import { COLLECTIONS, slugOf } from "../../shared/content/model/collections"
import { contentJsonSchema, type ContentJsonSchema } from "../../shared/content/model/json-schema"
import { collectionEntry, contentEntryFor, singleFileEntries } from "../../shared/content/model/registry"
import { fieldLabel, labelOf } from "../../shared/content/wording/field-label"
import {
  FILES_COLLECTION,
  folderCollection,
  formInWords,
  formName,
  formOfFile,
  translationCollection,
} from "../../shared/content/wording/form-names"
import { reviewPolicyOf, type ReviewPolicy } from "../../shared/content/review/approvals"
import { APPROVALS_FIELD, TRANSLATION_FIELD } from "../../shared/content/model/records"
import { CHOICE_FIELD, REVIEWER_FIELD, reviewerChoices, SAVE_GROUP, saveChoices } from "../../shared/content/review/save-records"
import { TRANSLATION_STATE_WORDS, WAITING_WORDS, type TranslationStatus } from "../../shared/content/translation/translation-state"
import { TRANSLATED_LANGUAGES, type LanguageCode } from "../../shared/languages"
import { listingGroups } from "../../shared/content/model/placement"
import { titleOf } from "../../shared/content/model/unchecked"
import { contentLinks } from "../../shared/content/model/links"
import { routeOf, TREATMENTS } from "../../shared/routes"
import type { ContentFile } from "../../shared/content/model/content-file"
import type { ContentSnapshot } from "../content/content-snapshot"
import { pageRoutes } from "../content/load-content"
import { translationStatusesIn } from "../translations/translation-report"
import { withNewTreatmentDraft } from "./new-treatment-defaults"

/**
 * The Decap CMS configuration, generated from the zod content schemas, so the editor's forms know
 * the same rules as the build's content check: which fields are required, the shape of each list
 * item, a treatment's section kinds with their own fields, the allowed values.
 * Rules a form cannot express (an FDA status on every treatment, "individual results vary" beside
 * a figure, links that resolve) stay in the content check, which names the file and field.
 */
export interface CmsField {
  name: string
  label: string
  widget: string
  required?: boolean
  hint?: string
  /** A choice shows its words (`label`) and saves its `value`, where the schema words it (`optionLabels`). */
  options?: Array<string | { label: string; value: string }>
  default?: unknown
  value_type?: "int" | "float"
  min?: number
  max?: number
  field?: CmsField
  fields?: CmsField[]
  types?: CmsField[]
  typeKey?: string
  summary?: string
  collapsed?: boolean
  date_format?: string
  time_format?: boolean
  format?: string
  media_folder?: string
  public_folder?: string
  /** A translation's lists mirror the English file's: no entry added, removed or moved there. */
  allow_add?: boolean
  allow_remove?: boolean
  allow_reorder?: boolean
}

/** Fields of prose that deserve a text area rather than a one-line input. */
const LONG_TEXT = /^(intro|text|description|answer|summary|quote|paragraphs|details|note|footnote|meaning|biography|contactText)$/

/**
 * The form of a content file (`source`) or of its translation (`translation`): a translation's form
 * shows only the texts a visitor reads, each without the patterns that read English words; every
 * other value is hidden (the save copies it from the English file) and its lists mirror the
 * English file's, so no entry can be added, removed or moved.
 */
type FormKind = "source" | "translation"

export function cmsFields(schema: z.ZodType, form: FormKind = "source", pages: readonly PageChoice[] = []): CmsField[] {
  return objectFields(contentJsonSchema(schema), form, false, pages)
}

/** The fields of an object; inside an optional object (a link a question may leave out) none is required, or Decap could not save the object's absence. */
function objectFields(schema: ContentJsonSchema, form: FormKind, optional: boolean, pages: readonly PageChoice[]): CmsField[] {
  const required = new Set(schema.required ?? [])
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    field(name, property, !optional && required.has(name), form, pages),
  )
}

/** Whether a value of this schema holds a text a visitor reads, anywhere inside it (a union only when each of its kinds does). */
function holdsText(schema: ContentJsonSchema): boolean {
  if (schema.translatable) return true
  const variants = (schema.anyOf ?? schema.oneOf ?? []).filter((variant) => variant.type !== "null")
  if (variants.length > 0)
    return variants.every((variant) => holdsText(variant)) || variants.every((variant) => variant.type === "object" && holdsText(variant))
  return Object.values(schema.properties ?? {}).some(holdsText) || (schema.items !== undefined && holdsText(schema.items))
}

const MIRRORED_LIST = { allow_add: false, allow_remove: false, allow_reorder: false } as const

function field(name: string, schema: ContentJsonSchema, required: boolean, form: FormKind, pages: readonly PageChoice[]): CmsField {
  if (form === "translation" && !holdsText(schema)) return { name, label: fieldLabel(name, schema), widget: "hidden" }
  const mirrored = form === "translation" ? MIRRORED_LIST : {}
  const base = {
    name,
    label: fieldLabel(name, schema),
    ...(required ? {} : { required: false }),
    ...(schema.description ? { hint: schema.description } : {}),
  }
  const variants = (schema.anyOf ?? schema.oneOf ?? []).filter((variant) => variant.type !== "null")
  if (variants.length > 1 && variants.every((variant) => variant.type === "object" && variant.properties?.kind?.const !== undefined)) {
    return {
      ...base,
      widget: "list",
      ...mirrored,
      typeKey: "kind",
      types: variants.map((variant) => {
        const kind = String(variant.properties!.kind.const)
        return {
          name: kind,
          label: fieldLabel(kind, variant),
          ...(variant.description ? { hint: variant.description } : {}),
          widget: "object",
          summary: "{{fields.title}}",
          fields: objectFields(variant, form, false, pages).filter((child) => child.name !== "kind"),
        }
      }),
    }
  }
  if (variants.length > 1) return { ...base, widget: "string" }
  if (variants.length === 1)
    return field(
      name,
      { ...variants[0], description: schema.description ?? variants[0].description, title: schema.title ?? variants[0].title },
      required,
      form,
      pages,
    )
  if (schema.graphqlField?.startsWith("File")) return { ...base, widget: "image", ...imageFolder(schema.mediaFolder) }
  if (schema.const !== undefined) return { ...base, widget: "hidden", default: schema.const }
  if (schema.editorAssigned) return { ...base, widget: "hidden" }
  if (schema.pageLink && pages.length > 0) return pageChoiceField(base, pages)
  if (schema.enum) {
    const words = schema.optionLabels
    return {
      ...base,
      widget: "select",
      options: words ? schema.enum.map((value) => ({ label: words[value] ?? value, value })) : schema.enum,
    }
  }
  switch (schema.type) {
    case "string":
      if (schema.format === "date")
        return { ...base, widget: "datetime", date_format: "YYYY-MM-DD", time_format: false, format: "YYYY-MM-DD" }
      // A text's pattern and length are the content check's to refuse, beside the field (src/lib/editor/field-refusals.ts):
      // Decap's own pattern check would say it a second time, and blocks a save without a notification.
      return { ...base, widget: LONG_TEXT.test(name) ? "text" : "string" }
    case "integer":
    case "number":
      return {
        ...base,
        widget: "number",
        value_type: schema.type === "integer" ? "int" : "float",
        ...(schema.minimum !== undefined ? { min: schema.minimum } : {}),
        ...(schema.exclusiveMinimum !== undefined ? { min: schema.exclusiveMinimum + (schema.type === "integer" ? 1 : 0) } : {}),
        ...(schema.maximum !== undefined ? { max: schema.maximum } : {}),
      }
    case "boolean":
      // Decap never requires a checkbox; a required flag starts unticked so a new entry still has it.
      return { ...base, widget: "boolean", required: false, ...(required ? { default: false } : {}) }
    case "array": {
      // How many entries a list takes is the content check's to refuse, like a text's pattern.
      // Decap's "required" on a list means at least one entry; a list the schema allows empty is not required in the form.
      const bounds = required && !schema.minItems ? { required: false } : {}
      const item = schema.items ?? {}
      if (item.type === "object" && item.properties) {
        // A collapsed entry is named by its first field a patient would read.
        const named = ["title", "question", "label", "name", "heading", "timeframe"].find((key) => key in item.properties!)
        return {
          ...base,
          widget: "list",
          ...bounds,
          ...mirrored,
          ...(named ? { summary: `{{fields.${named}}}` } : {}),
          fields: objectFields(item, form, false, pages),
        }
      }
      // A list of a collection's pages (`pageRefs`) offers only that collection's.
      const itemPages = schema.pageRefsOf ? pages.filter((page) => page.folder === schema.pageRefsOf) : pages
      const itemField = field(singular(name), item, true, form, itemPages)
      if (itemField.types) return { ...base, ...bounds, ...mirrored, widget: "list", typeKey: itemField.typeKey, types: itemField.types }
      // A list of short values (items, keywords) shows every entry open, ready to edit.
      return { ...base, widget: "list", collapsed: false, ...bounds, ...mirrored, field: itemField }
    }
    case "object":
      return { ...base, widget: "object", fields: objectFields(schema, form, !required, pages) }
    default:
      return { ...base, widget: "string" }
  }
}

/** A page of the site as the editor offers it in a link's choice: its words ("Knee pain — /services/knee") and its address. */
export interface PageChoice {
  label: string
  value: string
  /** The collection the page is an entry of ("treatments"), for a list of that collection's pages. */
  folder?: string
}

const PAGE_CHOICE_HINT =
  "Choose a page of the site. A page you have just created appears in this list the next time the editor's files are built: on the live site once the site has been rebuilt after you publish (a few minutes), with npm run cms once it is restarted."

/** A link to a page: a choice of the site's pages, never a typed address. */
function pageChoiceField(base: Pick<CmsField, "name" | "label" | "required" | "hint">, pages: readonly PageChoice[]): CmsField {
  return {
    ...base,
    widget: "select",
    hint: base.hint ? `${base.hint} ${PAGE_CHOICE_HINT}` : PAGE_CHOICE_HINT,
    options: pages.map(({ label, value }) => ({ label, value })),
  }
}

/**
 * The pages a link may be chosen from, from the routes the build's link check knows (siteRoutes,
 * load-content.ts, less the redirects' old addresses): one per page of src/pages, named by its
 * content file's title, and one per entry of a collection, named by its title; then any address
 * the content already links to that is none of these (a file, a
 * place in a page), so that the form shows it and keeps it.
 */
export function pageChoices(content: ContentSnapshot): PageChoice[] {
  const { files } = content
  const pages: PageChoice[] = pageRoutes(content.folders.pages).map((route) => {
    const own = content.fileOfRoute.get(route)
    const title = route === "/" ? "Home page" : titleOf(own ? content.file(own)?.data : undefined)
    return { label: `${title ?? labelOf(route.split("/").pop()!)} — ${route}`, value: route }
  })
  for (const { folder, route } of COLLECTIONS) {
    for (const file of files.filter((candidate) => candidate.path.startsWith(`${folder}/`))) {
      const slug = slugOf(file)
      if (typeof slug === "string") pages.push({ label: `${titleOf(file.data) ?? slug} — ${route(slug)}`, value: route(slug), folder })
    }
  }
  pages.sort((a, b) => a.value.localeCompare(b.value))
  const others = [...new Set(contentLinks(files).map((link) => link.text))]
    .filter((text) => !pages.some((page) => page.value === text))
    .sort()
  return [
    ...pages,
    ...others.map((text) => {
      const page = pages.find((candidate) => candidate.value === routeOf(text))
      return { label: page ? `${page.label.split(" — ")[0]} — ${text}` : text, value: text }
    }),
  ]
}

/**
 * An image field with a folder of its own (a testimonial's photo): uploads go to that folder
 * inside the file's images folder, and the path saved names it ("../images/testimonials/ana.jpg").
 * Decap fills `{{media_folder}}` and `{{public_folder}}` with the file's own folders.
 */
function imageFolder(folder: string | undefined): Pick<CmsField, "media_folder" | "public_folder"> {
  return folder ? { media_folder: `{{media_folder}}/${folder}`, public_folder: `{{public_folder}}/${folder}` } : {}
}

export interface CmsConfig {
  backend: { name: "github"; repo?: string; branch: string; preview_context?: string }
  /** Each change a draft that its reviewers approve before it is published (the site's editor on the host). */
  publish_mode?: "editorial_workflow"
  local_backend?: { url: string; allowed_hosts: string[] }
  site_url?: string
  media_folder: string
  public_folder: string
  collections: Array<Record<string, unknown>>
}

/**
 * The whole configuration: a folder collection (create, edit, delete) for each folder of one page
 * per file, and one collection of the single files, each a form built from its schema.
 * Images upload into content/images/ and are saved as paths relative to the JSON file, as the
 * content files write them.
 */
export type CmsBackend =
  /**
   * `npm run cms`: decap-server on this machine writes into content/, no account needed; each save
   * is written at once. `workflow`: drafts, as on the host, kept as branches of a git repository
   * (decap-server's git backend: scripts/lib/cms-server.ts).
   */
  | { local: true; port: number; workflow?: boolean }
  /**
   * The site on the host: the staff log in with the git host; each change is a draft (a branch
   * and pull request, with its own deploy preview) that is published to `branch` once approved.
   */
  | { local: false; repo: string; branch: string; siteUrl: string }

/** Whether the editor with this backend keeps each change as a draft until it is published. */
function usesWorkflow(backend: CmsBackend): boolean {
  return !backend.local || backend.workflow === true
}

export function cmsConfig(
  backend: CmsBackend = { local: true, port: 8081 },
  translations: readonly TranslationForm[] = [],
  /** The pages a link is chosen from (pageChoices); without them a link is typed. */
  pages: readonly PageChoice[] = [],
  /** The clinic's reviewers, whose approvals a save may record. */
  policy: ReviewPolicy = reviewPolicyOf([]),
): CmsConfig {
  const folders = COLLECTIONS.map(({ folder }) => {
    const { name, label } = folderCollection(folder)
    return {
      name,
      label,
      folder: `content/${folder}`,
      extension: "json",
      format: "json",
      create: true,
      delete: true,
      identifier_field: "slug",
      slug: "{{fields.slug}}",
      summary: "{{title}}",
      // A collection's images sit in their own folder (content/images/treatments/), which is where uploads go.
      media_folder: `../images/${folder}`,
      public_folder: `../images/${folder}`,
      fields: [...cmsFields(collectionEntry(folder).schema, "source", pages), ...recordFields(policy)],
    }
  })
  const singleFiles = singleFileEntries().map(({ files, schema }) => {
    const file = literalPath(files)
    const up = "../".repeat(file.split("/").length - 1)
    return {
      name: formName(file),
      label: formOfFile(file),
      file: `content/${file}`,
      media_folder: `${up}images`,
      public_folder: `${up}images`,
      fields: [...cmsFields(schema, "source", pages), ...recordFields(policy)],
    }
  })
  return {
    ...(backend.local
      ? {
          backend: { name: "github", branch: "main" },
          local_backend: { url: `http://127.0.0.1:${backend.port}/api/v1`, allowed_hosts: ["127.0.0.1"] },
        }
      : {
          // The deploy preview Netlify builds for each draft's pull request, which Decap links as "View preview".
          backend: { name: "github", repo: backend.repo, branch: backend.branch, preview_context: "deploy/netlify" },
          site_url: backend.siteUrl,
        }),
    ...(usesWorkflow(backend) ? { publish_mode: "editorial_workflow" as const } : {}),
    media_folder: "content/images",
    public_folder: "images",
    collections: [
      ...folders,
      { name: FILES_COLLECTION.name, label: FILES_COLLECTION.label, extension: "json", format: "json", files: singleFiles },
      ...translationCollections(translations, policy),
    ],
  }
}

/**
 * The editor's configuration, as `npm run cms` and the host's /admin serve it: the forms
 * (cmsConfig), with the translations' forms, the site's pages to link to and the services groups a
 * treatment may choose, all as the content has them now.
 */
export function editorConfig(backend: CmsBackend, content: ContentSnapshot): CmsConfig {
  const config = withListingGroups(cmsConfig(backend, translationForms(content), pageChoices(content), content.reviewPolicy), content.files)
  return withNewTreatmentDraft(config, new Date().toISOString().slice(0, 10))
}

/**
 * A treatment's group (`listing.group`) is chosen from the groups of content/pages/services.json
 * among `files`, by their titles, and "More treatment pages" (placement.ts): the form offers
 * the keys the content check accepts, in words. The list is read when the editor's files are
 * written (when `npm run cms` starts; on the host, at each deploy).
 */
export function withListingGroups(config: CmsConfig, files: readonly ContentFile[]): CmsConfig {
  const options = listingGroups(files).map(({ key, title }) => ({ label: title, value: key }))
  if (options.length === 0) return config
  const choose = (field: CmsField): CmsField => (field.name === "group" ? { ...field, widget: "select", options } : field)
  return {
    ...config,
    collections: config.collections.map((collection) =>
      collection.name !== TREATMENTS.folder
        ? collection
        : {
            ...collection,
            fields: (collection.fields as CmsField[]).map((field) =>
              field.name === "listing" ? { ...field, fields: field.fields?.map(choose) } : field,
            ),
          },
    ),
  }
}

/** A translated file's form: its language, its English file and how the list of forms names it, with its state. */
export interface TranslationForm {
  lang: LanguageCode
  /** The English file, e.g. "treatments/knee.json". */
  source: string
  label: string
}

/**
 * The forms of the content's translations, each named for its page and its state ("Knee
 * pain: not reviewed"). A file not translated yet has none: a translation starts as a copy of the
 * English file (docs/translations.md), since a form cannot add the entries of a mirrored list.
 */
export function translationForms(content: ContentSnapshot): TranslationForm[] {
  return translationStatusesIn(content).flatMap((status) => {
    const english = content.file(status.source)
    if (!english || status.state === "missing") return []
    return [{ lang: status.lang, source: status.source, label: `${formInWords(status.source, english.data)} (${stateInWords(status)})` }]
  })
}

/** A translation's state as the list of forms shows it beside the page's name: "Home (not approved)", "FAQ (approved …; 1 new English entry to translate)". */
function stateInWords(status: TranslationStatus): string {
  const state = stateNameInWords(status)
  return status.waiting ? `${state}; ${WAITING_WORDS.count(status.waiting.length)}` : state
}

function stateNameInWords(status: TranslationStatus): string {
  const { name } = TRANSLATION_STATE_WORDS[status.state]
  switch (status.state) {
    case "reviewed": {
      const given = status.approval!.roles[0].approval!
      return `${name} by ${given.by} on ${given.on}`
    }
    case "unreviewed":
      return status.approval?.roles.some((role) => role.earlier) ? "changed since its approval: approve it again" : name
    case "stale":
      return `${name}: the English changed since`
    default:
      return `${name}: npm run translation:status says why`
  }
}

/**
 * One collection per language of the translations' forms: the texts a visitor reads, beside the
 * English in the preview, and the review record (what the save records, set by the editor's setup
 * script from the staff's choice).
 */
function translationCollections(translations: readonly TranslationForm[], policy: ReviewPolicy): Array<Record<string, unknown>> {
  return TRANSLATED_LANGUAGES.flatMap(({ code }) => {
    const forms = translations.filter((form) => form.lang === code)
    if (forms.length === 0) return []
    const { name, label } = translationCollection(code)
    return [
      {
        name,
        label,
        description:
          "Each page's texts in this language; the preview shows the English beside them. A production build publishes a translation only once a qualified medical translator has reviewed it against today's English.",
        extension: "json",
        format: "json",
        files: forms.map((form) => ({
          name: formName(`${code}/${form.source}`),
          label: form.label,
          file: `content/${code}/${form.source}`,
          fields: [
            ...cmsFields(contentEntryFor(form.source)!.schema, "translation"),
            TRANSLATION_RECORD_FIELD,
            ...recordFields(policy, code),
          ],
        })),
      },
    ]
  })
}

/** A translation's record of the English it renders: kept by the save (save-records.ts), never typed. */
const TRANSLATION_RECORD_FIELD: CmsField = {
  name: TRANSLATION_FIELD,
  label: "Translation record",
  widget: "object",
  required: false,
  fields: [
    { name: "source", label: "English texts it renders", widget: "hidden" },
    { name: "entries", label: "English entries it translates", widget: "hidden" },
  ],
}

/**
 * The fields every form ends with: "This save records" (the staff's changes only, on a translation
 * that it now renders the English shown, or a listed reviewer's approval of the version saved:
 * save-records.ts, applied by the editor's setup script), and the approvals the file holds,
 * kept as they are. A translation's form offers its language's translators.
 */
function recordFields(policy: ReviewPolicy, lang?: LanguageCode): CmsField[] {
  const reviewerOptions = reviewerChoices(policy, lang)
  return [
    {
      name: SAVE_GROUP,
      label: "This save records",
      widget: "object",
      required: false,
      collapsed: false,
      hint: "Patients see a change once every reviewer this page needs has approved it.",
      fields: [
        {
          name: CHOICE_FIELD,
          label: "What this save records",
          widget: "select",
          required: false,
          default: "changes",
          hint: "Most saves record your changes only. A reviewer on the clinic's list who has checked this version records their approval here.",
          options: saveChoices(lang !== undefined),
        },
        {
          name: REVIEWER_FIELD,
          label: "Reviewer",
          widget: "select",
          required: false,
          options: reviewerOptions,
          hint:
            reviewerOptions.length > 0
              ? "Only when you record an approval: the reviewer who checked this version, and for which review. The list is the clinic's (Site › Reviewers)."
              : "No reviewer is on the clinic's list yet: add them under Site › Reviewers, and publish that change, first.",
        },
      ],
    },
    { name: APPROVALS_FIELD, label: "Approvals", widget: "hidden" },
  ]
}

/** "pages\/home\.json" (a registry pattern with nothing variable in it) -> "pages/home.json". */
function literalPath(files: RegExp): string {
  const path = files.source.replace(/^\^/, "").replace(/\$$/, "").replace(/\\(.)/g, "$1")
  if (/[[\]()*+?|^$]/.test(path))
    throw new Error(`${files} names more than one file: give it a collection in src/lib/shared/content/model/collections.ts`)
  return path
}

function singular(name: string): string {
  return name.endsWith("ies") ? `${name.slice(0, -3)}y` : name.replace(/s$/, "")
}
