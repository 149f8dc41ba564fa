import { expect, test } from "@playwright/test"
import { waitForHydration } from "./support"

test.describe("shared layout", () => {
  test("the skip link is the first stop of the keyboard and moves focus to the main content", async ({ page, isMobile }) => {
    test.skip(isMobile, "keyboard test runs on the desktop project")
    await page.goto("/")
    await waitForHydration(page)
    await page.keyboard.press("Tab")
    const skip = page.getByRole("link", { name: "Skip to main content" })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press("Enter")
    await expect(page.locator("main")).toBeFocused()
  })

  test("desktop shows the main navigation and the phone button, not the menu button", async ({ page, isMobile }) => {
    test.skip(isMobile, "desktop layout")
    await page.goto("/")
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible()
    await expect(page.getByRole("link", { name: /Contact: \(212\)/ })).toHaveAttribute("href", "/contact")
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden()
  })
})

test.describe("mobile menu at 390x844", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("opens, offers Contact and tap-to-call, closes on Escape with focus back on the button", async ({ page }) => {
    await page.goto("/")
    await waitForHydration(page)
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden()
    const toggle = page.getByRole("button", { name: "Menu" })
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    await toggle.click()
    await expect(toggle).toHaveAttribute("aria-expanded", "true")
    const menu = page.getByRole("navigation", { name: "Mobile" })
    await expect(menu.getByRole("link", { name: "Contact" })).toBeVisible()
    await expect(menu.getByRole("link", { name: /^Call \(212\)/ })).toHaveAttribute("href", /^tel:\+1\d{10}$/)
    await page.keyboard.press("Escape")
    await expect(menu).toBeHidden()
    await expect(page.getByRole("button", { name: "Menu" })).toBeFocused()
  })

  test("closes when a link is tapped, and the link is followed", async ({ page }) => {
    await page.goto("/no-such-page")
    await waitForHydration(page)
    await page.getByRole("button", { name: "Menu" }).click()
    const menu = page.getByRole("navigation", { name: "Mobile" })
    await menu.getByRole("link", { name: "Home" }).click()
    await page.waitForURL((url) => url.pathname === "/")
    await expect(menu).toBeHidden()
    await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false")
  })
})

test.describe("paint before hydration", () => {
  for (const route of ["/", "/services/knee"]) {
    test(`${route} shows its text before it runs Gatsby's bundles, runs them right after, and hydrates`, async ({ page }) => {
      // Records when each bundle's <script> element enters the page: it cannot run before that.
      await page.addInitScript(() => {
        const inserted: Record<string, number> = {}
        Object.assign(window, { bundlesInsertedAt: inserted })
        new MutationObserver((mutations) => {
          for (const node of mutations.flatMap((mutation) => [...mutation.addedNodes])) {
            const source = node instanceof HTMLScriptElement ? node.getAttribute("src") ?? "" : ""
            if (/^\/(webpack-runtime|framework|app)-\w+\.js$/.test(source)) inserted[source] = performance.now()
          }
        }).observe(document, { childList: true, subtree: true })
      })
      await page.goto(route)
      await waitForHydration(page)
      const timing = await page.evaluate(() => ({
        firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
        insertedAt: Object.values((window as unknown as { bundlesInsertedAt: Record<string, number> }).bundlesInsertedAt),
      }))
      expect(timing.insertedAt).toHaveLength(3)
      for (const insertedAt of timing.insertedAt) {
        expect(insertedAt).toBeGreaterThanOrEqual(timing.firstContentfulPaint)
        // Right after the paint, not after the loader's 5 s last resort.
        expect(insertedAt - timing.firstContentfulPaint).toBeLessThan(1000)
      }
    })
  }
})
