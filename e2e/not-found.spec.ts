import { expect, test } from "@playwright/test"
import { redirects } from "../content/redirects.json"
import shared from "../content/shared.json"

test("an unknown address answers 404 with a way back home", async ({ page }) => {
  const response = await page.goto("/no-such-page")
  expect(response?.status()).toBe(404)
  await expect(page.getByRole("heading", { level: 1, name: shared.notFound.title })).toBeVisible()
  await expect(page.getByRole("link", { name: shared.notFound.homeLink.label })).toHaveAttribute("href", shared.notFound.homeLink.path)
})

for (const { from, to } of redirects) {
  test(`the old address ${from} forwards to ${to}`, async ({ page }) => {
    await page.goto(from)
    await page.waitForURL((url) => url.pathname === to)
  })
}
