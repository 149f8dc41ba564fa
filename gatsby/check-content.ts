import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { formatProblems } from "../src/lib/build/check"
import { launchGuard } from "../src/lib/build/launch-guard"
import { checkContentDir, readContentFiles } from "../src/lib/build/load-content"

/**
 * Stops the build before anything renders when content/ is wrong, naming each file and field;
 * and stops a production build (CONTEXT=production or SITE_ENV=production) while sample or
 * placeholder content remains (other builds warn after building: see warn-sample-content.ts).
 */
export const checkContent: GatsbyNode["onPreBootstrap"] = ({ reporter, store }) => {
  const root = store.getState().program.directory as string
  const contentDir = path.join(root, "content")
  const problems = checkContentDir(contentDir, path.join(root, "static"), path.join(root, "src", "pages"))
  if (problems.length > 0) {
    reporter.panic(`The content check found ${problems.length} problem(s):\n${formatProblems(problems)}`)
  }
  const guard = launchGuard(readContentFiles(contentDir).files, process.env)
  if (guard.fail) reporter.panic(guard.message)
}
