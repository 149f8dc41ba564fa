import fs from "node:fs"
import { expect, test } from "@playwright/test"
import faq from "../content/pages/faq.json"
import guide from "../content/pages/patient-guide.json"
import testimonials from "../content/pages/testimonials.json"
import { pdfText } from "./pdf-text"
import { jsonLdGraph, waitForHydration, watchForErrors } from "./support"

test.describe("FAQ", () => {
  test("the sidebar marks the category whose heading has scrolled to within 100px of the top", async ({ page }) => {
    await page.goto("/resources/faq")
    await waitForHydration(page)
    const sidebar = page.getByRole("navigation", { name: faq.sidebarLabel })
    const current = sidebar.locator('a[aria-current="true"]')
    await expect(current).toHaveText(faq.categories[0].title)

    for (const category of [faq.categories[2], faq.categories[4]]) {
      // Put the heading 60px below the top of the window, as a reader scrolling down would.
      await page.evaluate((id) => {
        const top = document.getElementById(id)!.getBoundingClientRect().top + window.scrollY
        window.scrollTo({ top: top - 60, behavior: "instant" })
      }, category.id)
      await expect(current).toHaveText(category.title)
      await expect(current).toHaveCount(1)
    }

    // A heading still 300px below the top is not yet the one being read.
    await page.evaluate((id) => {
      const top = document.getElementById(id)!.getBoundingClientRect().top + window.scrollY
      window.scrollTo({ top: top - 300, behavior: "instant" })
    }, faq.categories[3].id)
    await expect(current).toHaveText(faq.categories[2].title)
  })

  test("a sidebar link jumps to its category, and the accordion opens one answer at a time, by keyboard too", async ({ page }) => {
    await page.goto("/resources/faq")
    await waitForHydration(page)
    await page.getByRole("navigation", { name: faq.sidebarLabel }).getByRole("link", { name: "Hips" }).click()
    await expect(page).toHaveURL(/#hips$/)
    const [first, second] = faq.categories[2].questions.map((q) => page.locator("main summary", { hasText: q.question }))
    const [firstAnswer, secondAnswer] = faq.categories[2].questions.map((q) => page.getByText(q.answer))
    await first.click()
    await expect(firstAnswer).toBeVisible()
    await second.focus()
    await page.keyboard.press("Enter")
    await expect(secondAnswer).toBeVisible()
    await expect(firstAnswer).toBeHidden()
    await page.keyboard.press(" ")
    await expect(secondAnswer).toBeHidden()
    await expect(page.getByRole("link", { name: /Learn about hip treatment/ })).toHaveAttribute("href", "/services/hip")
  })

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false })

    test("every answer opens from its question, one at a time", async ({ page }) => {
      await page.goto("/resources/faq")
      const questions = faq.categories.flatMap((category) => category.questions)
      const summaries = page.locator("main summary")
      await expect(summaries).toHaveCount(questions.length)
      for (const [index, question] of questions.entries()) {
        await summaries.nth(index).click()
        await expect(page.getByText(question.answer)).toBeVisible()
      }
      // Opening the last question of a category closed the one before it.
      const [first, second] = faq.categories[0].questions
      await page.locator("main summary", { hasText: first.question }).click()
      await page.locator("main summary", { hasText: second.question }).click()
      await expect(page.getByText(first.answer)).toBeHidden()
    })
  })

  test("describes its 18 questions as a FAQPage", async ({ page }) => {
    await page.goto("/resources/faq")
    const graph = await jsonLdGraph(page)
    const faqPage = graph.find((node) => node["@type"] === "FAQPage")!
    expect(faqPage.mainEntity).toHaveLength(18)
    expect(graph.find((node) => node["@type"] === "BreadcrumbList")).toBeTruthy()
  })
})

