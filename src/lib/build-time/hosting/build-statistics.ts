import fs from "node:fs"
import path from "node:path"
import type { IAdapter, RoutesManifest } from "gatsby"

/**
 * Gatsby's build statistics: which script files each page needs. Gatsby writes them into public/
 * for its own build (the HTML renderer reads them, gatsby/on-create-webpack-config.ts too), and its
 * routes manifest offers them to the adapter as files to publish; they tell a visitor nothing and
 * an attacker how the site is built.
 */
export const BUILD_STATISTICS = ["webpack.stats.json", "chunk-map.json"]

/** Where they are kept once the adapter is done with public/: beside the build's cache, never deployed. */
export const BUILD_STATISTICS_DIR = path.join(".cache", "build-statistics")

/**
 * Wraps the deployment adapter: it is handed a routes manifest without the build statistics (no
 * header rule names them), and once it has written the deployment, they are moved out of public/
 * to BUILD_STATISTICS_DIR, through the adapter API alone (the framework's output is not patched).
 */
export function withoutBuildStatistics(adapter: IAdapter, root = process.cwd()): IAdapter {
  return {
    ...adapter,
    name: adapter.name,
    async adapt(context) {
      const routesManifest = context.routesManifest.filter(
        (route) => !BUILD_STATISTICS.includes(route.path.replace(/^\//, "")),
      ) as RoutesManifest
      await adapter.adapt({ ...context, routesManifest })
      const kept = path.join(root, BUILD_STATISTICS_DIR)
      fs.mkdirSync(kept, { recursive: true })
      for (const file of BUILD_STATISTICS) {
        const published = path.join(root, "public", file)
        if (fs.existsSync(published)) fs.renameSync(published, path.join(kept, file))
      }
    },
  }
}
