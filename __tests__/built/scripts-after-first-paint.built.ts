/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { htmlPages } from "../../scripts/lib/built-pages"
import { SCRIPTS_AFTER_FIRST_PAINT } from "../../src/lib/scripts-after-first-paint"

/** The built pages (scripts/test.sh runs this after `gatsby build`). */
const PUBLIC = path.join(__dirname, "..", "..", "public")
const pages = htmlPages(PUBLIC)

describe("every built page paints before it runs Gatsby's bundles", () => {
  it.each(pages.map(({ route, file }) => [route, file]))("%s has one loader, no async bundle tag, and names bundles that exist", (_route, file) => {
    const html = fs.readFileSync(file, "utf8")
    expect(html).not.toMatch(/<script src="[^"]+" async>/)
    const loaders = [...html.matchAll(/<script data-scripts="([^"]+)">([\s\S]*?)<\/script>/g)]
    expect(loaders).toHaveLength(1)
    const [, sources, text] = loaders[0]
    expect(text).toBe(SCRIPTS_AFTER_FIRST_PAINT)
    const bundles = sources.split(" ")
    expect(bundles).toEqual(expect.arrayContaining([expect.stringMatching(/^\/framework-/), expect.stringMatching(/^\/app-/)]))
    for (const bundle of bundles) expect(fs.existsSync(path.join(PUBLIC, bundle))).toBe(true)
  })
})
