import type { GatsbyNode, Node } from "gatsby"
import { composedSharedFields, composedSiteFields } from "../src/lib/build-time/content/composed-fields"
import { buildContent, type ContentSnapshot } from "../src/lib/build-time/content/content-snapshot"
import { SHARED_FILE, SITE_FILE } from "../src/lib/shared/content/model/content-paths"
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
 * site.json's and shared.json's nodes also carry the fields put together from both
 * (composed-fields.ts); a change to either renews both.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => {
  const file = args.node as ContentFileNode
  if (file.internal.type !== "File" || file.sourceInstanceName !== "content" || file.extension !== "json") return
  createContentNodes(file, args)
  const partner = PARTNER_FILES[file.relativePath.replace(/\\/g, "/")]
  const partnerFile = partner && (args.getNodesByType("File") as ContentFileNode[]).find((candidate) => isContentFile(candidate, partner))
  if (partnerFile) createContentNodes(partnerFile, args)
}

/** The files whose nodes carry fields of the other's (composed-fields.ts). */
const PARTNER_FILES: Readonly<Record<string, string>> = { [SITE_FILE]: SHARED_FILE, [SHARED_FILE]: SITE_FILE }

function isContentFile(node: ContentFileNode, relativePath: string): boolean {
  return node.sourceInstanceName === "content" && node.relativePath.replace(/\\/g, "/") === relativePath
}

/** The fields of a file's node put together with another file of the same language (or English, where that is not published). */
function composedFields(relativePath: string, lang: LanguageCode, content: ContentSnapshot, data: Record<string, unknown>) {
  const other = (source: string) => content.contentIn(source, content.publishes(source, lang) ? lang : SOURCE_LANGUAGE).data as never
  if (relativePath === SITE_FILE) return composedSiteFields(data as never, other(SHARED_FILE), lang)
  if (relativePath === SHARED_FILE) return composedSharedFields(data as never, other(SITE_FILE))
  return {}
}

function createContentNodes(
  file: ContentFileNode,
  { actions, createNodeId, createContentDigest, reporter, store }: Parameters<NonNullable<GatsbyNode["onCreateNode"]>>[0],
) {
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
  }

  for (const lang of [SOURCE_LANGUAGE, ...TRANSLATED_LANGUAGES.map(({ code }) => code)]) {
    if (content.publishes(relativePath, lang)) addNode(lang)
  }
}
