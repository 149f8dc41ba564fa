import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { REDIRECTS } from "../src/lib/routes"

export const createPages: GatsbyNode["createPages"] = async ({ actions }) => {
  // An old address is a small page that forwards the visitor (meta refresh, canonical link to
  // the new page), because `gatsby serve` and plain static hosts ignore Gatsby's createRedirect.
  for (const { fromPath, toPath } of REDIRECTS) {
    actions.createPage({
      path: fromPath,
      component: path.resolve("src/templates/redirect.tsx"),
      context: { toPath },
    })
  }
}
