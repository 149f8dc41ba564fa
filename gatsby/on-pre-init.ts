import type { GatsbyNode } from "gatsby"
import { buildContent } from "../src/lib/build-time/content/content-snapshot"
import { endpointTranslations } from "../src/lib/build-time/translations/endpoint-translations"
import { projectRoot } from "./project-root"

/**
 * Before Gatsby compiles the functions (its own onPreBootstrap): the consultation endpoint's words
 * in each language this build publishes, for the function's build to write in as
 * `process.env.CONSULTATION_TRANSLATIONS` (src/lib/server/consultation/copy.ts). A translation
 * this build leaves out is not in the function at all.
 */
export const onPreInit: GatsbyNode["onPreInit"] = ({ store }) => {
  const root = projectRoot(store)
  process.env.CONSULTATION_TRANSLATIONS = JSON.stringify(endpointTranslations(buildContent(root, process.env)))
}
