import type { GatsbyNode } from "gatsby"
import { warnSampleContent } from "./warn-sample-content"
import { writePatientGuide } from "./write-patient-guide"
import { onPostBuild as writeRobots } from "./write-robots"
import { onPostBuild as writeScriptsAfterFirstPaint } from "./write-scripts-after-first-paint"

/** Everything that runs after the pages are built: robots.txt, the patient guide PDF, bundles after the first paint, the sample-content warning. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args, options) => {
  await writeRobots!(args, options, () => {})
  await writePatientGuide!(args, options, () => {})
  await writeScriptsAfterFirstPaint!(args, options, () => {})
  await warnSampleContent!(args, options, () => {})
}
