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

  test(`the host answers the old address ${from} with a permanent redirect to ${to}`, async ({ request }) => {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(new URL(response.headers()["location"], "https://clinic.example.org").pathname).toBe(to)
  })
}
