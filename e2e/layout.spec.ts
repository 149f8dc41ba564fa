import { expect, test, type Page } from "@playwright/test"
import navigation from "../content/navigation.json"
import shared from "../content/shared.json"
import site from "../content/site.json"
import { telHref } from "../src/lib/shared/format"
import { waitForHydration } from "./support"

test.describe("shared layout", () => {
  test("the skip link is the first stop of the keyboard and moves focus to the main content", async ({ page, isMobile }) => {
    test.skip(isMobile, "keyboard test runs on the desktop project")
    await page.goto("/")
    await waitForHydration(page)
    await page.keyboard.press("Tab")
    const skip = page.getByRole("link", { name: shared.skipLink })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press("Enter")
    await expect(page.locator("main")).toBeFocused()
  })

  test("desktop shows the main navigation and the phone button, not the menu button", async ({ page, isMobile }) => {
    test.skip(isMobile, "desktop layout")
    await page.goto("/")
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible()
    await expect(page.getByRole("link", { name: `${navigation.contact.label}: ${site.phone}` })).toHaveAttribute(
      "href",
      navigation.contact.path,
    )
    await expect(page.locator("header summary")).toBeHidden()
  })
})

test("on a phone the site name wraps the same before the menu button is parsed: the first paint does not shift", async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, "the menu button is shown below the desktop width")
  await page.goto("/about")
  const name = page.locator("header").getByRole("link", { name: site.siteName })
  const box = () => name.evaluate((element) => JSON.stringify(element.getBoundingClientRect()))
  const complete = await box()
  // A browser may paint a partly parsed page: first without the button's label, then without the button.
  await page.locator('header summary [data-when="closed"]').evaluate((label) => label.remove())
  expect(await box()).toBe(complete)
  await page.locator("header details").evaluate((menu) => menu.remove())
  expect(await box()).toBe(complete)
})

test("the footer's schedule button is readable: its label contrasts with its white fill (WCAG 1.4.3)", async ({ page }) => {
  await page.goto("/about")
  const button = page.locator("footer").getByRole("link", { name: shared.footer.scheduleButton.label, exact: true })
  const ratio = await button.evaluate((element) => {
    const rgb = (value: string) =>
      value
        .match(/\d+(\.\d+)?/g)!
        .slice(0, 3)
        .map(Number)
    const luminance = (value: string) => {
      const [r, g, b] = rgb(value).map((channel) => {
        const c = channel / 255
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * r + 0.7152 * g + 0.0722 * b
    }
    const style = getComputedStyle(element)
    const [lighter, darker] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a)
    return (lighter + 0.05) / (darker + 0.05)
  })
  expect(ratio).toBeGreaterThanOrEqual(4.5)
})

test.describe("mobile menu at 390x844", () => {
  test.use({ viewport: { width: 390, height: 844 } })
  const menuButton = (page: Page) => page.locator("header summary", { hasText: shared.menuButton.open })
  const isOpen = (page: Page) => page.locator("header details").evaluate((details: HTMLDetailsElement) => details.open)

  test("opens, offers Contact and tap-to-call, closes on Escape with focus back on the button", async ({ page }) => {
    await page.goto("/")
    await waitForHydration(page)
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden()
    const toggle = menuButton(page)
    expect(await isOpen(page)).toBe(false)
    await toggle.click()
    expect(await isOpen(page)).toBe(true)
    await expect(page.locator("header summary")).toHaveText(shared.menuButton.close, { useInnerText: true })
    const menu = page.getByRole("navigation", { name: "Mobile" })
    await expect(menu.getByRole("link", { name: navigation.contact.label })).toBeVisible()
    await expect(menu.getByRole("link", { name: `${shared.callUs} ${site.phone}` })).toHaveAttribute("href", telHref(site.phone))
    await menu.getByRole("link", { name: navigation.contact.label }).focus()
    await page.keyboard.press("Escape")
    await expect(menu).toBeHidden()
    await expect(page.locator("header summary")).toBeFocused()
  })

  test("on a page with scripts, closes when a link is tapped, and the router follows the link without reloading", async ({ page }) => {
    await page.goto("/contact")
    await waitForHydration(page)
    await page.evaluate(() => Object.assign(window, { __samePage: true }))
    await menuButton(page).click()
    const menu = page.getByRole("navigation", { name: "Mobile" })
    const [first] = navigation.header.filter((link) => link.path !== "/contact")
    await menu.getByRole("link", { name: first.label, exact: true }).click()
    await page.waitForURL((url) => url.pathname === first.path)
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true)
    await expect(menu).toBeHidden()
    expect(await isOpen(page)).toBe(false)
  })

  test("a menu the HTML parser has opened but not yet given its button is not drawn (no browser 'Details' label to shift)", async ({
    page,
  }) => {
    await page.goto("/about")
    const displays = await page.evaluate(() => {
      const menu = document.querySelector("header details")!
      const halfParsed = menu.cloneNode(false) as HTMLDetailsElement
      menu.after(halfParsed)
      const before = getComputedStyle(halfParsed).display
      halfParsed.append(menu.querySelector("summary")!.cloneNode(true))
      return { before, after: getComputedStyle(halfParsed).display, menu: getComputedStyle(menu).display }
    })
    expect(displays).toEqual({ before: "none", after: "block", menu: "block" })
  })

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false })

    test("the menu opens by keyboard and its links and call link work", async ({ page }) => {
      await page.goto("/about")
      await menuButton(page).focus()
      await page.keyboard.press("Enter")
      const menu = page.getByRole("navigation", { name: "Mobile" })
      await expect(menu.getByRole("link", { name: `${shared.callUs} ${site.phone}` })).toBeVisible()
      await expect(menu.getByRole("link", { name: `${shared.callUs} ${site.phone}` })).toHaveAttribute("href", telHref(site.phone))
      const last = navigation.header[navigation.header.length - 1]
      await menu.getByRole("link", { name: last.label, exact: true }).click()
      await page.waitForURL((url) => url.pathname === last.path)
    })
  })
})

