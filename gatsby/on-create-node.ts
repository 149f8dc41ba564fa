import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode, Node } from "gatsby"
import { reviewPolicyOf } from "../src/lib/shared/content/approvals"
import { isPublished, translationStatus } from "../src/lib/shared/content/translation-state"
import { contentTypeName } from "../src/lib/shared/content/registry"
import { contentOnly } from "../src/lib/shared/content/records"
import { withEnglishValues } from "../src/lib/shared/content/translations"
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
  // Whose approval counts: the clinic's list in content/site.json, read as it is now (gatsby develop re-creates nodes as files change).
  const reviewPolicy = () => {
    try {
      return reviewPolicyOf([
        { path: "site.json", data: JSON.parse(fs.readFileSync(path.join(contentDir, "site.json"), "utf8")) as unknown },
      ])
    } catch {
      return reviewPolicyOf([])
    }
  }

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

  addNode(SOURCE_LANGUAGE, contentOnly(data) as Record<string, unknown>)
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
    if (!isPublished(translationStatus(english, translation, code, reviewPolicy()), process.env)) continue
    addNode(code, contentOnly(withEnglishValues(translation, english).data) as Record<string, unknown>)
  }
}
