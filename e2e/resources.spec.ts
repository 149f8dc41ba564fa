import fs from "node:fs"
import path from "node:path"
import { expect, test } from "@playwright/test"
import faq from "../content/pages/faq.json"
import guide from "../content/pages/patient-guide.json"
import shared from "../content/shared.json"
import testimonials from "../content/pages/testimonials.json"
import expectations from "../content/pages/what-to-expect.json"
import { readTaggedPdf } from "../__tests__/support/tagged-pdf"
import { formatFileSize } from "../src/lib/shared/locale-formats"
import { statesPrice } from "../src/lib/shared/prices"
import { initialsOf } from "../src/lib/shared/testimonials"
import { fillTemplate } from "../src/lib/shared/template"
import { jsonLdGraph, waitForHydration, watchForErrors } from "./support"

test.describe("FAQ", () => {
  test("the sidebar marks the category whose heading has scrolled to within 100px of the top", async ({ page }) => {
    test.skip(faq.categories.length < 2, "one category: nothing to follow")
    await page.goto("/resources/faq")
    await waitForHydration(page)
    const sidebar = page.getByRole("navigation", { name: faq.sidebarLabel })
    const current = sidebar.locator('a[aria-current="true"]')
    await expect(current).toHaveText(faq.categories[0].title)

    for (const category of faq.categories.slice(1)) {
      // Put the heading 60px below the top of the window, as a reader scrolling down would.
      await page.evaluate((id) => {
        const top = document.getElementById(id)!.getBoundingClientRect().top + window.scrollY
        window.scrollTo({ top: top - 60, behavior: "instant" })
      }, category.id)
      await expect(current).toHaveText(category.title)
      await expect(current).toHaveCount(1)
    }

    // A heading still 300px below the top is not yet the one being read.
    const [before, next] = faq.categories.slice(-2)
    await page.evaluate((id) => {
      const top = document.getElementById(id)!.getBoundingClientRect().top + window.scrollY
      window.scrollTo({ top: top - 300, behavior: "instant" })
    }, next.id)
    await expect(current).toHaveText(before.title)
  })

  test("a sidebar link jumps to its category, and the accordion opens one answer at a time, by keyboard too", async ({ page }) => {
    const category = faq.categories.find((c) => "link" in c && c.link && c.questions.length >= 2)
    test.skip(!category, "no category with a treatment link and two questions")
    await page.goto("/resources/faq")
    await waitForHydration(page)
    await page.getByRole("navigation", { name: faq.sidebarLabel }).getByRole("link", { name: category!.title, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`#${category!.id}$`))
    const [first, second] = category!.questions.map((q) => page.locator("main summary", { hasText: q.question }))
    const [firstAnswer, secondAnswer] = category!.questions.map((q) => page.getByText(q.answer))
    await first.click()
    await expect(firstAnswer).toBeVisible()
    await second.focus()
    await page.keyboard.press("Enter")
    await expect(secondAnswer).toBeVisible()
    await expect(firstAnswer).toBeHidden()
    await page.keyboard.press(" ")
    await expect(secondAnswer).toBeHidden()
    const link = (category as { link: { label: string; path: string } }).link
    await expect(page.getByRole("link", { name: `${faq.serviceLinkPrefix} ${link.label}` })).toHaveAttribute("href", link.path)
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
      // Opening another question of the same category closes the one before it.
      const [first, second] = faq.categories.find((category) => category.questions.length >= 2)?.questions ?? []
      test.skip(!second, "no category with two questions")
      await page.locator("main summary", { hasText: first.question }).click()
      await page.locator("main summary", { hasText: second.question }).click()
      await expect(page.getByText(first.answer)).toBeHidden()
    })
  })

  test("an answer that gives a price is followed by the link to the right to a Good Faith Estimate, which opens that notice", async ({
    page,
  }) => {
    const priced = faq.categories.flatMap((category) => category.questions).find((question) => statesPrice(question.answer))
    test.skip(!priced, "no answer gives a price")
    await page.goto("/resources/faq")
    await page.locator("main summary", { hasText: priced!.question }).click()
    const answer = page.locator("main details[open]")
    await answer.getByRole("link", { name: shared.goodFaithEstimate.label }).click()
    await expect(page).toHaveURL(new RegExp(`${shared.goodFaithEstimate.path}$`))
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  })

  test("describes every question as a FAQPage", async ({ page }) => {
    await page.goto("/resources/faq")
    const graph = await jsonLdGraph(page)
    const faqPage = graph.find((node) => node["@type"] === "FAQPage")!
    expect(faqPage.mainEntity).toHaveLength(faq.categories.flatMap((category) => category.questions).length)
    expect(graph.find((node) => node["@type"] === "BreadcrumbList")).toBeTruthy()
  })
})

const stages = expectations.tabs.items
const durations = expectations.timeline.steps.map((step) => step.duration)

