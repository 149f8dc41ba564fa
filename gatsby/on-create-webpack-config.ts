import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { componentChunkFiles } from "../src/lib/build-time/hosting/component-chunk-files"
import { projectRoot } from "./project-root"

/**
 * - The browser's scripts are built without source maps, which would publish the site's source:
 *   `SOURCE_MAPS=1 npm run build` writes them for `npm run bench`'s breakdown of each page's JavaScript.
 *   The setting is part of the version of webpack's cache, which would otherwise give back the scripts
 *   of the last build as they were, with or without maps.
 * - The page components' script files are compiled into the HTML renderer as
 *   __COMPONENT_CHUNK_FILES__ (src/render/on-render-body.tsx preloads them). The JavaScript build has
 *   written webpack.stats.json by the time Gatsby configures the renderer's build; `gatsby develop`
 *   gets no preloads.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins, store }) => {
  if (stage === "build-javascript") {
    const sourceMaps = process.env.SOURCE_MAPS === "1"
    actions.setWebpackConfig({
      devtool: sourceMaps ? "source-map" : false,
      cache: { version: sourceMaps ? "source-maps" : "no-source-maps" },
    })
  }
  if (stage !== "build-html") return
  const publicDir = path.join(projectRoot(store), "public")
  actions.setWebpackConfig({
    plugins: [plugins.define({ __COMPONENT_CHUNK_FILES__: JSON.stringify(componentChunkFiles(publicDir)) })],
  })
}
