import type { GatsbyNode } from "gatsby"
import { COLLECTIONS } from "../src/lib/shared/content/model/collections"
import { composedFieldTypes } from "../src/lib/build-time/content/composed-fields"
import { graphqlTypeDefinitions } from "../src/lib/build-time/content/graphql-types"
import { resolvePageRefs } from "../src/lib/shared/content/model/page-refs"
import { collectionEntry, CONTENT_SCHEMAS } from "../src/lib/shared/content/model/registry"

interface NodeModel {
  findAll: (query: { type: string; query: { filter: { lang: { eq: unknown } } } }) => Promise<{ entries: Iterable<{ slug: string }> }>
  findRootNodeAncestor: (
    object: unknown,
    predicate?: (node: { lang?: string }) => boolean,
  ) => { relativePath?: string; lang?: string } | null
}

/**
 * `@pageRefs(folder:)`: a list of page addresses in the content resolves to those pages' records
 * in the same language, in the content's order (declared with `pageRefs`, src/lib/shared/content/model/field-kinds.ts). They are Gatsby's
 * own nodes, so their images still resolve relative to their files.
 */
export const pageRefsExtension = {
  name: "pageRefs",
  args: { folder: "String!" },
  extend: ({ folder }: { folder: string }) => {
    const collection = COLLECTIONS.find((candidate) => candidate.folder === folder)
    if (!collection) throw new Error(`@pageRefs: content/${folder}/ is not a collection (src/lib/shared/content/model/collections.ts)`)
    const typeName = collectionEntry(folder).typeName
    return {
      resolve: async (source: Record<string, unknown>, _args: unknown, context: { nodeModel: NodeModel }, info: { fieldName: string }) => {
        const refs = source[info.fieldName] as readonly string[] | null | undefined
        if (refs == null) return null
        // The list sits inside its content node (the home page's treatment grid): that node's language.
        const lang =
          typeof source.lang === "string"
            ? source.lang
            : context.nodeModel.findRootNodeAncestor(source, (node) => typeof node.lang === "string")?.lang
        const { entries } = await context.nodeModel.findAll({ type: typeName, query: { filter: { lang: { eq: lang } } } })
        const file = context.nodeModel.findRootNodeAncestor(source)?.relativePath
        return resolvePageRefs(refs, [...entries], collection, `content/${file ?? "?"} (field ${info.fieldName})`)
      },
    }
  },
}

/**
 * Every content type is generated from its zod schema (src/lib/shared/content/, listed in
 * src/lib/shared/content/model/registry.ts) with @dontInfer and required fields, so a query never depends on what
 * content happens to exist, and the GraphQL layer, the content check and the pages' generated
 * TypeScript types (src/gatsby-types.d.ts) all follow the one declaration.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createFieldExtension(pageRefsExtension)
  actions.createTypes(graphqlTypeDefinitions(CONTENT_SCHEMAS))
  actions.createTypes(composedFieldTypes)
  // Each downloadable patient guide, written and recorded by source-nodes.ts (Gatsby deprecates
  // createTypes in sourceNodes).
  actions.createTypes(`
    type PatientGuidePdf implements Node @dontInfer {
      lang: String!
      path: String!
      bytes: Int!
    }
  `)
}
