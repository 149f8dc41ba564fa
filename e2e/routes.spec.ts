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
 * Each translated page once per viewport: on a desktop it loads with one <h1> and no error and axe
 * finds nothing (the language of the page and of its parts included); on a phone its words, often
 * longer than the English, still fit 320 CSS pixels.
 */
test("the build made the translated pages", () => {
  expect(translated).toEqual(expect.arrayContaining(["/es", "/fr", "/ht", "/ht/contact"]))
})

for (const route of translated) {
  test(`${route} loads, fits and has no WCAG 2.1 A or AA violation that axe-core can find`, async ({ page, isMobile }) => {
    const errors = watchForErrors(page)
    if (isMobile) await page.setViewportSize({ width: 320, height: 640 })
    const response = await page.goto(route, { waitUntil: "networkidle" })
    expect(response?.status()).toBe(200)
    if (isMobile) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
      return
    }
    await expect(page.locator("h1")).toHaveCount(1)
    expect(await page.locator("html").getAttribute("lang")).toBe(route.split("/")[1])
    expect(await axeViolations(page)).toEqual([])
    expect(errors()).toEqual([])
  })
}
