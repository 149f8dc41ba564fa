import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { formatProblems } from "../src/lib/content/check"
import { checkContentDir } from "../src/lib/content/load-content"

/** Stops the build before anything renders when content/ is wrong, naming each file and field. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter, store }) => {
  const root = store.getState().program.directory as string
  const problems = checkContentDir(path.join(root, "content"), path.join(root, "static"))
  if (problems.length > 0) {
    reporter.panic(`The content check found ${problems.length} problem(s):\n${formatProblems(problems)}`)
  }
}