test("what to expect: the stages arrive as sections and become tabs that work from the keyboard", async ({ page }) => {
  await page.goto("/resources/what-to-expect")
  await waitForHydration(page)
  for (const title of ["Before your treatment", "During your treatment", "After your treatment"]) {
    await expect(page.getByRole("heading", { name: title })).toBeVisible()
  }
  await expect(page.getByRole("tab")).toHaveCount(0)
  await page.getByRole("link", { name: "Before", exact: true }).focus()
  await page.keyboard.press("ArrowRight")
  const tabs = page.getByRole("tab")
  await expect(tabs).toHaveText(["Before", "During", "After Treatment"])
  await expect(page.getByRole("tab", { name: "During" })).toBeFocused()
  await expect(page.getByRole("tab", { name: "During" })).toHaveAttribute("aria-selected", "true")
  await expect(page.getByRole("tabpanel")).toContainText("During your treatment")
  await page.keyboard.press("End")
  await expect(page.getByRole("tabpanel")).toContainText("After your treatment")
  await page.keyboard.press("ArrowRight")
  await expect(page.getByRole("tab", { name: "Before" })).toBeFocused()
  await page.keyboard.press("Tab")
  await expect(page.getByRole("tabpanel")).toBeFocused()
  for (const duration of ["45-60 minutes", "1-2 weeks prior", "2-3 hours", "4-6 weeks"]) {
    await expect(page.getByText(duration, { exact: true })).toBeVisible()
  }
})

test.describe("what to expect without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("shows every stage, and each stage link leads to its section", async ({ page }) => {
    await page.goto("/resources/what-to-expect")
    for (const title of ["Before your treatment", "During your treatment", "After your treatment"]) {
      await expect(page.getByRole("heading", { name: title })).toBeVisible()
    }
    await page.getByRole("link", { name: "After Treatment", exact: true }).click()
    await expect(page.getByRole("heading", { name: "After your treatment" })).toBeInViewport()
  })
})

test("testimonials: 9 then 3 cards, pagination states, scroll back to the list, and the initials fallback", async ({ page }) => {
  // A patient without a photo: this avatar answers 404, as a missing file would.
  const errors = watchForErrors(page, [/\/avatars\/7\.jpg$/])
  await page.route("**/avatars/7.jpg", (route) => route.fulfill({ status: 404, body: "" }))
  await page.goto("/resources/testimonials")
  await waitForHydration(page)
  // The card list of the region, not the list of page buttons inside its pagination <nav>.
  const list = page.getByRole("region", { name: /page \d of \d/ }).locator("ul:not(nav ul)")
  const cards = list.getByRole("listitem")
  await expect(cards).toHaveCount(9)
  const previous = page.getByRole("button", { name: testimonials.pagination.previous })
  const next = page.getByRole("button", { name: testimonials.pagination.next })
  await expect(previous).toBeDisabled()
  await expect(next).toBeEnabled()

  // The entry whose photo fails shows initials, even though the image
  // may have failed before React hydrated.
  const missing = cards.filter({ hasText: "Elena R." }).getByTestId("avatar")
  await missing.scrollIntoViewIfNeeded() // avatars load lazily, when near the viewport
  await expect(missing).toHaveAttribute("data-state", "error")
  await expect(missing).toHaveText("ER")
  const present = cards.filter({ hasText: "Maria G." }).getByTestId("avatar")
  await present.scrollIntoViewIfNeeded()
  await expect(present).toHaveAttribute("data-state", "loaded")

  await next.scrollIntoViewIfNeeded()
  await next.click()
  await expect(cards).toHaveCount(3)
  await expect(next).toBeDisabled()
  await expect(previous).toBeEnabled()
  const heading = page.getByRole("heading", { name: "Patient stories, page 2 of 2" })
  await expect(heading).toBeFocused()
  await expect(heading).toBeInViewport()
  await page.getByRole("button", { name: "Page 1" }).click()
  await expect(cards).toHaveCount(9)
  await expect(page.getByText(/Individual results vary/).first()).toBeVisible()
  expect(errors()).toEqual([])
})

test("patient guide: the Download PDF Guide button downloads a real PDF with the guide's section headings", async ({ page }) => {
  await page.goto("/resources/patient-guide")
  await waitForHydration(page)
  for (const section of guide.sections) {
    await expect(page.getByRole("heading", { level: 2, name: section.title })).toBeVisible()
  }
  const downloadPromise = page.waitForEvent("download")
  await page.getByRole("link", { name: new RegExp(guide.download.button) }).click()
  const download = await downloadPromise
  expect(download.suggestedFilename()).toBe("patient-guide.pdf")
  const file = await download.path()
  const bytes = new Uint8Array(fs.readFileSync(file))
  expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-")
  const lines = pdfText(bytes)
  for (const section of guide.sections) expect(lines).toContain(section.title)
})
