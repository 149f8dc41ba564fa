import { expect, test } from "@playwright/test"
import { axeViolations, builtRoutes, watchForErrors } from "./support"

const routes = builtRoutes()

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

    test("has no WCAG 2.1 A or AA violation that axe-core can find", async ({ page }) => {
      await page.goto(route, { waitUntil: "networkidle" })
      expect(await axeViolations(page)).toEqual([])
    })
  })
}
