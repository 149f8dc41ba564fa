import type { GatsbyNode } from "gatsby"
import { buildContent } from "../src/lib/build-time/content/content-snapshot"
import { writePatientGuides } from "../src/lib/build-time/patient-guide/patient-guides"
import { projectRoot } from "./project-root"
import { renewContentNodes } from "./content-nodes"

/**
 * Before the pages are built: renews the content's nodes from the build's snapshot
 * (renewContentNodes, content-nodes.ts), then writes the downloadable patient guide of each
 * language published in this build and records its language, address and size as a `PatientGuidePdf` node (its type is
 * declared in create-schema-customization.ts), so that each language's page links its own guide
 * with its size (`patientGuidePdf(lang: { eq: $lang })`).
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = async ({
  actions,
  createContentDigest,
  createNodeId,
  getNodesByType,
  reporter,
  store,
}) => {
  const root = projectRoot(store)
  renewContentNodes({ actions, createNodeId, createContentDigest, getNodesByType, reporter, store })
  // gatsby-config's siteMetadata: SITE_URL, else content/site.json.
  const siteUrl = (getNodesByType("Site")[0].siteMetadata as Queries.SiteSiteMetadata).siteUrl!
  try {
    for (const guide of await writePatientGuides(root, buildContent(root, process.env), siteUrl)) {
      const { lang, path, bytes } = guide
      actions.createNode({
        id: createNodeId(`patient-guide-pdf-${lang}`),
        lang,
        path,
        bytes,
        internal: { type: "PatientGuidePdf", contentDigest: createContentDigest({ lang, path, bytes }) },
      })
      reporter.info(`Patient guide PDF (${lang}) written and checked: ${path}, ${bytes} bytes, in ${guide.ms} ms`)
    }
  } catch (error) {
    reporter.panicOnBuild(error instanceof Error ? error.message : String(error))
  }
}
