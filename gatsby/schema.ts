import type { GatsbyNode } from "gatsby"
import consultation from "./types/consultation"
import home from "./types/home"
import infoPages from "./types/info-pages"
import layout from "./types/layout"
import services from "./types/services"
import site from "./types/site"
import treatments from "./types/treatments"

/**
 * Every content type is declared with @dontInfer and required fields (one module per content
 * file or collection in gatsby/types/), so a query never depends on what content happens to
 * exist and a missing field fails the build loudly. The shapes mirror the zod schemas in
 * src/lib/content/, which the content check enforces before the schema is built.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes([site, layout, home, treatments, services, infoPages, consultation])
}
