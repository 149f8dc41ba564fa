/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { IAdapter } from "gatsby"
import { searchEnginesMayIndex, writeRobotsTxt } from "../src/lib/build-time/hosting/robots"
import { withSecurityHeaders } from "../src/lib/build-time/hosting/secure-adapter"
import { headersFor, parseHeadersFile } from "../src/lib/build-time/hosting/netlify-headers"
import { completeCsp, inlineScripts, scriptHash } from "../src/lib/build-time/hosting/script-hashes"
import { CSP_TEMPLATE, SECURITY_HEADERS } from "../src/lib/shared/security-headers"

describe("inline script hashes for the Content-Security-Policy", () => {
  it("finds the scripts a browser runs, not data blocks or external scripts", () => {
    const html = `<script>window.a=1</script><script type="application/ld+json">{"@graph":[]}</script>
      <script src="/app.js" async></script><script type="module">import("/x.js")</script>`
    expect(inlineScripts(html)).toEqual(["window.a=1", 'import("/x.js")'])
  })

  it("hashes a script's text the way browsers do (sha256, base64)", () => {
    expect(scriptHash("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='")
  })

  it("puts one hash per distinct script into script-src and keeps every other directive", () => {
    const csp = completeCsp(CSP_TEMPLATE, ["a", "b", "a"])
    expect(csp).toContain(`script-src 'self' ${[scriptHash("a"), scriptHash("b")].sort().join(" ")};`)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain("build-time")
  })
})

describe("withSecurityHeaders (wraps the deployment adapter)", () => {
  function fakeAdapter() {
    const received: { context?: Parameters<NonNullable<IAdapter["adapt"]>>[0] } = {}
    const adapter = { name: "fake", adapt: async (context: never) => void (received.context = context) } as unknown as IAdapter
    return { adapter, received }
  }

  it("fills the build's script hashes into the policy and sends the security headers on every path", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "adapter-"))
    fs.mkdirSync(path.join(dir, "about"))
    fs.writeFileSync(path.join(dir, "about", "index.html"), "<body><script>window.pagePath='/about'</script></body>")
    const { adapter, received } = fakeAdapter()
    const cache = { key: "cache-control", value: "public, max-age=0, must-revalidate" }
    await withSecurityHeaders(adapter, dir).adapt!({
      routesManifest: [{ path: "/about", type: "static", filePath: "public/about/index.html", headers: [cache, ...SECURITY_HEADERS] }],
      headerRoutes: [
        { path: "/*", headers: [cache, { key: "referrer-policy", value: "same-origin" }] },
        { path: "/about", headers: [...SECURITY_HEADERS] },
        { path: "/app-123.js", headers: [{ key: "cache-control", value: "public, max-age=31536000, immutable" }] },
      ],
      reporter: { info: () => undefined },
    } as never)

    const catchAll = received.context!.headerRoutes.find((rule) => rule.path === "/*")!
    const csp = catchAll.headers.find((header) => header.key === "content-security-policy")!.value
    expect(csp).toContain(scriptHash("window.pagePath='/about'"))
    expect(catchAll.headers).toContainEqual({ key: "referrer-policy", value: "strict-origin-when-cross-origin" })
    expect(catchAll.headers.filter((header) => header.key === "referrer-policy")).toHaveLength(1)
    // The route's own rule held only the security headers, which "/*" now carries: it is gone.
    expect(received.context!.headerRoutes.map((rule) => rule.path)).toEqual(["/*", "/app-123.js"])
    const route = received.context!.routesManifest[0] as { headers: Array<{ key: string; value: string }> }
    expect(route.headers.find((header) => header.key === "content-security-policy")!.value).toBe(csp)
    expect(catchAll.headers.map((header) => header.key)).not.toContain("x-robots-tag")
  })

  it.each([
    [{ CONTEXT: "deploy-preview" }, true],
    [{ CONTEXT: "branch-deploy" }, true],
    [{ CONTEXT: "dev" }, true],
    [{ CONTEXT: "production" }, false],
    [{}, false],
  ])("with %j, tells search engines not to index every response: %s", async (env, noindex) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "adapter-"))
    const { adapter, received } = fakeAdapter()
    await withSecurityHeaders(adapter, dir, env).adapt!({
      routesManifest: [],
      headerRoutes: [{ path: "/*", headers: [] }],
      reporter: { info: () => undefined },
    } as never)
    const catchAll = received.context!.headerRoutes.find((rule) => rule.path === "/*")!
    expect(catchAll.headers.some((header) => header.key === "x-robots-tag" && header.value === "noindex")).toBe(noindex)
  })
})

describe("robots.txt", () => {
  it("names the sitemap where search engines may index the site, and refuses every crawler on a preview", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "robots-"))
    writeRobotsTxt(dir, "https://www.clinic.example", searchEnginesMayIndex({ CONTEXT: "production" }))
    expect(fs.readFileSync(path.join(dir, "robots.txt"), "utf8")).toContain("Sitemap: https://www.clinic.example/sitemap-index.xml")
    writeRobotsTxt(dir, "https://www.clinic.example", searchEnginesMayIndex({ CONTEXT: "deploy-preview" }))
    expect(fs.readFileSync(path.join(dir, "robots.txt"), "utf8")).toBe("User-agent: *\nDisallow: /\n")
  })
})

describe("reading a Netlify _headers file", () => {
  const rules = parseHeadersFile(`# comment\n/*\n  a: 1\n  b: 1\n/static/*\n  b: 2\n/about\n  c: 3\n`)

  it("applies every matching rule, a later value replacing an earlier one", () => {
    expect(headersFor(rules, "/static/x.js")).toEqual({ a: "1", b: "2" })
    expect(headersFor(rules, "/about")).toEqual({ a: "1", b: "1", c: "3" })
    expect(headersFor(rules, "/about/team")).toEqual({ a: "1", b: "1" })
  })
})
