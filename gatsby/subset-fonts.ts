import type { GatsbyNode } from "gatsby"
import { charactersToKeep, siteTexts, writeFontSubsets } from "../src/lib/build/font-subset"

/**
 * Before each build, cuts the web font down to the characters of the content and the source
 * (src/lib/build/font-subset.ts): a first visit downloads about 30% less font. A character
 * the cut font lacks (typed into a form, say) is drawn in the metric-matched fallback face.
 * `gatsby develop` cuts once, when it starts: a character first added while it runs shows in the
 * fallback face until the next start or build.
 */
export const subsetFonts: GatsbyNode["onPreBootstrap"] = async ({ reporter, store }) => {
  const root = store.getState().program.directory as string
  const characters = charactersToKeep(siteTexts(root))
  const faces = await writeFontSubsets(root, characters)
  const sizes = faces.map((face) => `${face.file} ${kb(face.sourceBytes)} -> ${kb(face.bytes)}`).join(", ")
  reporter.info(`Web font cut to the site's ${[...characters].length} characters: ${sizes}`)
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
