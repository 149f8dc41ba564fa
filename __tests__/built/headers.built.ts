/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { htmlPages } from "../../src/lib/build-time/hosting/built-pages"
import { pageDataPath } from "../../src/render/hydration-preloads"
import { headersFor, readHeadersFile, type HeaderRule } from "../../src/lib/build-time/hosting/netlify-headers"
import { inlineScripts, scriptHash } from "../../src/lib/build-time/hosting/script-hashes"
import { MAP_FRAME_ORIGIN } from "../../src/lib/shared/security-headers"
import { redirects as oldAddresses } from "../../content/redirects.json"
import { BUILD_STATISTICS, BUILD_STATISTICS_DIR } from "../../src/lib/build-time/hosting/build-statistics"
import { ADMIN_PAGE_PATH, ADMIN_PATH } from "../../src/lib/shared/addresses"

/**
 * The header rules the build wrote for Netlify (public/_headers, by gatsby-adapter-netlify via
 * src/lib/build-time/hosting/secure-adapter.ts), read the way Netlify applies them. Runs after `gatsby build`
 * (scripts/test.sh: jest --testMatch on __tests__/built/).
 */
const ROOT = path.join(__dirname, "..", "..")
const PUBLIC = path.join(ROOT, "public")
const HEADERS_FILE = path.join(PUBLIC, "_headers")

if (!fs.existsSync(HEADERS_FILE)) throw new Error(`${HEADERS_FILE} is missing: run "npx gatsby build" first`)
const rules: HeaderRule[] = readHeadersFile(HEADERS_FILE)
const pages = htmlPages(PUBLIC)
/** Every page route, an unknown address (answered with the not-found page) and each page's page-data. */
const documentPaths = [...pages.map((page) => page.route), "/no-such-page/at-all"]
const pageDataPaths = pages.filter((page) => page.route !== "/404.html").map((page) => pageDataPath(page.route))

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  )
}

const csp = headersFor(rules, "/")["content-security-policy"]

describe("security headers of every response (public/_headers)", () => {
  it.each([...documentPaths, ...pageDataPaths, "/robots.txt", "/sitemap-index.xml"])("%s gets the security headers", (urlPath) => {
    const headers = headersFor(rules, urlPath)
    expect(headers["content-security-policy"]).toBe(csp)
    expect(headers["strict-transport-security"]).toMatch(/^max-age=(\d+); includeSubDomains$/)
    expect(Number(/max-age=(\d+)/.exec(headers["strict-transport-security"])![1])).toBeGreaterThanOrEqual(31_536_000)
    expect(headers["x-content-type-options"]).toBe("nosniff")
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
    expect(headers["permissions-policy"]).toBe("camera=(), microphone=(), geolocation=()")
    expect(headers["x-frame-options"]).toBe("DENY")
  })

  it("declares each security header once for any path, so no host can merge two values", () => {
    for (const key of ["content-security-policy", "strict-transport-security", "referrer-policy", "permissions-policy"]) {
      const carriers = rules.filter((rule) => key in rule.headers).map((rule) => rule.path)
      expect({ key, carriers }).toEqual({ key, carriers: ["/*"] })
    }
  })
})

describe("the Content-Security-Policy", () => {
  const policy = directives(csp)

  it("allows no origin but the site's own, except the map frame", () => {
    expect(policy.get("default-src")).toEqual(["'self'"])
    expect(policy.get("frame-src")).toEqual([MAP_FRAME_ORIGIN])
    expect(policy.get("frame-ancestors")).toEqual(["'none'"])
    expect(policy.get("object-src")).toEqual(["'none'"])
    expect(policy.get("base-uri")).toEqual(["'self'"])
    expect(policy.get("form-action")).toEqual(["'self'"])
    for (const [name, values] of policy) {
      for (const value of values) {
        const allowed =
          ["'self'", "'none'"].includes(value) ||
          (name === "script-src" && /^'sha256-[A-Za-z0-9+/]{43}='$/.test(value)) ||
          (name === "style-src" && value === "'unsafe-inline'") ||
          (name === "img-src" && value === "data:") ||
          (name === "frame-src" && value === MAP_FRAME_ORIGIN)
        expect({ directive: name, source: value, allowed }).toEqual({ directive: name, source: value, allowed: true })
      }
    }
  })

  it("lets scripts run only from the site itself or by the hash of an inline script: no 'unsafe-inline', no 'unsafe-eval'", () => {
    const scriptSrc = policy.get("script-src")!
    expect(scriptSrc[0]).toBe("'self'")
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    expect(scriptSrc).not.toContain("'unsafe-eval'")
  })

  it("holds the hash of every inline script of every built page, and no other hash", () => {
    const pageScripts = pages.flatMap(({ file }) => inlineScripts(fs.readFileSync(file, "utf8")))
    const needed = new Set(pageScripts.map(scriptHash))
    expect(needed.size).toBeGreaterThan(0)
    const allowed = new Set(policy.get("script-src")!.filter((value) => value.startsWith("'sha256-")))
    expect([...needed].filter((hash) => !allowed.has(hash))).toEqual([])
    expect([...allowed].filter((hash) => !needed.has(hash))).toEqual([])
  })
})

