import type { GatsbyNode } from "gatsby"
import { contentCheckFailure } from "../src/lib/build-time/content-gate"
import { contentReport } from "../src/lib/build-time/content-report"
import { readContentFiles } from "../src/lib/build-time/load-content"
import { cutWebFonts } from "../src/lib/build-time/font-subset"

/** Before Gatsby reads the content: the content check and the launch guard, what the content report notices, then the web font's cut. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter, store }) => {
  const root = store.getState().program.directory as string
  const failure = contentCheckFailure(root, process.env)
  if (failure) {
    // The content check's own words come first, where an editor reading the log looks; Gatsby's
    // panic, which labels any message it has no code for "ERROR UNKNOWN", only ends the build.
    process.stderr.write(`\n${failure}\n\n`)
    reporter.panic("The build stopped at the content check: the problems are listed above, each with its file and field.")
  }
  const { files, translations } = readContentFiles(`${root}/content`)
  for (const notice of contentReport(root, files, process.env, translations)) reporter.warn(notice)
  reporter.info(await cutWebFonts(root))
}
