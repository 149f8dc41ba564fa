import type { GatsbyNode } from "gatsby"
import { warnSampleContent } from "./warn-sample-content"
import { onPostBuild as writeCmsAdmin } from "./write-cms-admin"
import { onPostBuild as writeRobots } from "./write-robots"

/** Everything that runs after the pages are built: robots.txt, the content editor's files, the sample-content warning. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args, options) => {
  await writeRobots!(args, options, () => {})
  await writeCmsAdmin!(args, options, () => {})
  await warnSampleContent!(args, options, () => {})
}
