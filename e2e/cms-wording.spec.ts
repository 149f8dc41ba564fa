import fs from "node:fs"
import path from "node:path"
import { expect, test } from "@playwright/test"
import { editorOnCopy } from "./editor-on-copy"
import { BLOCKED_SAVE_NOTE } from "../src/lib/editor/decap-phrases"
import { collectionOfFile, formOfFile } from "../src/lib/shared/content/wording/form-names"

/**
 * The editor's words, as the staff read them in one visit of the editor (`npm run cms` on a copy of
 * content/): a refused claim of outcome beside its field in sentence case, with what to write
 * instead, and the same words in Decap's notification; the consent fields a real story needs
 * without Decap's "(optional)".
 */
// Ports of its own beside the other editor test files'.
const editor = editorOnCopy(171)
const { readJson } = editor

test("a refusal reads as a sentence with what to write instead, the same in the notification; a real story's consent is not marked optional", async ({
  page,
}) => {
  // Leaving a form whose changes were refused: leave it.
  page.on("dialog", (dialog) => void dialog.accept())
  await page.goto(editor.adminUrl)
  await page.getByRole("button", { name: "Login" }).click()
  const openEntry = async (file: string) => {
    await page.goto(`${editor.adminUrl}#/`)
    await page
      .getByRole("link", { name: collectionOfFile(file).label })
      .first()
      .click()
    await page.getByText(formOfFile(file, readJson(file)), { exact: true }).click()
  }

  const file = fs.readdirSync(path.join(editor.root, "content/treatments")).map((name) => `treatments/${name}`)[0]
  const before = fs.readFileSync(path.join(editor.root, "content", file), "utf8")
  await openEntry(file)
  await page
    .getByLabel("Introduction", { exact: true })
    .first()
    .fill(`${JSON.parse(before).intro} 90% of our patients improve.`)
  await page.getByRole("button", { name: "Publish" }).first().click()
  await page.getByText("Publish now").click()

  const errors = page.locator('[class*="-ControlErrorsList"]')
  await expect(errors).toHaveCount(1)
  const refusal = errors.getByRole("listitem")
  await expect(refusal).toHaveText(
    /^Introduction makes a claim of outcome \("90%"\)\. Say what a patient may expect: 'Some patients notice less pain; others notice no change'\.$/,
  )
  // Decap writes a field's errors in capitals; the admin page's stylesheet undoes it.
  await expect(errors).toHaveCSS("text-transform", "none")
  await expect(refusal).toHaveCSS("text-transform", "none")
  const words = await refusal.innerText()
  expect(words).toBe(await refusal.textContent())
  const notification = page.locator(".Toastify__toast").filter({ hasText: BLOCKED_SAVE_NOTE })
  await expect(notification.getByRole("listitem")).toHaveText([words])
  expect(fs.readFileSync(path.join(editor.root, "content", file), "utf8")).toBe(before)

  // A new story: the consent's fields a real story needs carry no "(optional)"; the one it may leave out does.
  // (Decap draws labels in capitals: what is drawn is compared, in any case.)
  await openEntry("pages/testimonials.json")
  await page
    .getByRole("button", { name: /^Add stories/i })
    .first()
    .click()
  const label = (text: string) =>
    page
      .locator("label")
      .filter({ visible: true, hasText: new RegExp(`^${text}`) })
      .last()
  for (const needed of [
    "Patient's consent",
    "Date the consent was signed",
    "HIPAA marketing authorization signed",
    "Date the consent ends",
    "Connection to the clinic",
    "Connection",
  ]) {
    expect((await label(`${needed}( \\(optional\\))?$`).innerText()).toLowerCase()).toBe(needed.toLowerCase())
  }
  expect((await label("Date the consent was taken back").innerText()).toLowerCase()).toBe("date the consent was taken back (optional)")
})
