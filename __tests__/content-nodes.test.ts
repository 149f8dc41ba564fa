/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Node } from "gatsby"
import { renewContentNodes } from "../gatsby/content-nodes"
import { CONTENT_DIR, PAGES_DIR, STATIC_DIR } from "./support/content-files"

/**
 * The content's nodes as a build with the cache of an earlier one makes them: Gatsby keeps the nodes
 * under a File it has seen and calls onCreateNode only for an English File that changed, so every
 * build renews them all from the content (gatsby/source-nodes.ts). Here Gatsby's node store is a map.
 */
const ROOT = fs.mkdtempSync(path.join(os.tmpdir(), "content-nodes-"))
beforeAll(() => {
  fs.cpSync(CONTENT_DIR, path.join(ROOT, "content"), { recursive: true })
  fs.mkdirSync(path.join(ROOT, "src"))
  fs.symlinkSync(PAGES_DIR, path.join(ROOT, "src", "pages"))
  fs.symlinkSync(STATIC_DIR, path.join(ROOT, "static"))
})
afterAll(() => fs.rmSync(ROOT, { recursive: true, force: true }))

const ABOUT = "pages/about.json"
const SPANISH_ABOUT = path.join(ROOT, "content", "es", ABOUT)

/** Gatsby's node store and the helpers sourceNodes gets, with a File node for each English content file. */
function gatsbyNodes() {
  const nodes = new Map<string, Node>()
  for (const relativePath of fs.readdirSync(path.join(ROOT, "content", "pages")).map((name) => `pages/${name}`)) {
    const id = `File ${relativePath}`
    nodes.set(id, {
      id,
      relativePath,
      sourceInstanceName: "content",
      extension: "json",
      children: [],
      internal: { type: "File" },
    } as unknown as Node)
  }
  const helpers = {
    actions: {
      createNode: (node: Node) => void nodes.set(node.id, node),
      deleteNode: (node: Node) => void nodes.delete(node.id),
      createParentChildLink: () => undefined,
    },
    createNodeId: (seed: string) => seed,
    createContentDigest: (value: unknown) => JSON.stringify(value),
    getNodesByType: (type: string) => [...nodes.values()].filter((node) => node.internal.type === type),
    reporter: {
      panicOnBuild: (message: string) => {
        throw new Error(message)
      },
    },
    store: { getState: () => ({ program: { directory: ROOT } }) },
  } as unknown as Parameters<typeof renewContentNodes>[0]
  const spanishAbout = () => nodes.get(`content es ${ABOUT}`) as (Node & { title?: string }) | undefined
  return { helpers, nodes, spanishAbout }
}

it("renews a translation's node when only the translation changed, and deletes it once it is no longer published", () => {
  const { helpers, nodes, spanishAbout } = gatsbyNodes()
  renewContentNodes(helpers)
  const before = JSON.parse(fs.readFileSync(SPANISH_ABOUT, "utf8"))
  expect(spanishAbout()?.title).toBe(before.title)

  // A staff member edits the Spanish page: no English file changes.
  fs.writeFileSync(SPANISH_ABOUT, JSON.stringify({ ...before, title: `${before.title} (editado)` }))
  renewContentNodes(helpers)
  expect(spanishAbout()?.title).toBe(`${before.title} (editado)`)

  // The Spanish file is gone: its page is no longer published in Spanish, and no node is left for it.
  fs.rmSync(SPANISH_ABOUT)
  renewContentNodes(helpers)
  expect(spanishAbout()).toBeUndefined()
  expect(nodes.get(`content en ${ABOUT}`)).toBeDefined()
})
