import { checkContent, formatProblems } from "./check"

/**
 * The content check on one file as the editor is about to save it (bundled for the editor's page
 * as content-check.js): its schema, and the rules on its own text that a form cannot express,
 * such as an outcome figure without its evidence. Whether its links and images resolve is left to
 * the build, which sees every file: a page or image added in the same session would look missing.
 * Returns the problems as the build prints them, naming the file and field, or "".
 */
export function checkEditedFile(contentPath: string, data: unknown): string {
  const anyPath = { has: () => true } as unknown as ReadonlySet<string>
  return formatProblems(checkContent([{ path: contentPath, data }], { knownPaths: anyPath, fileExists: () => true }))
}
