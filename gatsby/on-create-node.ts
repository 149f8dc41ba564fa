import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode, Node } from "gatsby"
import { isPublished, translationStatus } from "../src/lib/shared/content/translation-state"
import { contentTypeName } from "../src/lib/shared/content/registry"
import { TRANSLATION_FIELD, withEnglishValues } from "../src/lib/shared/content/translations"
import { SOURCE_LANGUAGE, TRANSLATED_LANGUAGES, type LanguageCode } from "../src/lib/shared/languages"

interface ContentFileNode extends Node {
  sourceInstanceName: string
  relativePath: string
  absolutePath: string
  extension: string
}

/**
 * Each JSON file of content/ becomes one node of its schema's type (src/lib/shared/content/registry.ts)
 * with its `lang`: the English file's own, and one per translation published in this build
 * (content/<lang>/<same path>: reviewed ones, and in development and previews the unreviewed and
 * stale ones too; see translation-status.ts). A translation's node carries the English file's
 * language-independent values and hangs under the English file, so its images resolve from the
 * English folder and a change to the English file renews it. Pages query by `lang`.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = async ({
  node,
  actions,
  createNodeId,
  createContentDigest,
  loadNodeContent,
  reporter,
}) => {
  const file = node as ContentFileNode
  if (file.internal.type !== "File" || file.sourceInstanceName !== "content" || file.extension !== "json") return
  const relativePath = file.relativePath.replace(/\\/g, "/")
  let data: Record<string, unknown>
  try {
    data = JSON.parse(await loadNodeContent(file)) as Record<string, unknown>
  } catch (error) {
    reporter.panicOnBuild(`content/${relativePath} is not valid JSON: ${(error as Error).message}`)
    return
  }
  const type = contentTypeName(relativePath)
  const contentDir = file.absolutePath.slice(0, file.absolutePath.length - file.relativePath.length)
  const english = { path: relativePath, data }

  const addNode = (lang: LanguageCode, content: Record<string, unknown>) => {
    const child = {
      ...content,
      lang,
      id: createNodeId(`content ${lang} ${relativePath}`),
      parent: file.id,
      children: [],
      internal: { type, contentDigest: createContentDigest(content) },
    }
    actions.createNode(child)
    actions.createParentChildLink({ parent: file, child: child as unknown as Node })
  }

  addNode(SOURCE_LANGUAGE, data)
  for (const { code } of TRANSLATED_LANGUAGES) {
    const translationPath = path.join(contentDir, code, relativePath)
    if (!fs.existsSync(translationPath)) continue
    let translated: unknown
    try {
      translated = JSON.parse(fs.readFileSync(translationPath, "utf8"))
    } catch {
      continue // the build's translation report names it
    }
    const translation = { path: `${code}/${relativePath}`, data: translated, lang: code, source: relativePath }
    if (!isPublished(translationStatus(english, translation, code), process.env)) continue
    const { [TRANSLATION_FIELD]: _record, ...content } = withEnglishValues(translation, english).data as Record<string, unknown>
    addNode(code, content)
  }
}
