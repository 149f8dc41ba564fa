// One module per Gatsby Node API, in gatsby/, each named for the API it implements.
export { onPreBootstrap } from "./gatsby/on-pre-bootstrap"
export { sourceNodes } from "./gatsby/source-nodes"
export { onCreateNode } from "./gatsby/on-create-node"
export { createSchemaCustomization } from "./gatsby/create-schema-customization"
export { onCreatePage } from "./gatsby/on-create-page"
export { createPages } from "./gatsby/create-pages"
export { onCreateWebpackConfig } from "./gatsby/on-create-webpack-config"
export { onPostBuild } from "./gatsby/on-post-build"
