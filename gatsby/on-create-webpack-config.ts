import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { componentChunkFiles } from "../src/lib/build-time/component-chunk-files"

/**
 * Compiles the page components' script files into the HTML renderer as __COMPONENT_CHUNK_FILES__
 * (src/render/on-render-body.tsx preloads them). The JavaScript build has written webpack.stats.json by the
 * time Gatsby configures the renderer's build; `gatsby develop` gets no preloads.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins, store }) => {
  if (stage !== "build-html") return
  const publicDir = path.join(store.getState().program.directory, "public")
  actions.setWebpackConfig({
    plugins: [plugins.define({ __COMPONENT_CHUNK_FILES__: JSON.stringify(componentChunkFiles(publicDir)) })],
  })
}
