import type { ReviewPolicy } from "./content/review/approvals"
import type { LanguageCode } from "./languages"

/** What the build tells the content editor's setup script (src/lib/editor/setup.ts), compiled into it as __EDITOR_SETTINGS__. */
export interface EditorSettings {
  /** The site the previews link to. */
  siteUrl: string
  /** What the preview says before the link: when the page shows a saved change. */
  previewNote: string
  /** Each form's page on the site, by the form's name: a collection's with "{slug}" for the entry's. */
  routes: Record<string, string>
  /** The site's addresses when the editor's files were built: a new page may take none of them. */
  takenRoutes: readonly string[]
  /** Lists a schema requires but allows empty: kept when emptied, where an emptied optional list is dropped. */
  keepEmptyLists: readonly string[]
  /** The editor of the live site: what it publishes is built for production, which the launch guard stops. */
  production: boolean
  /** Each change is a draft until published (Decap's editorial workflow): publishing needs its approvals. */
  workflow: boolean
  /** The clinic's reviewers and the reviews each file needs (content/site.json as published): whose approval a save may record. */
  review: ReviewPolicy
  /**
   * The content files the content check reads beside the one being saved, as they were when the
   * editor's files were built (content/shared.json: the clinic's one wordings, the regulation's
   * words quoted where the site names its terms, the booking page; the English treatments, whose
   * texts another treatment may not copy).
   */
  context: ReadonlyArray<{ path: string; data: unknown }>
  /**
   * Every link of the content to a page of the site, as built, by the page it names (`route`), the
   * file it is in and where the staff find it in the editor (`where`: the form, its field and the
   * link's words): a page that content links to is not deleted.
   */
  links: ReadonlyArray<{ route: string; file: string; where: string }>
  /**
   * Every image the content shows, as built, by its path under content/ (`image`), the file that
   * names it and where the staff find it in the editor: an image in use is not deleted.
   */
  images: ReadonlyArray<{ image: string; file: string; where: string }>
  /**
   * The English files that have a translation form, by path, as the editor's files were built: a
   * translation's save copies their values that are not text, its preview shows their texts beside its own.
   */
  english: Record<string, unknown>
  /** Each translation form's language and English file, by the form's name. */
  translations: Record<string, { lang: LanguageCode; source: string }>
}
