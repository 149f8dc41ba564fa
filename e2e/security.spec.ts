import path from "node:path"
import { expect, test, type Page } from "@playwright/test"
import { headersFor, readHeadersFile } from "../scripts/lib/netlify-headers"
import { REDIRECTS } from "../src/lib/routes"
import { builtRoutes, waitForHydration } from "./support"

/**
 * `gatsby serve` does not send the headers declared in gatsby-config, so this run puts them on
 * itself: every response from the site gets exactly the headers public/_headers (written by the
 * build for Netlify) gives its path, the Content-Security-Policy included. Every page must then
 * load with no CSP violation, and without a single request to a host other than this machine.
 */
const rules = readHeadersFile(path.join(__dirname, "..", "public", "_headers"))
const CSP = headersFor(rules, "/")["content-security-policy"]
const LOOPBACK = new Set(["127.0.0.1", "localhost"])

/** Serves the site through the test's handler with the deployment's headers; records what the page asks of other hosts. */
async function withDeploymentHeaders(page: Page) {
  const offSite: string[] = []
  const violations: string[] = []
  page.on("request", (request) => {
    const url = new URL(request.url())
    if (/^https?:$/.test(url.protocol) && !LOOPBACK.has(url.hostname)) offSite.push(request.url())
  })
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(`console: ${message.text()}`)
  })
  await page.exposeFunction("__reportCspViolation", (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation
      report(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`)
    })
  })
  await page.route("**/*", async (route) => {
    const url = new URL(route.request().url())
    if (!LOOPBACK.has(url.hostname)) return route.abort()
    // A request still in flight when the test ends (a prefetch) fails with the closed page: let it go.
    const response = await route.fetch({ maxRedirects: 0 }).catch(() => null)
    if (!response) return route.abort().catch(() => undefined)
    await route.fulfill({ response, headers: { ...response.headers(), ...headersFor(rules, url.pathname) } }).catch(() => undefined)
  })
  return { offSite, violations }
}

const routes = [...builtRoutes(), "/no-such-page", ...REDIRECTS.map((redirect) => redirect.fromPath)]

test.describe("security headers and third parties", () => {
  test.skip(({ isMobile }) => isMobile, "one viewport is enough: the policy does not depend on it")

  test("the policy the deployment sends is in force: an inline script without its hash is refused and reported", async ({ page }) => {
    const { violations } = await withDeploymentHeaders(page)
    await page.goto("/no-such-page", { waitUntil: "networkidle" })
    await page.evaluate(() => {
      const script = document.createElement("script")
      script.textContent = "window.__injected = true"
      document.body.append(script)
    })
    await expect.poll(() => violations.length).toBeGreaterThan(0)
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined()
    expect(violations.join("\n")).toMatch(/script-src/)
  })

  for (const route of routes) {
    test(`${route} loads under the deployment's headers with no CSP violation and no request off this machine`, async ({ page }) => {
      const { offSite, violations } = await withDeploymentHeaders(page)
      const response = await page.goto(route, { waitUntil: "networkidle" })
      expect(response?.headers()["content-security-policy"]).toBe(CSP)
      expect(response?.headers()["x-frame-options"]).toBe("DENY")
      if (!REDIRECTS.some((redirect) => redirect.fromPath === route)) await waitForHydration(page)
      await page.waitForLoadState("networkidle")
      expect(violations).toEqual([])
      expect(offSite).toEqual([])
    })
  }
})
