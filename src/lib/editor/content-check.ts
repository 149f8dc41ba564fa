import { routeOf } from "../shared/routes"
import { checkContent } from "../shared/content/rules/check"
import type { ContentProblem } from "../shared/content/model/content-file"
import { problemsInWords } from "../shared/content/wording/field-words"

/** What the editor's content check reads beside the file being saved. */
export interface EditedFileContext {
  /** For a new page of a collection: its address, which no page, redirect or other entry may have. */
  newRoute?: string
  /** The site's addresses when the editor's files were built. */
  takenRoutes?: readonly string[]
  /** Other files the rules read (content/shared.json), as built; the file being saved replaces its own. */
  context?: ReadonlyArray<{ path: string; data: unknown }>
}

/**
 * The content check on one file as the editor is about to save it (bundled into the editor's setup
 * script with setup.ts): its schema, the rules on its own text that a form cannot express (such as
 * an outcome figure without its evidence), read beside the files those rules need (`context`,
 * content/shared.json as built) and a new page's address (the launch guard applies when a change is
 * published: setup.ts refuseUnapprovedPublish). Whether its links and images resolve is left to the build, which sees every file:
 * a page or image added in the same session would look missing here.
 */
export function problemsOfEditedFile(contentPath: string, data: unknown, options: EditedFileContext = {}): ContentProblem[] {
  const file = { path: contentPath, data }
  const others = (options.context ?? []).filter((other) => other.path !== contentPath)
  const problems: ContentProblem[] = checkContent([file, ...others], { knownPaths: { has: () => true }, fileExists: () => true }).filter(
    (problem) => problem.file === contentPath,
  )
  if (options.newRoute && (options.takenRoutes ?? []).includes(routeOf(options.newRoute))) {
    problems.push({ file: contentPath, field: "slug", message: `gives the address ${options.newRoute}, which the site already has` })
  }
  return problems
}

/** The problems of problemsOfEditedFile as the staff read them, one a line (problemsInWords), or "". */
export function checkEditedFile(contentPath: string, data: unknown, options: EditedFileContext = {}): string {
  return problemsInWords(contentPath, data, problemsOfEditedFile(contentPath, data, options))
}
