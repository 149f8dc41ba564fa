/**
 * The site's setup of the content editor's page, run after Decap's bundle (which provides the
 * `CMS` and `h` globals). Bundled with the content check by esbuild into the editor's setup script
 * (src/lib/build-time/editor/editor-assets.ts), with the build's settings compiled in as
 * __EDITOR_SETTINGS__. A page's preview is the page, drawn by the site's components (page-preview.ts).
 * Before a save: cleared optional values are dropped, a patient count written in digits becomes a
 * number, a changed slug is refused, the build's content check refuses what the build would (beside
 * the field it names, field-refusals.ts, or in the notification), and
 * the keys are put in the schema's order (schema-shape.ts), the order the repository's files are in, and a new testimonial gets its id.
 * An upload named like a file already there is added under a free name (same-named-uploads.ts).
 */
import type { EditorSettings } from "../shared/editor-settings"
import { jsonSchemaOfFile } from "../shared/content/model/registry"
import { collectionFile } from "../shared/content/model/collections"
import { approvalState, approvalStateInWords } from "../shared/content/review/approvals"
import { samplesAndPlaceholders } from "../shared/content/rules/launch-guard"
import { contentOnly } from "../shared/content/model/records"
import {
  englishToSave,
  movesEntries,
  recordsMoreThanChanges,
  RefusedSave,
  SAVE_CHOICES,
  translationToSave,
  withoutSaveGroup,
} from "../shared/content/review/save-records"
import { languageForStaff, languageOfContentPath, SOURCE_LANGUAGE } from "../shared/languages"
import { entriesAddedSince } from "../shared/content/translation/entries"
import { WAITING_WORDS } from "../shared/content/translation/translation-state"
import { fieldInWords, pathOfField, problemsInWords, refusalsAtFields, type RefusalAtField } from "../shared/content/wording/field-words"
import { fieldName, type ContentFile, type ContentProblem } from "../shared/content/model/content-file"
import type { TranslatedFile } from "../shared/content/translation/translations"
import { problemsOfEditedFile } from "./content-check"
import { keepControlsNamed, keepFramesAndThumbnailsNamed } from "./control-names"
import { confirmNestedRemovals } from "./confirm-removals"
import { showEnglishAboveFields } from "./english-above-fields"
import { rewordDecapPhrases } from "./decap-phrases"
import { fieldKey, showRefusalsBesideFields, type RefusalsByField, type WidgetRegistry } from "./field-refusals"
import { reloadAfterRecording, type AfterRecordingSave } from "./reload-after-save"
import { registerPagePreviews } from "./page-preview"
import { listRefusalsInNotification } from "./refusals-in-notification"
import { hideOptionalMarkOfNeededFields, type NeededFieldsConfig } from "./needed-fields"
import { keepSameNamedUploads } from "./same-named-uploads"
import { keepImagesInUse, type BackendRegistry } from "./images-in-use"
import { offerNewTreatment } from "./new-treatment"
import { inSchemaShape, isImmutableList, toEntryData } from "./schema-shape"
import { renderTranslationPreview, sentenceCase, type CreateElement } from "./translation-preview"

declare const __EDITOR_SETTINGS__: EditorSettings
/** The configuration generated from the content schemas (src/lib/build-time/editor/editor-config.ts). */
declare const __EDITOR_CONFIG__: Record<string, unknown>

/** The part of Immutable.js's Map and List (Decap's entry data) this script uses. */
interface Immutable {
  get(key: string | number): unknown
  getIn(path: ReadonlyArray<string | number>): unknown
  map(mapper: (value: unknown, key: string | number) => unknown): Immutable
  filter(predicate: (value: unknown, key: string | number) => boolean): Immutable
  toArray(): unknown[]
  toJS(): unknown
  readonly size: number
}

interface PreviewProps {
  entry: Immutable
  /** The address of an image the entry names (Decap's AssetProxy, whose string is its URL). */
  getAsset(path: string): unknown
}

