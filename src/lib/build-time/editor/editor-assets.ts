import fs from "node:fs"
import { SHARED_FILE, TREATMENT_FILE } from "../../shared/content/model/content-paths"
import { createRequire } from "node:module"
import path from "node:path"
import { ADMIN_PATH, ADMIN_SETUP_SCRIPT, DECAP_BUNDLE, DECAP_MANUAL_INIT_SCRIPT } from "../../shared/addresses"
import type { EditorSettings } from "../../shared/editor-settings"
import { isProductionBuild } from "../../shared/content/rules/launch-guard"
import { editorBranch, editorRepository } from "../../shared/editor-repository"
import { editorConfig, type CmsConfig } from "./editor-config"
import { writePreviewBundle } from "./preview-bundle"
import { fieldInWords } from "../../shared/content/wording/field-words"
import { formInWords } from "../../shared/content/wording/form-names"
import { contentLinks } from "../../shared/content/model/links"
import { contentImages } from "../../shared/content/model/images"
import type { ContentFile } from "../../shared/content/model/content-file"
import { COLLECTIONS } from "../../shared/content/model/collections"
import { contentJsonSchema, type ContentJsonSchema } from "../../shared/content/model/json-schema"
import { languageOfContentPath, SOURCE_LANGUAGE } from "../../shared/languages"
import type { ContentSnapshot } from "../content/content-snapshot"
import { takenRoutes } from "../content/load-content"
import { languagePath } from "../content/page-languages"

/** The files whose content other files' rules read (see EditorSettings.context). */
const EDITOR_CONTEXT_FILES = [SHARED_FILE]
import { CONTENT_SCHEMAS } from "../../shared/content/model/registry"

/**
 * The files the editor's page loads, written by the build into public/admin/ and by `npm run cms`
 * into .cms/admin/: Decap's prebuilt bundle and its chunks, the configuration generated from the
 * content schemas, and the site's setup script (src/lib/editor/setup.ts: previews and the rules
 * applied when saving, the build's content check among them) bundled with the build's settings.
 */
export function writeAdminAssets(
  dir: string,
  options: {
    config: CmsConfig
    siteUrl: string
    /** When the linked page shows a saved change: right away on the development site, after a rebuild on the host. */
    previewNote: string
    /** The project: its editor's setup script and its installed Decap. */
    root: string
    /** The site's content as the build read it. */
    content: ContentSnapshot
    /** The editor of the live site, whose saves are production builds: it applies the launch guard too. */
    production: boolean
    /** Link Decap's files rather than copy them (the local editor). */
    link?: boolean
  },
) {
  const load = createRequire(path.join(options.root, "package.json"))
  const decapDist = path.join(path.dirname(load.resolve("decap-cms/package.json")), "dist")
  if (!options.link && fs.existsSync(path.join(dir, "index.html"))) {
    throw new Error(`cms: ${dir} holds a page of the site, but that address belongs to the content editor`)
  }
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, DECAP_MANUAL_INIT_SCRIPT), "window.CMS_MANUAL_INIT = true\n")
  const { content } = options
  const contentFiles = content.files
  const translations = translationFormsOf(options.config)
  const settings: EditorSettings = {
    siteUrl: options.siteUrl,
    previewNote: options.previewNote,
    routes: previewRoutes(options.config, content),
    takenRoutes: takenRoutes(contentFiles, content.folders.pages),
    keepEmptyLists: requiredListsWithoutMinimum(),
    production: options.production,
    workflow: options.config.publish_mode === "editorial_workflow",
    review: content.reviewPolicy,
    // The other treatments too: a text copied from one is refused (rules/copied-texts.ts).
    context: contentFiles.filter((file) => EDITOR_CONTEXT_FILES.includes(file.path) || TREATMENT_FILE.test(file.path)),
    links: linksForEditor(contentFiles),
    images: imagesForEditor(contentFiles),
    translations,
    english: Object.fromEntries(
      contentFiles
        .filter((file) => Object.values(translations).some(({ source }) => source === file.path))
        .map((file) => [file.path, file.data]),
    ),
  }
  // esbuild is loaded only here: it refuses to start under jsdom, where the tests of the rest of this module run.
  const { buildSync } = load("esbuild") as typeof import("esbuild")
  buildSync({
    entryPoints: [path.join(options.root, "src/lib/editor/setup.ts")],
    outfile: path.join(dir, ADMIN_SETUP_SCRIPT),
    bundle: true,
    minify: true,
    format: "iife",
    platform: "browser",
    target: "es2020",
    define: { __EDITOR_SETTINGS__: JSON.stringify(settings), __EDITOR_CONFIG__: JSON.stringify(options.config) },
    logLevel: "error",
  })
  writePreviewBundle(dir, options.root, content, options.siteUrl)
  const bundleFiles = fs.readdirSync(decapDist).filter((name) => name === DECAP_BUNDLE || name.endsWith(`.${DECAP_BUNDLE}`))
  if (!bundleFiles.includes(DECAP_BUNDLE)) throw new Error(`cms: ${DECAP_BUNDLE} is missing from ${decapDist}`)
  for (const name of bundleFiles) {
    const from = path.join(decapDist, name)
    if (options.link) fs.symlinkSync(from, path.join(dir, name))
    else fs.copyFileSync(from, path.join(dir, name))
  }
}