test("what to expect: the stages arrive as sections and become tabs that work from the keyboard", async ({ page }) => {
  test.skip(stages.length < 2, "one stage: no tabs to move between")
  await page.goto("/resources/what-to-expect")
  await waitForHydration(page)
  for (const stage of stages) await expect(page.getByRole("heading", { name: stage.title })).toBeVisible()
  await expect(page.getByRole("tab")).toHaveCount(0)
  await page.getByRole("link", { name: stages[0].label, exact: true }).focus()
  await page.keyboard.press("ArrowRight")
  const tabs = page.getByRole("tab")
  await expect(tabs).toHaveText(stages.map((stage) => stage.label))
  await expect(page.getByRole("tab", { name: stages[1].label, exact: true })).toBeFocused()
  await expect(page.getByRole("tab", { name: stages[1].label, exact: true })).toHaveAttribute("aria-selected", "true")
  await expect(page.getByRole("tabpanel")).toContainText(stages[1].title)
  await page.keyboard.press("End")
  await expect(page.getByRole("tabpanel")).toContainText(stages[stages.length - 1].title)
  await page.keyboard.press("ArrowRight")
  await expect(page.getByRole("tab", { name: stages[0].label, exact: true })).toBeFocused()
  await page.keyboard.press("Tab")
  await expect(page.getByRole("tabpanel")).toBeFocused()
  for (const duration of durations) await expect(page.getByText(duration, { exact: true }).first()).toBeVisible()
})

test.describe("what to expect without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("shows every stage, and each stage link leads to its section", async ({ page }) => {
    await page.goto("/resources/what-to-expect")
    for (const stage of stages) await expect(page.getByRole("heading", { name: stage.title })).toBeVisible()
    const last = stages[stages.length - 1]
    await page.getByRole("link", { name: last.label, exact: true }).click()
    await expect(page.getByRole("heading", { name: last.title })).toBeInViewport()
  })
})

test("testimonials: pages of cards, pagination states, scroll back to the list, and the initials fallback", async ({ page }) => {
  const { entries, perPage, pagination, listTitle } = testimonials
  const pages = Math.ceil(entries.length / perPage)
  test.skip(pages < 2, "everything fits on one page: no pagination")
  const firstPage = entries.slice(0, perPage)
  const withPhoto = firstPage.flatMap((entry) => (entry.photo ? [{ ...entry, photo: entry.photo }] : []))
  test.skip(withPhoto.length < 2, "the first page needs two patients with photos")
  const [broken, present] = withPhoto
  // A patient whose photo fails: each file the image pipeline made of it answers 404, as a missing file would.
  const brokenFiles = new RegExp(`/${path.basename(broken.photo, path.extname(broken.photo))}\\.(avif|webp|jpg|png)$`)
  const errors = watchForErrors(page, [brokenFiles])
  await page.route(brokenFiles, (route) => route.fulfill({ status: 404, body: "" }))
  await page.goto("/resources/testimonials")
  await waitForHydration(page)
  // The card list of the region, not the list of page buttons inside its pagination <nav>.
  const list = page.getByRole("region", { name: /page \d+ of \d+/ }).locator("ul:not(nav ul)")
  const cards = list.getByRole("listitem")
  await expect(cards).toHaveCount(perPage)
  const previous = page.getByRole("button", { name: pagination.previous })
  const next = page.getByRole("button", { name: pagination.next })
  await expect(previous).toBeDisabled()
  await expect(next).toBeEnabled()

  // The entry whose photo fails shows initials, even though the image may have failed before React hydrated.
  const missing = cards.filter({ hasText: broken.name }).getByTestId("avatar")
  await missing.scrollIntoViewIfNeeded() // avatars load lazily, when near the viewport
  await expect(missing).toHaveAttribute("data-state", "error")
  await expect(missing).toHaveText(initialsOf(broken.name))
  const loaded = cards.filter({ hasText: present.name }).getByTestId("avatar")
  await loaded.scrollIntoViewIfNeeded()
  await expect(loaded).toHaveAttribute("data-state", "loaded")

  await next.scrollIntoViewIfNeeded()
  await next.click()
  await expect(cards).toHaveCount(Math.min(perPage, entries.length - perPage))
  if (pages === 2) await expect(next).toBeDisabled()
  await expect(previous).toBeEnabled()
  const heading = page.getByRole("heading", { name: listTitle.replace("{page}", "2").replace("{pages}", String(pages)) })
  await expect(heading).toBeFocused()
  await expect(heading).toBeInViewport()
  await page.getByRole("button", { name: `${pagination.page} 1`, exact: true }).click()
  await expect(cards).toHaveCount(perPage)
  await expect(page.getByText(/Individual results vary/).first()).toBeVisible()
  expect(errors()).toEqual([])
})

test("patient guide: the Download PDF Guide link names the file's size and downloads the tagged guide with the page's headings", async ({
  page,
}) => {
  await page.goto("/resources/patient-guide")
  for (const title of [guide.fdaStatus.title, ...guide.sections.map((section) => section.title)]) {
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible()
  }
  const downloadPromise = page.waitForEvent("download")
  const link = page.getByRole("link", { name: new RegExp(guide.download.button) })
  const name = await link.textContent()
  await link.click()
  const download = await downloadPromise
  expect(download.suggestedFilename()).toBe("patient-guide.pdf")
  const bytes = new Uint8Array(fs.readFileSync(await download.path()))
  const size = formatFileSize(bytes.length, "en")
  expect(name).toBe(`${guide.download.button} (${fillTemplate(guide.download.fileNote, { size })})`)
  const pdf = await readTaggedPdf(bytes)
  expect(pdf.marked).toBe(true)
  const headings = pdf.structure[0].children.filter((element) => element.type === "H2").map((element) => element.text)
  expect(headings).toEqual(expect.arrayContaining([guide.fdaStatus.title, ...guide.sections.map((section) => section.title)]))
})
