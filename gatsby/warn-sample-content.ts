import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { readContentFiles } from "../src/lib/content/load-content"
import { countSampleEntries } from "../src/lib/content/sample-entries"

/**
 * Testimonials, ratings and outcome figures shipped as examples are marked "sample": true.
 * Publishing invented reviews is unlawful (FTC rules on endorsements), so a production build
 * says loudly, file by file, how many sample entries remain.
 */
export const warnSampleContent: GatsbyNode["onPostBuild"] = ({ store, reporter }) => {
  const root = store.getState().program.directory as string
  const remaining = countSampleEntries(readContentFiles(path.join(root, "content")).files)
  if (remaining.length === 0) return
  const total = remaining.reduce((sum, { count }) => sum + count, 0)
  reporter.warn(
    `SAMPLE CONTENT: ${total} testimonial, rating and outcome-figure entries marked "sample": true are still in content/ ` +
      `(${remaining.map(({ file, count }) => `content/${file}: ${count}`).join(", ")}). ` +
      "Before going live, replace testimonials only with real ones from patients who consented in writing, and figures only with the clinic's own measured data.",
  )
}
