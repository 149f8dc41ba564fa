import type { GatsbyNode } from "gatsby"
import { checkContent } from "./check-content"
import { subsetFonts } from "./subset-fonts"

/** Everything that runs before Gatsby reads the content: the content check and launch guard, then the web font's cut. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async (args, options) => {
  await checkContent!(args, options, () => {})
  await subsetFonts!(args, options, () => {})
}
