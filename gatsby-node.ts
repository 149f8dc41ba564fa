// One module per Gatsby Node API, in gatsby/, each named for the API it implements.
export { onPreInit } from "./gatsby/on-pre-init"
export { onPreBootstrap } from "./gatsby/on-pre-bootstrap"
export { sourceNodes } from "./gatsby/source-nodes"
export { createSchemaCustomization } from "./gatsby/create-schema-customization"
export { createPages } from "./gatsby/create-pages"
export { onCreateWebpackConfig } from "./gatsby/on-create-webpack-config"
export { onPostBuild } from "./gatsby/on-post-build"
