/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { htmlPages } from "../../src/lib/build-time/hosting/built-pages"
import { pageDataPath } from "../../src/render/hydration-preloads"

/**
 * Which built pages load Gatsby's scripts (src/render/replace-renderer.tsx): those with something only React
 * can run, and no other. Runs after `gatsby build` (scripts/test.sh).
 */
const PUBLIC = path.join(__dirname, "..", "..", "public")
const pages = htmlPages(PUBLIC).map((page) => ({ ...page, html: fs.readFileSync(page.file, "utf8") }))

/** What needs React in the browser, as it shows in the server HTML. */
const WIDGETS: ReadonlyArray<[string, RegExp]> = [
  ["a form", /<form\b/],
  ["a button (carousel, pagination, map, Read more of a long quote)", /<button\b/],
  ["tabs (their links to each panel)", /href="#[^"]*-panel-/],
  ["a section menu that follows the reader (a link with aria-current)", /<a\b[^>]*aria-current="true"/],
]
const widgetsOf = (html: string) => WIDGETS.filter(([, pattern]) => pattern.test(html)).map(([name]) => name)
const scriptFiles = (html: string) => [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1])

describe("Gatsby's scripts go only to pages that need them", () => {
  it("the build has pages of both kinds", () => {
    expect(pages.filter((page) => widgetsOf(page.html).length > 0).length).toBeGreaterThanOrEqual(5)
    expect(pages.filter((page) => widgetsOf(page.html).length === 0).length).toBeGreaterThanOrEqual(10)
  })

  it.each(pages.filter((page) => widgetsOf(page.html).length > 0).map((page) => [page.route, page]))(
    "%s has a widget and loads React and the page's code",
    (_route, page) => {
      const files = scriptFiles(page.html)
      expect(files.some((file) => /^\/framework-[\w]+\.js$/.test(file))).toBe(true)
      expect(files.some((file) => /^\/app-[\w]+\.js$/.test(file))).toBe(true)
      expect(page.html).toContain(`window.pagePath=${JSON.stringify(page.route)}`)
    },
  )

  it.each(pages.filter((page) => widgetsOf(page.html).length === 0).map((page) => [page.route, page]))(
    "%s has no widget and loads no script file",
    (_route, page) => {
      expect(scriptFiles(page.html)).toEqual([])
      expect(page.html).not.toContain("window.pagePath")
      // What search engines read stays: the JSON-LD is in the head, not a script to run.
      if (page.route !== "/404.html" && !page.html.includes('http-equiv="refresh"')) {
        expect(page.html).toContain('<script type="application/ld+json"')
      }
    },
  )

  it.each(pages.filter((page) => widgetsOf(page.html).length > 0).map((page) => [page.route, page]))(
    "%s preloads the page data and the component chunks Gatsby's runtime fetches before hydrating",
    (_route, page) => {
      const links = [...page.html.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"( crossorigin="anonymous")?/g)]
      // Gatsby's runtime fetches page data with a same-origin XMLHttpRequest (CORS mode): only a
      // crossorigin preload matches it; without, the browser would download each file twice.
      expect(links.filter(([, , as, crossOrigin]) => (as === "fetch") !== Boolean(crossOrigin)).map(([link]) => link)).toEqual([])
      const preloads = links.map(([, href, as]) => `${as} ${href}`)
      const pageData = JSON.parse(fs.readFileSync(path.join(PUBLIC, pageDataPath(page.route)), "utf8")) as {
        componentChunkName: string
        staticQueryHashes: string[]
      }
      expect(preloads).toEqual(
        expect.arrayContaining([
          `fetch ${pageDataPath(page.route)}`,
          "fetch /page-data/app-data.json",
          ...pageData.staticQueryHashes.map((hash) => `fetch /page-data/sq/d/${hash}.json`),
        ]),
      )
      const chunk = preloads.find((preload) => preload.startsWith(`script /${pageData.componentChunkName}-`))
      expect(chunk).toBeDefined()
      expect(fs.existsSync(path.join(PUBLIC, chunk!.slice("script /".length)))).toBe(true)
    },
  )

  it("a page without scripts preloads none", () => {
    for (const page of pages.filter((candidate) => widgetsOf(candidate.html).length === 0)) {
      expect({ route: page.route, preloads: page.html.match(/<link rel="preload"[^>]*>/g) ?? [] }).toEqual({
        route: page.route,
        preloads: [],
      })
    }
  })

  it("the home page, the contact page and the FAQ load scripts; the about page and every treatment page do not", () => {
    const loadsScripts = (route: string) => scriptFiles(pages.find((page) => page.route === route)!.html).length > 0
    expect(["/", "/contact", "/resources/faq"].map(loadsScripts)).toEqual([true, true, true])
    const treatments = pages.filter((page) => page.route.startsWith("/services/"))
    expect(treatments.length).toBeGreaterThan(0)
    expect([loadsScripts("/about"), ...treatments.map((page) => loadsScripts(page.route))].every((loads) => !loads)).toBe(true)
  })
})

describe("the global styles", () => {
  it.each(pages.map((page) => [page.route, page]))(
    "%s carries them in its <head>, once, before the components' styles, whether or not it loads scripts",
    (_route, page) => {
      const head = page.html.slice(0, page.html.indexOf("</head>"))
      const globalStyles = head.indexOf("<style>:root {")
      expect(globalStyles).toBeGreaterThan(-1)
      expect(head.indexOf("<style>:root {", globalStyles + 1)).toBe(-1)
      expect(globalStyles).toBeLessThan(head.indexOf("<style data-styled"))
    },
  )

  it("are not in any script the browser loads (neither the rules nor the token values)", () => {
    const scripts = fs.readdirSync(PUBLIC).filter((file) => file.endsWith(".js"))
    expect(scripts.length).toBeGreaterThan(0)
    for (const file of scripts) {
      const code = fs.readFileSync(path.join(PUBLIC, file), "utf8")
      expect({
        file,
        found: ["scroll-padding-top", "Atkinson Hyperlegible Fallback Roboto"].filter((text) => code.includes(text)),
      }).toEqual({ file, found: [] })
    }
  })
})