test.describe("the first visit looks like the second", () => {
  test.use({ viewport: { width: 1366, height: 900 } })

  /** Where the header, its phone button, the page heading and the first paragraph sit. */
  async function layoutOf(page: Page) {
    await page.goto("/", { waitUntil: "networkidle" })
    return page.evaluate(() => {
      const box = (element: Element | null) => {
        const rect = element?.getBoundingClientRect()
        return rect ? { top: Math.round(rect.top), height: Math.round(rect.height), width: Math.round(rect.width) } : null
      }
      return {
        webFont: [...document.fonts].some((font) => font.family.replace(/"/g, "") === "Atkinson Hyperlegible" && font.status === "loaded"),
        header: box(document.querySelector("header")),
        phoneButton: box(document.querySelector('header a[href^="tel:"], header a[href="/contact"]')),
        heading: box(document.querySelector("h1")),
        paragraph: box(document.querySelector("main p")),
      }
    })
  }

  test("at 1366 px the fallback font lays out the header and the opening of the page as the web font does", async ({ page, isMobile }) => {
    test.skip(isMobile, "a desktop window")
    const withWebFont = await layoutOf(page)
    expect(withWebFont.webFont).toBe(true)
    await page.route("**/*.woff2", (request) => request.abort())
    const withFallback = await layoutOf(page)
    expect(withFallback.webFont).toBe(false)
    expect(withFallback.header).toEqual(withWebFont.header)
    expect(withFallback.phoneButton?.height).toBe(withWebFont.phoneButton?.height)
    expect(Math.abs(withFallback.heading!.top - withWebFont.heading!.top)).toBeLessThanOrEqual(2)
    expect(Math.abs(withFallback.paragraph!.top - withWebFont.paragraph!.top)).toBeLessThanOrEqual(4)
  })
})

test.describe("free language help in every language", () => {
  test.use({ javaScriptEnabled: false })

  test("the footer's last notice leads, without JavaScript, to every language's tagline, each in its language and direction, drawn in the system's fonts", async ({
    page,
  }) => {
    const fontFiles: string[] = []
    page.on("request", (request) => {
      if (request.resourceType() === "font") fontFiles.push(new URL(request.url()).pathname)
    })
    await page.goto("/about")
    await page.locator("footer").getByRole("link", { name: shared.noticesLink.label }).click()
    await expect(page).toHaveURL(new RegExp(`${shared.noticesLink.path}$`))
    const { everyPage, noticePage } = shared.languageAssistance
    for (const tagline of [...everyPage, ...noticePage]) {
      const line = page.locator(`main li[lang="${tagline.lang}"]`)
      await expect(line).toContainText(tagline.name)
      await expect(line).toContainText(site.phone)
      // The direction a screen reader and the browser's layout follow, from the script's first letter.
      const direction = await line.evaluate((element) => getComputedStyle(element).direction)
      expect(direction).toBe(/[\u0590-\u08ff]/.test(tagline.text) ? "rtl" : "ltr")
      // Every letter drawn: the line has room for its text, whatever the script (no font file needed for it).
      expect(await line.evaluate((element) => element.getBoundingClientRect().width)).toBeGreaterThan(100)
    }
    // Only the site's own Latin web font is fetched: the other scripts use the system's fonts.
    expect(fontFiles.every((file) => /atkinson-hyperlegible/.test(file))).toBe(true)
  })
})
