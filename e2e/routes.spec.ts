import { expect, test } from "@playwright/test"
import { axeViolations, builtRoutes, isTranslatedRoute, watchForErrors } from "./support"

const routes = builtRoutes().filter((route) => !isTranslatedRoute(route))
const translated = builtRoutes().filter(isTranslatedRoute)

test("the build made pages (the sitemap is not empty)", () => {
  expect(routes).toContain("/")
})

for (const route of routes) {
  test.describe(`${route}`, () => {
    test("loads with one <h1>, no console error and no failed request", async ({ page }) => {
      const errors = watchForErrors(page)
      const response = await page.goto(route, { waitUntil: "networkidle" })
      expect(response?.status()).toBe(200)
      await expect(page.locator("h1")).toHaveCount(1)
      expect(errors()).toEqual([])
    })

    test("reflows at 320 CSS pixels wide: nothing makes the page scroll sideways (WCAG 1.4.10)", async ({ page, isMobile }) => {
      test.skip(!isMobile, "one narrow-screen run is enough")
      await page.setViewportSize({ width: 320, height: 640 })
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      await page.goto(route, { waitUntil: "networkidle" })
      expect(await overflow()).toBe(0)
      // The web font is optional (font-display: optional): a slow phone keeps the system font, whose
      // widths differ, so the page must fit with it too.
      await page.route("**/*.woff2", (request) => request.abort())
      await page.reload({ waitUntil: "networkidle" })
      expect(await overflow()).toBe(0)
    })

    test("has no WCAG 2.1 A or AA violation that axe-core can find", async ({ page }) => {
      await page.goto(route, { waitUntil: "networkidle" })
      expect(await axeViolations(page)).toEqual([])
    })
  })
}

/**
 * Each translated page once, in one narrow window: it fits 320 CSS pixels (its words are often
 * longer than the English), loads with one <h1>, its language and no error, and axe finds nothing
 * (the language of the page and of its parts included). Once, not once per device: the English
 * pages run the full set on both.
 */
test("the build made the translated pages", () => {
  expect(translated).toEqual(expect.arrayContaining(["/es", "/fr", "/ht", "/ht/contact"]))
})

for (const route of translated) {
  test(`${route} fits 320 px, loads and has no WCAG 2.1 A or AA violation that axe-core can find`, async ({ page, isMobile }) => {
    test.skip(isMobile, "one run per translated page")
    const errors = watchForErrors(page)
    await page.setViewportSize({ width: 320, height: 640 })
    const response = await page.goto(route, { waitUntil: "networkidle" })
    expect(response?.status()).toBe(200)
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
    await expect(page.locator("h1")).toHaveCount(1)
    expect(await page.locator("html").getAttribute("lang")).toBe(route.split("/")[1])
    expect(await axeViolations(page)).toEqual([])
    expect(errors()).toEqual([])
  })
}
