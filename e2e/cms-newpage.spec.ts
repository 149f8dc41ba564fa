import fs from "node:fs"
import path from "node:path"
import { expect, test } from "@playwright/test"
import { editorOnCopy } from "./editor-on-copy"
import { formatProblems } from "../src/lib/shared/content/model/content-file"
import { loadSiteContent } from "../src/lib/build-time/content/content-snapshot"
import { launchGuard } from "../src/lib/shared/content/rules/launch-guard"
import { PLACEHOLDER } from "../src/lib/shared/content/rules/placeholders"
import { isInformationOnly } from "../src/lib/shared/content/rules/offered"

/**
 * "New treatment" in the local editor (`npm run cms`, on a scratch copy of content/ as e2e/cms.spec.ts
 * makes it): the dialog asks the heading, group, order and home grid; the form opens as a complete
 * draft of placeholders; saved, the file holds the answers and the placeholders, the content check
 * accepts it and a production build's launch guard refuses it. Duplicate leads to the same dialog.
 */
const ROOT = path.resolve(__dirname, "..")
// Ports of its own beside the other editor test files'.
const editor = editorOnCopy(211)
const { readJson } = editor

const contentOf = () =>
  loadSiteContent(
    { content: path.join(editor.root, "content"), pages: path.join(ROOT, "src/pages"), static: path.join(ROOT, "static") },
    {},
  )

test("makes a treatment through New treatment: the answers and placeholders are saved, the check accepts it, the production launch guard refuses it", async ({
  page,
}) => {
  test.slow()
  const dialogs: string[] = []
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message())
    void dialog.accept()
  })
  const groups = readJson("pages/services.json").groups.filter((group: { informationOnly?: boolean }) => group.informationOnly !== true)
  const group: { key: string; title: string } = groups.at(-1)
  const answers = { title: "Stem Cell Therapy for Wrist Pain", slug: "stem-cell-therapy-for-wrist-pain", order: 35 }
  const file = `treatments/${answers.slug}.json`

  await page.goto(editor.adminUrl)
  await page.getByRole("button", { name: "Login" }).click()
  await page.getByRole("link", { name: "Treatments" }).first().click()
  await page.getByRole("link", { name: /Create entry of type Treatments/ }).click()

  const dialog = page.getByRole("dialog", { name: "New treatment" })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel("Page heading").fill(answers.title)
  await dialog.getByLabel("Group on the treatments page (/services)").selectOption({ label: group.title })
  await dialog.getByLabel("Order", { exact: true }).fill(String(answers.order))
  await dialog.getByLabel("Show on the home page").check()
  await dialog.getByRole("button", { name: "Open the draft" }).click()
  await expect(dialog).toHaveCount(0)

  // The form opens whole: the answers, and the draft's texts to be written.
  await expect(page.getByLabel("Page heading", { exact: true }).first()).toHaveValue(answers.title)
  await expect(page.getByLabel("Address", { exact: true })).toHaveValue(answers.slug)
  await expect(page.getByLabel("Introduction", { exact: true }).first()).toHaveValue(PLACEHOLDER)
  await page.getByRole("button", { name: "Publish" }).first().click()
  await page.getByText("Publish now").click()
  await page.waitForURL(new RegExp(`/entries/${answers.slug}$`), { timeout: 30_000 })

  await expect.poll(() => fs.existsSync(path.join(editor.root, "content", file)), { timeout: 20_000 }).toBe(true)
  const saved = readJson(file)
  expect(saved).toMatchObject({
    title: answers.title,
    slug: answers.slug,
    listing: { group: group.key, order: answers.order, onHomePage: true },
  })
  expect(isInformationOnly(saved)).toBe(false)
  for (const text of [saved.intro, saved.card.title, saved.card.description, saved.seo.description]) expect(text).toMatch(PLACEHOLDER)
  const content = contentOf()
  expect(formatProblems(content.problems)).toBe("")
  const guard = launchGuard(content.files, { CONTEXT: "production" })
  expect(guard.fail).toBe(true)
  expect(guard.message).toContain(`content/${file}: field "intro" is still a placeholder`)

  // Duplicate, on the saved treatment, asks the same questions rather than copying its texts.
  await page.getByRole("button", { name: "Published" }).click()
  await page.getByText("Duplicate", { exact: true }).click()
  await expect(dialog).toBeVisible()
  await dialog.getByRole("button", { name: "Cancel" }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page).toHaveURL(new RegExp(`/entries/${answers.slug}$`))
  // Leaving the address it was asked at (the browser's Back, a typed address) closes it too.
  await page.getByRole("button", { name: "Published" }).click()
  await page.getByText("Duplicate", { exact: true }).click()
  await expect(dialog).toBeVisible()
  await page.evaluate(() => (window.location.hash = "#/collections/treatments"))
  await expect(dialog).toHaveCount(0)
  expect(dialogs).toEqual([])
})
