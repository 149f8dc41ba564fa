import type { Node, SourceNodesArgs } from "gatsby"
import { composedSharedFields, composedSiteFields } from "../src/lib/build-time/content/composed-fields"
import { buildContent, type ContentSnapshot } from "../src/lib/build-time/content/content-snapshot"
import { SHARED_FILE, SITE_FILE } from "../src/lib/shared/content/model/content-paths"
import { contentTypeName } from "../src/lib/shared/content/model/registry"
import { LANGUAGE_CODES, SOURCE_LANGUAGE, type LanguageCode } from "../src/lib/shared/languages"
import { projectRoot } from "./project-root"

export interface ContentFileNode extends Node {
  sourceInstanceName: string
  relativePath: string
  extension: string
}

/** What making a file's nodes needs of Gatsby's helpers (those of onCreateNode and of sourceNodes alike). */
type NodeHelpers = Pick<SourceNodesArgs, "actions" | "createNodeId" | "createContentDigest" | "reporter" | "store">

export const isContentFileNode = (node: Node): node is ContentFileNode =>
  node.internal.type === "File" &&
  (node as ContentFileNode).sourceInstanceName === "content" &&
  (node as ContentFileNode).extension === "json"

export const relativePathOf = (file: ContentFileNode) => file.relativePath.replace(/\\/g, "/")

/** The fields of a file's node put together with another file of the same language (or English, where that is not published). */
function composedFields(relativePath: string, lang: LanguageCode, content: ContentSnapshot, data: Record<string, unknown>) {
  const other = (source: string) => content.contentIn(source, content.publishes(source, lang) ? lang : SOURCE_LANGUAGE).data as never
  if (relativePath === SITE_FILE) return composedSiteFields(data as never, other(SHARED_FILE), lang)
  if (relativePath === SHARED_FILE) return composedSharedFields(data as never, other(SITE_FILE))
  return {}
}

/**
 * Makes the nodes of an English content file: its own and one per translation published in this
 * build, each of its schema's type with its `lang`, under the English file (its images resolve from
 * the English folder). The content is the build's snapshot's. Returns the ids of the nodes made.
 */
export function createContentNodes(
  file: ContentFileNode,
  { actions, createNodeId, createContentDigest, reporter, store }: NodeHelpers,
): string[] {
  const relativePath = relativePathOf(file)
  const content = buildContent(projectRoot(store), process.env)
  if (!content.file(relativePath)) {
    // Not valid JSON: the content check names it and its error.
    const problem = content.problems.find((candidate) => candidate.file === relativePath)
    reporter.panicOnBuild(`content/${relativePath} ${problem?.message ?? "could not be read"}`)
    return []
  }
  const type = contentTypeName(relativePath)
  return LANGUAGE_CODES.filter((lang) => content.publishes(relativePath, lang)).map((lang) => {
    const data = content.contentIn(relativePath, lang).data as Record<string, unknown>
    const composed = composedFields(relativePath, lang, content, data)
    const child = {
      ...data,
      ...composed,
      lang,
      id: createNodeId(`content ${lang} ${relativePath}`),
      parent: file.id,
      children: [],
      internal: { type, contentDigest: createContentDigest({ ...data, ...composed }) },
    }
    actions.createNode(child)
    actions.createParentChildLink({ parent: file, child: child as unknown as Node })
    return child.id
  })
}

/**
 * Makes every content file's nodes from the build's snapshot, and deletes each content node it no
 * longer makes (a translation no longer published). Gatsby re-creates a file's nodes (onCreateNode)
 * only when the English File changed, and keeps the nodes under a File it has seen: with the cache
 * of an earlier build (the host keeps it between deploys), a translation staff edited, or one a
 * translator approved or the English left behind, would otherwise be published as it was then.
 */
export function renewContentNodes(helpers: NodeHelpers & Pick<SourceNodesArgs, "getNodesByType">): void {
  const content = buildContent(projectRoot(helpers.store), process.env)
  const files = helpers.getNodesByType("File").filter(isContentFileNode)
  const made = new Set(files.flatMap((file) => (content.file(relativePathOf(file)) ? createContentNodes(file, helpers) : [])))
  for (const type of new Set(content.files.map((file) => contentTypeName(file.path)))) {
    for (const node of helpers.getNodesByType(type)) if (!made.has(node.id)) helpers.actions.deleteNode(node)
  }
}
