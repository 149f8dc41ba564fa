import fs from "node:fs"
import path from "node:path"

interface WebpackStats {
  namedChunkGroups: Record<string, { assets: ReadonlyArray<string | { name: string }> }>
}

/**
 * The script files of every page component (chunk name -> "/component---...js" files), from the webpack.stats.json the JavaScript build
 * wrote. Read in gatsby-node (gatsby/on-create-webpack-config.ts) and compiled into the HTML renderer,
 * because a page's renderer may not read files (Gatsby then rebuilds every page each time).
 */
export function componentChunkFiles(publicDir: string): Record<string, readonly string[]> {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as WebpackStats
  return Object.fromEntries(
    Object.entries(stats.namedChunkGroups)
      .filter(([name]) => name.startsWith("component---"))
      .map(([name, group]) => [
        name,
        group.assets.map((asset) => `/${typeof asset === "string" ? asset : asset.name}`).filter((file) => file.endsWith(".js")),
      ]),
  )
}
