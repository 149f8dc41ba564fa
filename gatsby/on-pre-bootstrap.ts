import type { GatsbyNode } from "gatsby"
import { contentCheckFailure } from "../src/lib/build-time/content-gate"
import { cutWebFonts } from "../src/lib/build-time/font-subset"

/** Before Gatsby reads the content: the content check and the launch guard, then the web font's cut. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter, store }) => {
  const root = store.getState().program.directory as string
  const failure = contentCheckFailure(root, process.env)
  if (failure) reporter.panic(failure)
  reporter.info(await cutWebFonts(root))
}