/**
 * The content editor on the host: Decap's bundle, the configuration generated from the content
 * schemas and the setup script, into public/admin/. Only the editor's page (src/api/admin.ts)
 * loads them; no page of the site refers to them. Without a GitHub repository to commit to, the
 * editor is not deployed and /admin says how to connect it. Returns what it did, for the build's log.
 */
export function writeHostEditor(
  root: string,
  content: ContentSnapshot,
  siteUrl: string,
  env: Readonly<Record<string, string | undefined>>,
): string {
  const repo = editorRepository(env)
  if (!repo) return "[cms] no GitHub repository (CMS_GITHUB_REPO or Netlify's REPOSITORY_URL): the editor at /admin is not deployed"
  const branch = editorBranch(env)
  writeAdminAssets(path.join(root, "public", ADMIN_PATH), {
    config: editorConfig({ local: false, repo, branch, siteUrl }, content),
    siteUrl,
    previewNote: "The page on the site (it shows your change once the site has been rebuilt, a few minutes after you publish):",
    root,
    content,
    production: isProductionBuild(env),
  })
  return `[cms] the editor at /admin saves to ${repo}, branch ${branch}`
}

/**
 * Where each form's page is on the site, by the form's name in the configuration: a collection's
 * route with "{slug}" for the entry's slug, and for a file's form (English or translated) the page
 * that file is the content of, in the form's language. Site-wide files (navigation, shared copy) have none.
 */
export function previewRoutes(config: CmsConfig, content: ContentSnapshot): Record<string, string> {
  const routes: Record<string, string> = Object.fromEntries(COLLECTIONS.map(({ folder, route }) => [folder, route("{slug}")]))
  for (const collection of config.collections) {
    for (const entry of (collection.files ?? []) as Array<{ name: string; file: string }>) {
      const { lang, source } = languageOfContentPath(entry.file.replace(/^content\//, ""))
      const route = content.routeOfFile.get(source)
      if (route) routes[entry.name] = languagePath(route, lang)
    }
  }
  return routes
}

/** The translation forms of the configuration, by name, with their language and English file. */
function translationFormsOf(config: CmsConfig): EditorSettings["translations"] {
  const forms: EditorSettings["translations"] = {}
  for (const collection of config.collections) {
    for (const entry of (collection.files ?? []) as Array<{ name: string; file: string }>) {
      const { lang, source } = languageOfContentPath(entry.file.replace(/^content\//, ""))
      if (lang !== SOURCE_LANGUAGE) forms[entry.name] = { lang, source }
    }
  }
  return forms
}

/**
 * The names of lists a content schema requires but allows empty (a section with no paragraphs):
 * the editor keeps such a list when it is emptied, where it drops an emptied optional one.
 */
function requiredListsWithoutMinimum(): string[] {
  const names = new Set<string>()
  const visit = (schema: ContentJsonSchema) => {
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      if (property.type === "array" && !property.minItems && schema.required?.includes(name)) names.add(name)
      visit(property)
    }
    if (schema.items) visit(schema.items)
    for (const variant of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) visit(variant)
  }
  for (const { schema } of CONTENT_SCHEMAS) visit(contentJsonSchema(schema))
  return [...names].sort()
}

/**
 * Where the staff find a field of the content in the editor: the form (formInWords), the field as
 * the form labels it (fieldInWords), and the words of the entry it is in, e.g.
 * `Navigation, field "Menu links 2 › Page": "Knee Pain"`.
 */
function whereInEditor(files: readonly ContentFile[], place: { file: string; path: Array<string | number>; label?: string }): string {
  const file = files.find((candidate) => candidate.path === place.file)!
  const field = fieldInWords(file.path, file.data, place.path)
  return `${formInWords(file.path, file.data)}, field "${field}"${place.label ? `: "${place.label}"` : ""}`
}

/** The content's links to pages, each with where the staff find it in the editor. */
function linksForEditor(files: readonly ContentFile[]): EditorSettings["links"] {
  return contentLinks(files).map((link) => ({ route: link.route, file: link.file, where: whereInEditor(files, link) }))
}

/** The images the content shows, each with where the staff find it in the editor. */
function imagesForEditor(files: readonly ContentFile[]): EditorSettings["images"] {
  return contentImages(files).map((use) => ({ image: use.image, file: use.file, where: whereInEditor(files, use) }))
}
