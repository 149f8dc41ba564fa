import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { loadScriptsAfterFirstPaint } from "../src/lib/scripts-after-first-paint"
import { htmlPages } from "../scripts/lib/built-pages"

/**
 * Rewrites every built page so Gatsby's bundles run after the first paint (see
 * src/lib/scripts-after-first-paint.ts). It works on the finished HTML because Gatsby stitches
 * its script tags into the pages after onPreRenderHTML has run. The deployment adapter hashes
 * the inline scripts for the CSP afterwards, so the loader is covered.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter }) => {
  const publicDir = path.join(store.getState().program.directory as string, "public")
  const unchanged: string[] = []
  for (const { file, route } of htmlPages(publicDir)) {
    const html = fs.readFileSync(file, "utf8")
    const rewritten = loadScriptsAfterFirstPaint(html)
    if (rewritten === undefined) unchanged.push(route)
    else if (rewritten !== html) fs.writeFileSync(file, rewritten)
  }
  if (unchanged.length > 0) {
    reporter.warn(
      `scripts after first paint: no Gatsby bundle tags found in ${unchanged.join(", ")}; ` +
        `these pages load their bundles as Gatsby wrote them (has Gatsby's "_gatsby-scripts" slice changed?)`,
    )
  }
}
