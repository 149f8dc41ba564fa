import { expect, test } from "@playwright/test"

/**
 * The content editor as the host serves it (netlify serve runs the build's redirect, function and
 * header rules): /admin opens Decap's login with the editor's own Content-Security-Policy, the
 * only one the page gets, and nothing blocked. Logging in needs GitHub, which a test cannot reach.
 */
test("/admin opens the editor's login under its own policy, not merged with the site's", async ({ page }) => {
  const blocked: string[] = []
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text())
  })
  const response = await page.goto("/admin")
  expect(new URL(page.url()).pathname).toBe("/api/admin")
  const policies = (await response!.headerValues("content-security-policy")).flatMap((value) => value.split(","))
  expect(policies).toHaveLength(1)
  expect(policies[0]).toContain("script-src 'self' 'unsafe-eval'")
  expect(await response!.headerValue("x-robots-tag")).toBe("noindex, nofollow")
  await expect(page.getByRole("button", { name: "Login with GitHub" })).toBeVisible()
  expect(blocked).toEqual([])
})

test("the site's pages keep the site's policy, which allows no evaluated code", async ({ request }) => {
  const response = await request.get("/")
  const policies = (await response.headersArray()).filter(({ name }) => name.toLowerCase() === "content-security-policy")
  expect(policies).toHaveLength(1)
  expect(policies[0].value).not.toContain("unsafe-eval")
})
