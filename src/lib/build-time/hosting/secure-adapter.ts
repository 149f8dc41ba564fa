import fs from "node:fs"
import path from "node:path"
import type { HeaderRoutes, IAdapter, RoutesManifest } from "gatsby"
import { SCRIPT_HASHES_PLACEHOLDER, SECURITY_HEADERS, type Header } from "../../shared/security-headers"
import { completeCsp, inlineScripts } from "./script-hashes"
import { htmlPages } from "./built-pages"
import { NOT_INDEXED_HEADER, searchEnginesMayIndex } from "./robots"

/**
 * gatsby-adapter-netlify moves "about/index.html" to "about.html" (Netlify serves that at
 * /about without a redirect), but `gatsby serve`, which the browser tests and the link check
 * use, only finds "about/index.html" (and the move of 404/index.html overwrites 404.html).
 * Outside a Netlify build (Netlify sets NETLIFY=true) every page file goes back as Gatsby wrote
 * it; on Netlify the adapter's layout stays as it is.
 */
function restorePageFiles(publicDir: string, pagesBefore: Map<string, Buffer>) {
  for (const { file: page } of htmlPages(publicDir)) if (!pagesBefore.has(page)) fs.rmSync(page)
  for (const [page, content] of pagesBefore) {
    fs.mkdirSync(path.dirname(page), { recursive: true })
    fs.writeFileSync(page, content)
  }
}

/** The header values with the build's inline-script hashes in place of the placeholder. */
function fillHashes(headers: Header[], fill: (value: string) => string): Header[] {
  return headers.map((header) => ({ key: header.key, value: fill(header.value) }))
}

/**
 * Completes the headers declared in gatsby-config before the deployment adapter writes them:
 * 1. the Content-Security-Policy gets the sha256 hash of every inline script the built pages
 *    contain (known only once the HTML exists; adapt() runs after onPostBuild);
 * 2. the catch-all rule ("/*") gets the security headers as well, so responses that are not
 *    one of the build's routes (the not-found page for an unknown address) carry them too;
 * 3. in a build search engines may not index (a deploy preview: robots.ts), every response says
 *    so (`X-Robots-Tag: noindex`).
 * Then it hands over to the wrapped adapter (gatsby-adapter-netlify writes public/_headers).
 */
export function withSecurityHeaders(
  adapter: IAdapter,
  publicDir = path.resolve("public"),
  env: Readonly<Record<string, string | undefined>> = process.env,
): IAdapter {
  return {
    ...adapter,
    name: adapter.name,
    async adapt(context) {
      const scripts = htmlPages(publicDir).flatMap(({ file }) => inlineScripts(fs.readFileSync(file, "utf8")))
      const fill = (value: string) => (value.includes(SCRIPT_HASHES_PLACEHOLDER) ? completeCsp(value, scripts) : value)

      const routesManifest = context.routesManifest.map((route) =>
        route.type === "function" ? route : { ...route, headers: fillHashes(route.headers, fill) },
      ) as RoutesManifest
      const security = [...fillHashes(SECURITY_HEADERS, fill), ...(searchEnginesMayIndex(env) ? [] : [NOT_INDEXED_HEADER])]
      const isSecurityHeader = (header: Header) => security.some((s) => s.key === header.key && s.value === header.value)
      const headerRoutes: HeaderRoutes = context.headerRoutes
        .map((rule) => {
          const headers = fillHashes(rule.headers, fill)
          const others = headers.filter((header) => !security.some((s) => s.key === header.key))
          // The catch-all rule carries the security headers once; the per-route rules keep only what differs.
          return rule.path === "/*"
            ? { ...rule, headers: [...others, ...security] }
            : { ...rule, headers: headers.filter((header) => !isSecurityHeader(header)) }
        })
        .filter((rule) => rule.headers.length > 0)
      const unfilled = headerRoutes.find((rule) => rule.headers.some((header) => header.value.includes(SCRIPT_HASHES_PLACEHOLDER)))
      if (unfilled) throw new Error(`secure-adapter: the script hashes of ${unfilled.path} were not filled in`)
      context.reporter.info(`[secure-adapter] ${new Set(scripts).size} inline script hashes in the Content-Security-Policy`)
      const pagesBefore = new Map(htmlPages(publicDir).map(({ file }) => [file, fs.readFileSync(file)]))
      await adapter.adapt({ ...context, routesManifest, headerRoutes })
      if (!process.env.NETLIFY) restorePageFiles(publicDir, pagesBefore)
    },
  }
}
