import { languageForStaff, languageOfContentPath, SOURCE_LANGUAGE, type LanguageCode } from "../../languages"
import { COLLECTIONS } from "../model/collections"
import { titleOf } from "../model/unchecked"
import { labelOf } from "./field-label"

/**
 * How the editor names the form of a content file (its path under content/, a translation's under
 * its language's folder): the collection that lists it, the form's name in the configuration
 * (editor-config.ts) and its words in the list of forms.
 */

/** A collection of the editor's list of forms: its name in the configuration and its words. */
export interface FormCollection {
  name: string
  label: string
  /** A collection of one page per file (collections.ts) is named for its folder, and is the one form of all its pages. */
  folder?: string
}

export function folderCollection(folder: string): FormCollection {
  return { name: folder, label: labelOf(folder), folder }
}

/** The collection of the English files that are no collection's pages, a form each. */
export const FILES_COLLECTION: FormCollection = { name: "pages", label: "Pages and site-wide copy" }

/** The collection of a language's translations, a form for each translated file. */
export function translationCollection(lang: LanguageCode): FormCollection {
  return { name: `translations-${lang}`, label: `Translations: ${languageForStaff(lang)}` }
}

export function collectionOfFile(contentPath: string): FormCollection {
  const { lang, source } = languageOfContentPath(contentPath)
  if (lang !== SOURCE_LANGUAGE) return translationCollection(lang)
  const collection = COLLECTIONS.find(({ folder }) => source.startsWith(`${folder}/`))
  return collection ? folderCollection(collection.folder) : FILES_COLLECTION
}

/** The name of the form a file is edited in: its collection's for a collection's page ("treatments"), else its own ("pages-home", "es-treatments-knee"). */
export function formName(contentPath: string): string {
  return collectionOfFile(contentPath).folder ?? contentPath.replace(/\.json$/, "").replace(/\W+/g, "-")
}

/** A file's form in the list of forms: a collection's page by its title (`data`'s), any other file by its name in words ("FAQ", "Site"). */
export function formOfFile(contentPath: string, data?: unknown): string {
  const { source } = languageOfContentPath(contentPath)
  const title = titleOf(data)
  if (collectionOfFile(source).folder && title !== undefined) return title
  return labelOf(source.replace(/^pages\//, "").replace(/\.json$/, ""))
}

/** Where the staff find a file's form: a collection's page with its collection ("Treatments: Knee pain"), any other file by its form alone. */
export function formInWords(contentPath: string, data?: unknown): string {
  const { folder, label } = collectionOfFile(languageOfContentPath(contentPath).source)
  return folder ? `${label}: ${formOfFile(contentPath, data)}` : formOfFile(contentPath, data)
}
