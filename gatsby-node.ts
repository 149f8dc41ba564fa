// Each Node API lives in its own module under gatsby/, so it is easy to find and to test.
export { onPreBootstrap } from "./gatsby/pre-bootstrap"
export { createSchemaCustomization } from "./gatsby/schema"
export { writePatientGuide as sourceNodes } from "./gatsby/write-patient-guide"
export { createPages } from "./gatsby/create-pages"
export { onPostBuild } from "./gatsby/post-build"
export { onCreateWebpackConfig } from "./gatsby/page-chunk-files"
