import type { GatsbyNode } from "gatsby"
import { SHARED_FILE, SITE_FILE } from "../src/lib/shared/content/model/content-paths"
import { createContentNodes, isContentFileNode, relativePathOf, type ContentFileNode } from "./content-nodes"

/**
 * Each JSON file of content/ becomes one node of its schema's type (src/lib/shared/content/model/registry.ts)
 * with its `lang`: the English file's own, and one per translation published in this build
 * (content/<lang>/<same path>: reviewed ones, and in development and previews the unreviewed and
 * stale ones too; see translation-state.ts). The content comes from the build's snapshot
 * (content-snapshot.ts), which gatsby-source-filesystem's File node only points to. A translation's
 * node carries the English file's language-independent values and hangs under the English file, so
 * its images resolve from the English folder and a change to the English file renews it. Pages query by `lang`.
 * site.json's and shared.json's nodes also carry the fields put together from both
 * (composed-fields.ts); a change to either renews both. Gatsby calls this for a File it has not
 * seen as it is (a new or changed English file, under `gatsby develop` too); every build also
 * renews every file's nodes from the snapshot (source-nodes.ts), since a translation or a review
 * changes no English file.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => {
  if (!isContentFileNode(args.node)) return
  createContentNodes(args.node, args)
  const partner = PARTNER_FILES[relativePathOf(args.node)]
  const partnerFile =
    partner &&
    (args.getNodesByType("File") as ContentFileNode[]).find(
      (candidate) => isContentFileNode(candidate) && relativePathOf(candidate) === partner,
    )
  if (partnerFile) createContentNodes(partnerFile, args)
}

/** The files whose nodes carry fields of the other's (composed-fields.ts). */
const PARTNER_FILES: Readonly<Record<string, string>> = { [SITE_FILE]: SHARED_FILE, [SHARED_FILE]: SITE_FILE }