interface DecapCms extends WidgetRegistry, BackendRegistry {
  getLocale(locale: string): Record<string, unknown> | undefined
  registerLocale(locale: string, phrases: Record<string, unknown>): void
  /** Starts Decap (the page tells it not to start by itself), with the configuration given rather than read from config.yml. */
  init(options: { config: Record<string, unknown> }): void
  registerPreviewTemplate(name: string, render: (props: PreviewProps) => unknown): void
  /**
   * preUnpublish runs before an entry is deleted (decap-cms-core backend.ts deleteEntry), prePublish
   * before a change is published (with the editorial workflow, when staff publish a draft; without
   * it, at every save): a throw keeps it from happening, in Decap's notification.
   */
  registerEventListener(listener: {
    name: "preSave" | "postSave" | "prePublish" | "preUnpublish"
    handler: (event: { entry: Immutable }) => unknown
  }): void
}

const isCollection = (value: unknown): value is Immutable =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Immutable).map === "function" &&
  typeof (value as Immutable).size === "number"

/**
 * Decap saves a cleared optional field as "" or [] and an untouched optional object as {}; the
 * content schemas want it left out, except a list the schema requires but may be empty.
 */
function isEmpty(value: unknown, key: string | number, keepEmptyLists: readonly string[]): boolean {
  if (isImmutableList(value) && keepEmptyLists.includes(String(key))) {
    return false
  }
  return value === "" || value === null || value === undefined || (isCollection(value) && value.size === 0)
}

/**
 * A patient count written in digits is saved as a number, which the launch guard requires of a real
 * figure; so is a treatment's order, which Decap's prefill of a new entry gives as a text (new-treatment.ts).
 */
export function cleanForSave(value: unknown, key: string | number, keepEmptyLists: readonly string[]): unknown {
  if ((key === "patients" || key === "order") && typeof value === "string" && /^\d+$/.test(value.trim())) return Number(value.trim())
  if (isCollection(value)) {
    return value
      .map((child, childKey) => cleanForSave(child, childKey, keepEmptyLists))
      .filter((child, childKey) => !isEmpty(child, childKey, keepEmptyLists))
  }
  return value
}

/** Decap would keep a renamed page in its old file, which the content check refuses. */
function renameProblems(entry: Immutable): ContentProblem[] {
  const slug = entry.getIn(["data", "slug"])
  if (entry.get("newRecord") || slug === undefined || slug === entry.get("slug")) return []
  const message =
    "cannot be changed here for a page that exists: create a new page with the new address, then delete this one (its old address can then lead to the new page, under Redirects)"
  return [{ file: String(entry.get("path")), field: "slug", message }]
}

