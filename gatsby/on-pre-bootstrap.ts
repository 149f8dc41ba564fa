import type { GatsbyNode } from "gatsby"
import { contentCheckFailure } from "../src/lib/build-time/content/content-gate"
import { contentReport } from "../src/lib/build-time/content/content-report"
import { buildContent } from "../src/lib/build-time/content/content-snapshot"
import { cutWebFonts } from "../src/lib/build-time/fonts/font-subset"
import { projectRoot } from "./project-root"

/** Before Gatsby reads the content: the content check and the launch guard, what the content report notices, then the web font's cut. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter, store }) => {
  const root = projectRoot(store)
  const content = buildContent(root, process.env)
  const failure = contentCheckFailure(content, process.env)
  if (failure) {
    // The content check's own words come first, where an editor reading the log looks; Gatsby's
    // panic, which labels any message it has no code for "ERROR UNKNOWN", only ends the build.
    process.stderr.write(`\n${failure}\n\n`)
    reporter.panic("The build stopped at the content check: the problems are listed above, each with its file and field.")
  }
  for (const notice of contentReport(root, content, process.env)) reporter.warn(notice)
  reporter.info(await cutWebFonts(root, content))
}
