import type { GatsbyNode } from "gatsby"
import { graphqlTypeDefinitions } from "../src/lib/build/graphql-types"
import { CONTENT_SCHEMAS } from "../src/lib/build/registry"

/**
 * Every content type is generated from its zod schema (src/lib/content/, listed in
 * src/lib/build/registry.ts) with @dontInfer and required fields, so a query never depends on what
 * content happens to exist, and the GraphQL layer, the content check and the pages' generated
 * TypeScript types (src/gatsby-types.d.ts) all follow the one declaration.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(graphqlTypeDefinitions(CONTENT_SCHEMAS))
}