/** The file an entry is saved to, under content/: a new page's is named for its slug. */
function contentPathOf(entry: Immutable, data: Immutable): string {
  const path = entry.get("path")
  // A collection is named for its folder (form-names.ts).
  return path ? String(path).replace(/^content\//, "") : collectionFile(String(entry.get("collection")), String(data.get("slug")))
}

/** What the save of an English entry refuses: a renamed page, and the build's content check on the file as saved. */
function problemsOfEntry(entry: Immutable, data: Immutable, settings: EditorSettings): ContentProblem[] {
  return [...renameProblems(entry), ...problemsOfSave(entry, data, settings)]
}

/**
 * Where a value of the saved data is in the form (Decap's data): the save drops emptied list items
 * (cleanForSave), so an item after one has a larger number in the form.
 */
function formPathOf(form: unknown, path: ReadonlyArray<string | number>, keepEmptyLists: readonly string[]): Array<string | number> {
  let node = form
  return path.map((part) => {
    if (typeof part === "number" && isImmutableList(node)) {
      const kept = (node as Immutable)
        .toArray()
        .flatMap((child, index) => (isEmpty(cleanForSave(child, index, keepEmptyLists), index, keepEmptyLists) ? [] : [index]))
      part = kept[part] ?? part
    }
    node = isCollection(node) ? node.get(part) : undefined
    return part
  })
}

/** The problems of a save, each naming its field where the form has it. */
function inFormTerms(problems: readonly ContentProblem[], form: unknown, settings: EditorSettings): ContentProblem[] {
  return problems.map((problem) =>
    problem.field === "(file)"
      ? problem
      : { ...problem, field: fieldName(formPathOf(form, pathOfField(problem.field), settings.keepEmptyLists)) },
  )
}

/** The build's content check on an English file about to be saved: its problems, in the file's own terms. */
function problemsOfSave(entry: Immutable, data: Immutable, settings: EditorSettings): ContentProblem[] {
  const collection = String(entry.get("collection"))
  const route = settings.routes[collection]
  const isNew = Boolean(entry.get("newRecord")) && route !== undefined
  return problemsOfEditedFile(contentPathOf(entry, data), withoutSaveGroup(data.toJS()), {
    newRoute: isNew ? route.replace("{slug}", String(data.get("slug"))) : undefined,
    takenRoutes: settings.takenRoutes,
    context: settings.context,
  })
}

/** An English entry's form data as it is saved: cleared optional values dropped, keys in the schema's order. */
function englishEntryData(entry: Immutable, settings: EditorSettings): Immutable {
  const cleaned = cleanForSave(entry.get("data"), "data", settings.keepEmptyLists) as Immutable
  const schema = jsonSchemaOfFile(contentPathOf(entry, cleaned))
  return (schema ? inSchemaShape(cleaned, schema) : cleaned) as Immutable
}

/** An English entry as it is saved: its data, with the approval the staff chose to record (save-records.ts). */
export function englishForSave(entry: Immutable, settings: EditorSettings, today = localDate()): unknown {
  const data = englishEntryData(entry, settings)
  return toEntryData(englishToSave({ path: contentPathOf(entry, data), data: data.toJS() }, settings.review, today), data)
}

const isTranslation = (entry: Immutable) =>
  languageOfContentPath(contentPathOf(entry, entry.get("data") as Immutable)).lang !== SOURCE_LANGUAGE

/** What the save refuses, by the field the form shows it beside: the build's content check, a renamed page, a translation that does not match its English. */
function refusalsOfEntry(entry: Immutable, settings: EditorSettings): RefusalAtField[] {
  const form = entry.get("data") as Immutable
  let refusedSave: RefusedSave | undefined
  try {
    if (isTranslation(entry)) translationForSave(entry, settings)
    else englishForSave(entry, settings)
  } catch (error) {
    if (!(error instanceof RefusedSave)) throw error
    refusedSave = error
  }
  if (isTranslation(entry)) {
    return refusedSave ? refusalsAtFields(refusedSave.englishPath, form.toJS(), inFormTerms(refusedSave.problems, form, settings)) : []
  }
  const data = englishEntryData(entry, settings)
  const problems = [...problemsOfEntry(entry, data, settings), ...(refusedSave?.problems ?? [])]
  return refusalsAtFields(contentPathOf(entry, data), form.toJS(), inFormTerms(problems, form, settings))
}

const refusalsOfData = new WeakMap<object, RefusalsByField>()
/** The refusals of an entry by field (field-refusals.ts), found once for each state of the form; a refusal of the whole file is left to the save. */
export function refusalsByField(entry: Immutable, settings: EditorSettings): RefusalsByField {
  const state = entry.get("data") as object
  if (!refusalsOfData.has(state)) {
    const refusals = new Map<string, string[]>()
    for (const refusal of refusalsOfEntry(entry, settings).filter((candidate) => candidate.path.length > 0)) {
      const key = fieldKey(refusal.path)
      refusals.set(key, [...(refusals.get(key) ?? []), refusal.message])
    }
    refusalsOfData.set(state, refusals)
  }
  return refusalsOfData.get(state)!
}

/**
 * A page that other content links to is not deleted: the staff get the list of those links, where
 * the editor shows them, and the redirect that would keep the old address working. Decap shows a
 * refused delete only for a few seconds, so the list also opens in a dialog that stays until closed.
 */
export function refuseDeleteOfLinkedPage(entry: Immutable, settings: EditorSettings, alert: (message: string) => void): void {
  const collection = String(entry.get("collection"))
  const slug = String(entry.getIn(["data", "slug"]) ?? entry.get("slug"))
  const route = settings.routes[collection]?.replace("{slug}", slug)
  if (!route) return
  const file = collectionFile(collection, slug)
  const links = settings.links.filter((link) => link.route === route && link.file !== file)
  if (links.length === 0) return
  const message = [
    `This page (${route}) is not deleted: ${links.length === 1 ? "a link leads" : `${links.length} links lead`} to it. Remove ${links.length === 1 ? "it" : "them"} or point ${links.length === 1 ? "it" : "them"} to another page, publish, then delete this page:`,
    ...links.map((link) => `- ${link.where}`),
    `To keep the old address working, add it in Redirects: from "${route}" to the page that replaces it.`,
  ].join("\n")
  alert(message)
  throw new Error(message)
}

/**
 * With the editorial workflow (the editor of the site on the host), a draft is published only once
 * every review its file needs has approved the version published, and, in the live site's editor,
 * once nothing in it would stop a production build (the launch guard: samples, placeholders). The
 * refusal names the reviews still missing. Without the workflow (npm run cms), Decap calls this at
 * every save: there the production build is what refuses an unapproved change.
 */
export function refuseUnapprovedPublish(entry: Immutable, settings: EditorSettings): void {
  if (!settings.workflow) return
  const data = entry.get("data") as Immutable
  const file = { path: contentPathOf(entry, data), data: withoutSaveGroup(data.toJS()) }
  const state = approvalState(file, settings.review)
  const blockers = settings.production
    ? samplesAndPlaceholders([file, ...settings.context.filter((other) => other.path !== file.path)])
    : []
  const others = blockers.filter((blocker) => blocker.file === file.path)
  if (state.approved && others.length === 0) return
  throw new Error(
    [
      "This change is not published.",
      state.approved
        ? ""
        : `The page is ${approvalStateInWords(state)}. Each reviewer opens the draft, checks its preview, chooses "${SAVE_CHOICES.approval}" under "This save records" and saves; then publish again.`,
      others.length > 0
        ? `It still holds what the live site may not show:\n${problemsInWords(file.path, contentOnly(file.data), others)}`
        : "",
    ]
      .filter(Boolean)
      .join("\n"),
  )
}

/** What a save recorded, for the staff: the file's approvals as they now stand. */
function savedRecordsInWords(file: string, data: unknown, settings: EditorSettings): string {
  const state = approvalState({ path: file, data }, settings.review)
  return `Saved. This page is ${approvalStateInWords(state)}.`
}

/** Today's date where the staff are, as a review records it ("2026-11-26"). */
function localDate(now = new Date()): string {
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((part) => String(part).padStart(2, "0")).join("-")
}

/**
 * A translation as the editor saves it (translation-save.ts): the English file's other values, the
 * record the staff's choice makes, refused with the build's words where the build would leave it out.
 */
export function translationForSave(entry: Immutable, settings: EditorSettings, today = localDate()): unknown {
  const { translation, english } = translationAndEnglish(entry, settings)
  return toEntryData(translationToSave(translation, english, today, settings.review), entry.get("data") as Immutable)
}

/** A translation entry as the file it is saved to, cleared optional values dropped, and its English file as the editor's files were built. */
function translationAndEnglish(entry: Immutable, settings: EditorSettings): { translation: TranslatedFile; english: ContentFile } {
  const data = entry.get("data") as Immutable
  const file = contentPathOf(entry, data)
  const { lang, source } = languageOfContentPath(file)
  if (!(source in settings.english)) {
    throw new Error(`The editor does not know the English content/${source}: restart npm run cms, or wait for the site to be rebuilt.`)
  }
  const cleaned = cleanForSave(data, "data", settings.keepEmptyLists) as Immutable
  return { translation: { path: file, data: cleaned.toJS(), lang, source }, english: { path: source, data: settings.english[source] } }
}

/** What a save that brought the English entries into a translation's form tells the staff, once the form shows them. */
const ENTRIES_MOVED =
  "The form now has the English file's entries: each new one in English, to translate here; then save it as translating the English shown beside it, and have it approved."

/**
 * What an English save that adds an entry (or changes one's text) tells the staff: which
 * translations now wait for it, and that their pages keep what is translated (entries.ts).
 */
export function translationsWaiting(file: string, saved: unknown, settings: EditorSettings): string | undefined {
  const before = settings.english[file]
  const languages = Object.values(settings.translations).filter((form) => form.source === file)
  if (before === undefined || languages.length === 0) return undefined
  const waiting = entriesAddedSince(before, { path: file, data: saved })
  if (waiting.length === 0) return undefined
  const names = languages.map((form) => languageForStaff(form.lang)).join(", ")
  const fields = waiting.map((path) => fieldInWords(file, saved, path)).join("; ")
  return `Saved. Translations of this page to update: ${names}. Each now has ${WAITING_WORDS.count(waiting.length)}: ${fields}. ${sentenceCase(WAITING_WORDS.liveSite)}. Each translation's form lists it once the editor is next rebuilt (the site's next deploy, or npm run cms restarted).`
}

/** Registers the previews and the save rules with Decap. */
export function setUpEditor(cms: DecapCms, h: CreateElement, settings: EditorSettings, afterRecording?: AfterRecordingSave): void {
  let recorded: string | undefined
  /** What an English save tells the staff once saved, the form as it is. */
  let told: string | undefined
  for (const name of Object.keys(settings.translations).filter((candidate) => !(candidate in settings.routes))) {
    cms.registerPreviewTemplate(name, (props) =>
      renderTranslationPreview(h, settings, name, (props.entry.get("data") as Immutable).toJS() as Record<string, unknown>),
    )
  }
  registerPagePreviews(cms, h, settings)
  cms.registerEventListener({
    name: "preSave",
    handler: ({ entry }) => {
      recorded = undefined
      told = undefined
      if (isTranslation(entry)) {
        const saved = withRecorded(translationForSave(entry, settings), entry)
        const { translation, english } = translationAndEnglish(entry, settings)
        if (!recorded && movesEntries(translation, english)) recorded = `Saved. ${ENTRIES_MOVED}`
        return saved
      }
      const data = englishEntryData(entry, settings)
      // What no field of the form shows (a problem of the whole file) is refused here, in Decap's notification.
      const problems = problemsOfEntry(entry, data, settings)
      if (problems.length > 0) {
        throw new Error(
          `The site's content check refuses this change:\n${problemsInWords(contentPathOf(entry, data), withoutSaveGroup(data.toJS()), problems)}`,
        )
      }
      const saved = withRecorded(englishForSave(entry, settings), entry)
      if (!recorded) told = translationsWaiting(contentPathOf(entry, data), withoutSaveGroup((saved as Immutable).toJS()), settings)
      return saved
    },
  })
  /** The saved data, noting what the save recorded besides the changes, for the reload after it. */
  const withRecorded = (saved: unknown, entry: Immutable) => {
    const form = (entry.get("data") as Immutable).toJS()
    if (recordsMoreThanChanges(form))
      recorded = savedRecordsInWords(contentPathOf(entry, entry.get("data") as Immutable), (saved as Immutable).toJS(), settings)
    return saved
  }
  cms.registerEventListener({
    name: "postSave",
    handler: () => {
      if (recorded && afterRecording) afterRecording.reload(recorded)
      else if (told && afterRecording) afterRecording.tell(told)
      recorded = undefined
      told = undefined
    },
  })
  cms.registerEventListener({
    name: "prePublish",
    handler: ({ entry }) => refuseUnapprovedPublish(entry, settings),
  })
  cms.registerEventListener({
    name: "preUnpublish",
    handler: ({ entry }) => refuseDeleteOfLinkedPage(entry, settings, (message) => globalThis.alert?.(message)),
  })
}

// In the editor's page (not when a test imports this module): Decap's globals are there.
const page = globalThis as { CMS?: DecapCms; h?: CreateElement; createClass?: (spec: Record<string, unknown>) => unknown }
if (typeof __EDITOR_SETTINGS__ !== "undefined" && page.CMS && page.h) {
  setUpEditor(page.CMS, page.h, __EDITOR_SETTINGS__, typeof window === "undefined" ? undefined : reloadAfterRecording(window))
  keepImagesInUse(page.CMS, __EDITOR_SETTINGS__.images, (message) => globalThis.alert?.(message))
  // The tests run this script in a bare context with Decap's globals alone: no page, no uploads.
  if (typeof window !== "undefined") keepSameNamedUploads(window)
  if (typeof window !== "undefined") offerNewTreatment(window, __EDITOR_CONFIG__)
  if (typeof document !== "undefined" && page.createClass) {
    rewordDecapPhrases(page.CMS)
    const settings = __EDITOR_SETTINGS__
    let latest: RefusalsByField = new Map()
    showRefusalsBesideFields(
      page.CMS,
      page.createClass,
      page.h as never,
      (entry) => (latest = refusalsByField(entry as Immutable, settings)),
      document,
    )
    showEnglishAboveFields(page.CMS, page.createClass, page.h as never, settings, document)
    listRefusalsInNotification(document, () => [...latest.values()].flat())
    hideOptionalMarkOfNeededFields(document, __EDITOR_CONFIG__ as NeededFieldsConfig)
  }
  page.CMS.init({ config: { ...__EDITOR_CONFIG__, load_config_file: false } })
  // Decap leaves its list items' buttons, its preview frame and its thumbnails unnamed (control-names.ts); tests run this script without a page.
  if (typeof document !== "undefined") {
    keepControlsNamed(document)
    keepFramesAndThumbnailsNamed(document)
    confirmNestedRemovals(window)
  }
}
