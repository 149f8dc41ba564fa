import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { launchGuard } from "../src/lib/build/launch-guard"
import { readContentFiles } from "../src/lib/build/load-content"

/**
 * Testimonials, outcome figures, team cards and legal texts shipped as examples are marked
 * "sample": true, and content/site.json ships a placeholder identity. A production build has
 * already stopped on them (check-content.ts); every other build says loudly, file by file and
 * field by field, what remains to replace before launch.
 */
export const warnSampleContent: GatsbyNode["onPostBuild"] = ({ store, reporter }) => {
  const root = store.getState().program.directory as string
  const guard = launchGuard(readContentFiles(path.join(root, "content")).files, process.env)
  if (guard.message) reporter.warn(guard.message)
}
