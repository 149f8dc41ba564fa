import path from "node:path"
import { expect, test, type Page } from "@playwright/test"
import { headersFor, readHeadersFile } from "../src/lib/build-time/hosting/netlify-headers"
import { redirects } from "../content/redirects.json"
import { loadSiteContent } from "../src/lib/build-time/content/content-snapshot"
import {
  axeViolations,
  builtRoutes,
  isTranslatedRoute,
  loadsScripts,
  waitForHydration,
  watchForErrors,
  withDeploymentHeaders,
} from "./support"

/**
 * One visit of each page per screen size does everything a browser is needed for: the status, one
 * <h1>, the page's language, no console error, the Content-Security-Policy the host sends and no
 * violation of it, no request off this machine, no WCAG 2.1 A or AA violation axe-core can find,
 * and, on the phone, a page that fits 320 CSS pixels (WCAG 1.4.10), with the web font and without
 * it. Each English page on both screens; each translated page once, 320 pixels wide, where its
 * longer words are likeliest to overflow (the English pages prove the wider layouts).
 */
const ROOT = path.join(__dirname, "..")
const CSP = headersFor(readHeadersFile(path.join(ROOT, "public", "_headers")), "/")["content-security-policy"]
const routes = builtRoutes().filter((route) => !isTranslatedRoute(route))
const translated = builtRoutes().filter(isTranslatedRoute)

test("the sitemap lists every page the content publishes, in each of its languages", () => {
  const published = [...loadSiteContent(ROOT, process.env).pages.values()].flat().map((page) => page.path)
  expect(routes).toContain("/")
  expect([...routes, ...translated].sort()).toEqual(published.filter((route) => !/\/404$/.test(route)).sort())
})

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

async function visit(page: Page, route: string, narrow: boolean) {
  const errors = watchForErrors(page)
  const { offSite, violations } = await withDeploymentHeaders(page)
  if (narrow) await page.setViewportSize({ width: 320, height: 640 })
  const response = await page.goto(route, { waitUntil: "networkidle" })
  expect(response?.status()).toBe(200)
  expect(response?.headers()["content-security-policy"]).toBe(CSP)
  expect(response?.headers()["x-frame-options"]).toBe("DENY")
  if (await loadsScripts(page)) await waitForHydration(page)
  await expect(page.locator("h1")).toHaveCount(1)
  expect(await page.locator("html").getAttribute("lang")).toBe(isTranslatedRoute(route) ? route.split("/")[1] : "en")
  if (narrow) expect(await overflow(page)).toBe(0)
  expect(await axeViolations(page)).toEqual([])
  expect(errors()).toEqual([])
  expect(violations).toEqual([])
  expect(offSite).toEqual([])
}

for (const route of routes) {
  test(`${route}: loads under the host's headers, with one <h1>, no error, no request off this machine, no axe violation; fits 320 px on a phone`, async ({
    page,
    isMobile,
  }) => {
    await visit(page, route, isMobile)
    if (!isMobile) return
    // The web font is optional (font-display: optional): a slow phone keeps the system font, whose
    // widths differ, so the page must fit with it too.
    await page.route("**/*.woff2", (request) => request.abort())
    await page.reload({ waitUntil: "networkidle" })
    expect(await overflow(page)).toBe(0)
  })
}

for (const route of translated) {
  test(`${route}: fits 320 px, loads under the host's headers with its language, one <h1>, no error and no axe violation`, async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "once per translated page, in a window 320 px wide (a phone's device pixels would only slow it)")
    await visit(page, route, true)
  })
}

/** Addresses that are no page: the not-found pages and the old addresses' forwarding pages, under the same policy. */
const otherAddresses = ["/no-such-page", "/es/no-such-page", ...redirects.map((redirect) => redirect.from)]
for (const address of otherAddresses) {
  test(`${address} loads under the host's headers with no CSP violation and no request off this machine`, async ({ page, isMobile }) => {
    test.skip(isMobile, "the policy does not depend on the screen")
    const { offSite, violations } = await withDeploymentHeaders(page)
    const response = await page.goto(address, { waitUntil: "networkidle" })
    expect(response?.headers()["content-security-policy"]).toBe(CSP)
    expect(response?.headers()["x-frame-options"]).toBe("DENY")
    expect(violations).toEqual([])
    expect(offSite).toEqual([])
  })
}
