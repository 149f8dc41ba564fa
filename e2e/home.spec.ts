import fs from "node:fs"
import path from "node:path"
import { expect, test } from "@playwright/test"
import forms from "../content/forms.json"
import home from "../content/pages/home.json"
import { jsonLdGraph, waitForHydration } from "./support"
import { homePageTreatments, type Placed } from "../src/lib/shared/treatment-listing"
import { treatmentPath } from "../src/lib/shared/routes"

const TREATMENTS_DIR = path.resolve(__dirname, "../content/treatments")
/** The treatments of content/treatments/ with where each is listed. */
const placedTreatments = () =>
  fs.readdirSync(TREATMENTS_DIR).map((file) => JSON.parse(fs.readFileSync(path.join(TREATMENTS_DIR, file), "utf8")) as Placed)

test("home: every section is there, with its treatments in order and the consultation section after the hero", async ({ page }) => {
  await page.goto("/")
  const { hero, treatments, stemCells, closing: closingCopy } = home
  await expect(page.getByRole("link", { name: hero.primaryButton.label }).first()).toHaveAttribute("href", hero.primaryButton.path)
  await expect(page.getByRole("link", { name: hero.secondaryButton.label })).toHaveAttribute("href", hero.secondaryButton.path)
  const consultation = page.locator("section#consultation")
  await expect(consultation.getByRole("heading", { level: 2 })).toHaveText(forms.home.title)
  const learnMore = page.locator("#treatments").getByRole("link", { name: /^Learn more/ })
  const shown = homePageTreatments(placedTreatments()).map((treatment) => treatmentPath(treatment.slug))
  await expect(learnMore).toHaveCount(shown.length)
  for (const [index, path] of shown.entries()) {
    await expect(learnMore.nth(index)).toHaveAttribute("href", path)
    // Said in full, each link names its treatment: "Learn more Knee Pain", not "Learn more" again and again.
    const title = await page.locator("#treatments h3").nth(index).textContent()
    await expect(learnMore.nth(index)).toHaveAccessibleName(`${home.treatments.learnMore} ${title}`)
  }
  await expect(page.getByRole("link", { name: treatments.allConditions.label })).toHaveAttribute("href", treatments.allConditions.path)
  await expect(page.getByText(stemCells.claim.figure, { exact: false }).first()).toBeVisible()
  await expect(page.getByRole("link", { name: closingCopy.button.label })).toHaveAttribute("href", closingCopy.button.path)
  const closing = page.getByRole("region", { name: closingCopy.title })
  await expect(closing.getByRole("link", { name: /^\(\d{3}\) \d{3}-\d{4}$/ })).toHaveAttribute("href", /^tel:\+1\d{10}$/)
  const graph = await jsonLdGraph(page)
  expect(graph.find((node) => node["@type"] === "Physician")).toBeTruthy()
})

test("home: the testimonial carousel works by buttons, dots and keyboard, wrapping around, and shows the slide it names", async ({
  page,
}) => {
  await page.goto("/")
  await waitForHydration(page)
  const carousel = page.getByRole("region", { name: home.testimonials.label })
  const current = carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])')
  const slide = (n: number) => carousel.locator('[aria-roledescription="slide"]').nth(n)
  // The carousel turns its buttons on and hides the other slides in one render after it hydrates,
  // which may come after the footer's (waitForHydration): until then every slide is "current".
  await expect(carousel.getByRole("button", { name: home.testimonials.previous })).toBeVisible()
  await expect(current).toContainText(home.testimonials.items[0].quote.slice(0, 30))
  const last = home.testimonials.items.length - 1
  await carousel.getByRole("button", { name: home.testimonials.previous }).click()
  await expect(current).toContainText(home.testimonials.items[last].quote)
  await expect(slide(last)).toBeInViewport({ ratio: 0.9 })
  await carousel.getByRole("button", { name: home.testimonials.next }).focus()
  await page.keyboard.press("Enter")
  await expect(current).toContainText(home.testimonials.items[0].quote)
  await expect(slide(0)).toBeInViewport({ ratio: 0.9 })
  await carousel.getByRole("link", { name: `${home.testimonials.dot} ${last + 1}`, exact: true }).click()
  await expect(current).toContainText(home.testimonials.items[last].quote)
  await expect(slide(last)).toBeInViewport({ ratio: 0.9 })
  await expect(page).toHaveURL((url) => url.hash === "")
})

test.describe("without JavaScript", () => {
  // Instant scrolling (the site's reduced-motion styles): a smooth scroll still running when the next
  // dot is clicked was cut short, and the row snapped back (it failed two runs in four).
  test.use({ javaScriptEnabled: false, reducedMotion: "reduce" })

  test("home: every testimonial of the carousel can be reached, by its dot or by scrolling the row from the keyboard", async ({ page }) => {
    await page.goto("/")
    const carousel = page.getByRole("region", { name: home.testimonials.label })
    const slides = carousel.locator('[aria-roledescription="slide"]')
    await expect(slides).toHaveCount(home.testimonials.items.length)
    for (const [index] of home.testimonials.items.entries()) {
      await carousel.getByRole("link", { name: `${home.testimonials.dot} ${index + 1}` }).click()
      await expect(slides.nth(index)).toBeInViewport({ ratio: 0.9 })
    }
    // The row scrolls and snaps from the keyboard: focus it, then the arrow keys.
    await carousel.getByRole("link", { name: `${home.testimonials.dot} 1` }).click()
    await carousel.locator('[tabindex="0"]').first().focus()
    await page.keyboard.press("ArrowRight")
    await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9 })
    await page.keyboard.press("ArrowLeft")
    await expect(slides.nth(0)).toBeInViewport({ ratio: 0.9 })
  })
})
