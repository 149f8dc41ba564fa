// What the build produced, read from public/ itself, so every check covers every page there is.
import fs from "node:fs"
import path from "node:path"

export interface BuiltPage {
  /** The page's file, under publicDir. */
  file: string
  /** The address it answers, e.g. "/about". */
  route: string
}

/** The routes the sitemap lists (every indexable page). */
export function sitemapRoutes(publicDir: string): string[] {
  const file = path.join(publicDir, "sitemap-0.xml")
  if (!fs.existsSync(file)) return []
  const xml = fs.readFileSync(file, "utf8")
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname).sort()
}

/** The route a page file answers: index.html -> "/", a/b/index.html or a/b.html -> "/a/b", 404.html -> "/404.html". */
function routeOfFile(relativeFile: string): string {
  const file = relativeFile.split(path.sep).join("/")
  if (file === "index.html") return "/"
  if (file === "404.html") return "/404.html"
  if (file.endsWith("/index.html")) return `/${file.slice(0, -"/index.html".length)}`
  return `/${file.slice(0, -".html".length)}`
}

/**
 * Every HTML page of the build as { file, route }: the sitemap's pages, the not-found page and
 * the forwarding pages of old addresses. Not Gatsby's internals (_gatsby/ slices are fragments
 * stitched into pages; page-data/ holds JSON).
 */
export function htmlPages(publicDir: string): BuiltPage[] {
  return fs
    .readdirSync(publicDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html") && !/^(_gatsby|page-data)[/\\]/.test(file))
    .map((file) => ({ file: path.join(publicDir, file), route: routeOfFile(file) }))
    .filter(({ file }) => fs.statSync(file).isFile())
    .sort((a, b) => a.route.localeCompare(b.route))
}

/** The public origin the build was made for (SITE_URL), from robots.txt's Sitemap line. */
export function siteOrigin(publicDir: string): string | undefined {
  const robots = path.join(publicDir, "robots.txt")
  const line = fs.existsSync(robots) ? /^Sitemap: (.+)$/m.exec(fs.readFileSync(robots, "utf8")) : null
  return line ? new URL(line[1]).origin : undefined
}

/** A page that only forwards to another address (<meta http-equiv="refresh">). */
export function isForwardingPage(file: string): boolean {
  return /<meta[^>]+http-equiv="refresh"/i.test(fs.readFileSync(file, "utf8"))
}
