import fs from "node:fs"
import path from "node:path"
import { expect, test, type Page } from "@playwright/test"
import { englishRoutes, loadsScripts, waitForHydration } from "./support"

const PUBLIC_DIR = path.join(__dirname, "..", "public")
const htmlOf = (route: string) => fs.readFileSync(path.join(PUBLIC_DIR, route, "index.html"), "utf8")
const routesWithPictures = englishRoutes().filter((route) => htmlOf(route).includes("<picture"))

/** A phone, a large phone, a tablet upright and on its side, a laptop, a desktop. */
const WINDOWS = [
  { width: 320, height: 640 },
  { width: 412, height: 823 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
]

/**
 * A picture's `sizes` tells the browser how wide it will be shown before any layout, and the
 * browser picks its file from it: too small and the image is blurred, too large and a phone
 * downloads a file up to four times the pixels it shows. In each window the slot `sizes` gives
 * (its first entry whose media condition holds, measured as a CSS width) is at least the width
 * the picture is shown at and at most 10% more, and every <source> says the same as the <img>.
 */
test.describe("each picture's sizes is the width it is shown at", () => {
  test.skip(({ isMobile }) => isMobile, "sets its own window sizes")

  test("the site has pictures to check", () => {
    expect(routesWithPictures).toEqual(expect.arrayContaining(["/", "/services", "/conditions"]))
    expect(routesWithPictures.filter((route) => route.startsWith("/services/")).length).toBeGreaterThan(0)
  })

  for (const route of routesWithPictures) {
    test(route, async ({ page }) => {
      await page.goto(route)
      // A page with scripts is measured once React has taken it over, as a visitor uses it.
      if (await loadsScripts(page)) await waitForHydration(page)
      for (const size of WINDOWS) {
        await page.setViewportSize(size)
        // The layout after a resize is measured once it has settled: a mismatch that stays fails.
        await expect.poll(() => mismatchesOf(page, size.width), { message: `pictures at ${size.width}px`, timeout: 5_000 }).toEqual([])
      }
    })
  }
})

/** Each picture of the page's main content whose `sizes` slot is not the width it is shown at, in the window as it is now. */
async function mismatchesOf(page: Page, width: number): Promise<string[]> {
  const pictures = await page.locator("main picture img").evaluateAll((images) =>
    images.map((image) => {
      const sizes = image.getAttribute("sizes") ?? ""
      // "(min-width: 960px) 42rem, calc(100vw - 2rem)": the first entry whose condition holds.
      const entries = sizes.split(/,(?![^(]*\))/).map((entry) => entry.trim())
      const length = entries
        .map((entry) => /^(\([^()]*\))\s+(.+)$/.exec(entry) ?? [entry, "all", entry])
        .find(([, condition]) => window.matchMedia(condition).matches)?.[2]
      const probe = document.createElement("div")
      probe.style.cssText = `position:absolute;visibility:hidden;width:${length}`
      document.body.append(probe)
      const slot = probe.getBoundingClientRect().width
      probe.remove()
      // The browser takes sizes from the <source> it picks: each must say what the <img> says.
      const sourceSizes = [...(image.parentElement?.querySelectorAll("source") ?? [])].map((source) => source.getAttribute("sizes"))
      const agree = sourceSizes.every((other) => other === sizes)
      return { src: image.getAttribute("src") ?? "", sizes, agree, slot, shown: image.getBoundingClientRect().width }
    }),
  )
  if (pictures.length === 0) return [`${width}px: no picture in the main content`]
  const mismatches: string[] = []
  for (const { src, sizes, agree, slot, shown } of pictures) {
    if (!agree) mismatches.push(`${src}: a <source> of its picture has other sizes than "${sizes}"`)
    if (slot < shown - 1 || slot > shown * 1.1 + 1) {
      mismatches.push(`${width}px: ${src} shown ${Math.round(shown)}px, sizes "${sizes}" says ${Math.round(slot)}px`)
    }
  }
  return mismatches
}