describe("caching", () => {
  const revalidate = /^public, max-age=0, must-revalidate$/
  const immutable = /^public, max-age=31536000, immutable$/

  it.each([...documentPaths, ...pageDataPaths])("%s is revalidated on every visit", (urlPath) => {
    expect(headersFor(rules, urlPath)["cache-control"]).toMatch(revalidate)
  })

  it("keeps every content-hashed asset the pages load (scripts, styles, /static/ files) for a year, immutable", () => {
    const chunkMap = JSON.parse(fs.readFileSync(path.join(ROOT, BUILD_STATISTICS_DIR, "chunk-map.json"), "utf8")) as Record<
      string,
      string[]
    >
    const referenced = pages.flatMap(({ file }) =>
      [...fs.readFileSync(file, "utf8").matchAll(/(?:src|href)="(\/[^"?#]+\.(?:js|css|woff2?|jpe?g|png|webp|avif|svg))"/g)].map(
        (match) => match[1],
      ),
    )
    const hashed = [...new Set([...Object.values(chunkMap).flat(), ...referenced])].filter(
      (asset) => asset.startsWith("/static/") || /[-.][0-9a-f]{16,}\.(js|css)$/.test(asset),
    )
    expect(hashed.length).toBeGreaterThan(3)
    for (const asset of hashed) {
      expect({ asset, cache: headersFor(rules, asset)["cache-control"] }).toEqual({ asset, cache: expect.stringMatching(immutable) })
    }
  })
})

describe("what the build publishes of its own workings", () => {
  const files = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name)
      return entry.isDirectory() ? files(file) : [file]
    })

  it("writes no source map (the site's source), and none of the site's scripts points to one", () => {
    const all = files(PUBLIC)
    expect(all.filter((file) => file.endsWith(".map"))).toEqual([])
    // Decap's prebuilt bundle (the editor's, under /admin/) names maps of its own that are not copied.
    const scripts = all.filter((file) => file.endsWith(".js") && !file.startsWith(path.join(PUBLIC, "admin") + path.sep))
    expect(scripts.length).toBeGreaterThan(3)
    expect(scripts.filter((file) => fs.readFileSync(file, "utf8").includes("sourceMappingURL="))).toEqual([])
  })

  it("has the host answer each old address with a forced 301 to its new page, and the editor's with a forced 302, ahead of every other rule", () => {
    const rules = fs
      .readFileSync(path.join(PUBLIC, "_redirects"), "utf8")
      .split("\n")
      .filter((line) => line.trim() && !line.startsWith("#"))
      .map((line) => line.trim().split(/\s+/))
    const redirects = [...oldAddresses.map(({ from, to }) => [from, to, "301!"]), [ADMIN_PATH, ADMIN_PAGE_PATH, "302!"]]
    expect(rules.slice(0, redirects.length)).toEqual(redirects)
    for (const { from } of oldAddresses) expect(rules.filter(([address]) => address === from)).toHaveLength(1)
  })

  it("keeps Gatsby's build statistics out of the deployed folder: moved beside the build once the adapter has read them", () => {
    for (const file of BUILD_STATISTICS) {
      expect(fs.existsSync(path.join(PUBLIC, file))).toBe(false)
      expect(fs.existsSync(path.join(ROOT, BUILD_STATISTICS_DIR, file))).toBe(true)
    }
    // Nothing the host serves names them.
    expect(fs.readFileSync(path.join(PUBLIC, "_redirects"), "utf8")).not.toMatch(/stats\.json|chunk-map/)
    expect(fs.readFileSync(HEADERS_FILE, "utf8")).not.toMatch(/stats\.json|chunk-map/)
  })
})
