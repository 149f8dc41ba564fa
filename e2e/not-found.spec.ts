import { expect, test } from "@playwright/test"
import { REDIRECTS } from "../src/lib/routes"

test("an unknown address answers 404 with a way back home", async ({ page }) => {
  const response = await page.goto("/no-such-page")
  expect(response?.status()).toBe(404)
  await expect(page.getByText(/does not exist or has been moved/)).toBeVisible()
  await expect(page.getByRole("link", { name: "Return to Homepage" })).toHaveAttribute("href", "/")
})

for (const { fromPath, toPath } of REDIRECTS) {
  test(`the old address ${fromPath} forwards to ${toPath}`, async ({ page }) => {
    await page.goto(fromPath)
    await page.waitForURL((url) => url.pathname === toPath)
  })
}
