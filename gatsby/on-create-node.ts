import type { GatsbyNode, Node } from "gatsby"
import { buildContent } from "../src/lib/build-time/content/content-snapshot"
import { contentTypeName } from "../src/lib/shared/content/model/registry"
import { SOURCE_LANGUAGE, TRANSLATED_LANGUAGES, type LanguageCode } from "../src/lib/shared/languages"
import { projectRoot } from "./project-root"

interface ContentFileNode extends Node {
  sourceInstanceName: string
  relativePath: string
  extension: string
}

/**
 * Each JSON file of content/ becomes one node of its schema's type (src/lib/shared/content/model/registry.ts)
 * with its `lang`: the English file's own, and one per translation published in this build
 * (content/<lang>/<same path>: reviewed ones, and in development and previews the unreviewed and
 * stale ones too; see translation-state.ts). The content comes from the build's snapshot
 * (content-snapshot.ts), which gatsby-source-filesystem's File node only points to. A translation's
 * node carries the English file's language-independent values and hangs under the English file, so
 * its images resolve from the English folder and a change to the English file renews it. Pages query by `lang`.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions, createNodeId, createContentDigest, reporter, store }) => {
  const file = node as ContentFileNode
  if (file.internal.type !== "File" || file.sourceInstanceName !== "content" || file.extension !== "json") return
  const relativePath = file.relativePath.replace(/\\/g, "/")
  const root = projectRoot(store)
  const content = buildContent(root, process.env)
  if (!content.file(relativePath)) {
    // Not valid JSON: the content check names it and its error.
    const problem = content.problems.find((candidate) => candidate.file === relativePath)
    reporter.panicOnBuild(`content/${relativePath} ${problem?.message ?? "could not be read"}`)
    return
  }
  const type = contentTypeName(relativePath)

  const addNode = (lang: LanguageCode) => {
    const data = content.contentIn(relativePath, lang).data as Record<string, unknown>
    const child = {
      ...data,
      lang,
      id: createNodeId(`content ${lang} ${relativePath}`),
      parent: file.id,
      children: [],
      internal: { type, contentDigest: createContentDigest(data) },
    }
    actions.createNode(child)
    actions.createParentChildLink({ parent: file, child: child as unknown as Node })
  }

  for (const lang of [SOURCE_LANGUAGE, ...TRANSLATED_LANGUAGES.map(({ code }) => code)]) {
    if (content.publishes(relativePath, lang)) addNode(lang)
  }
}
