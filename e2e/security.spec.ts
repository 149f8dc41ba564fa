import { lookup } from "node:dns/promises"
import { expect, test } from "@playwright/test"
import { redirects } from "../content/redirects.json"
import { siteRedirects } from "../src/lib/shared/site-redirects"
import { REDIRECT_CSP, SECURITY_HEADERS } from "../src/lib/shared/security-headers"
import { withDeploymentHeaders } from "./support"

/**
 * The site as the host serves it (`netlify serve`, playwright.config.ts), with the headers the
 * build wrote to public/_headers for Netlify: the policy is in force, and the redirects send the
 * headers too. That every page loads under that policy with no violation and no request off this
 * machine is checked by the one visit of each page (routes.spec.ts).
 */
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

  test("the host does not serve Gatsby's build statistics or any source map", async ({ request }) => {
    for (const file of ["/webpack.stats.json", "/chunk-map.json"]) expect((await request.get(file)).status()).toBe(404)
    const home = await (await request.get("/")).text()
    const script = /<script src="(\/app-[^"]+\.js)"/.exec(home)?.[1]
    expect(script).toBeDefined()
    expect((await request.get(`${script}.map`)).status()).toBe(404)
  })

  // Answered by netlify/edge-functions/redirect-headers.ts: a _redirects rule alone sends none of them.
  // netlify serve runs edge functions on Netlify's runtime, which it loads from edge.netlify.com: on a
  // machine that cannot reach it no edge function runs (the jest test runs this one in Deno instead).
  const edgeRuntimeReachable = lookup("edge.netlify.com").then(
    () => true,
    () => false,
  )
  for (const { from, to, status } of siteRedirects(redirects)) {
    test(`${from} redirects (${status}) to ${to} with every security header`, async ({ request }) => {
      test.skip(!(await edgeRuntimeReachable), "netlify serve cannot load the edge runtime from edge.netlify.com here")
      const response = await request.get(from, { maxRedirects: 0 })
      expect(response.status()).toBe(status)
      expect(new URL(response.headers()["location"], response.url()).pathname).toBe(to)
      const headers = response.headers()
      expect(SECURITY_HEADERS.filter(({ key }) => !headers[key]).map(({ key }) => key)).toEqual([])
      expect(headers["content-security-policy"]).toBe(REDIRECT_CSP)
      expect(headers["x-frame-options"]).toBe("DENY")
    })
  }
})
