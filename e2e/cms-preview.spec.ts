import fs from "node:fs"
import path from "node:path"
import { expect, test, type FrameLocator, type Page } from "@playwright/test"
import { editorOnCopy } from "./editor-on-copy"
import { collectionOfFile, formOfFile } from "../src/lib/shared/content/wording/form-names"
import { PREVIEW_TOGGLE_WORDS } from "../src/lib/shared/preview-toggle"
import { theme } from "../src/styles/theme"

/**
 * The editor's page preview (src/lib/editor/page-preview.ts, src/lib/editor-preview/): the entry's
 * page drawn by the site's components in Decap's preview frame, as the staff type; a new treatment
 * previews as a page; on a phone, "Preview the page" shows it by touch. One visit of the local
 * editor, on a copy of the content with the tests' reviewers (nothing is saved).
 */
// Ports of its own beside the other editor test files'.
const editor = editorOnCopy(231)
const { readJson } = editor

const firstTreatment = () => `treatments/${fs.readdirSync(path.join(editor.root, "content/treatments")).sort()[0]}`

async function openEntry(page: Page, file: string) {
  await page.goto(`${editor.adminUrl}#/`)
  await page
    .getByRole("link", { name: collectionOfFile(file).label })
    .first()
    .click()
  await page.getByText(formOfFile(file, readJson(file)), { exact: true }).click()
}

/** The page's first heading in the preview frame, once drawn. */
const previewHeading = (frame: FrameLocator) => frame.locator("main h1")

/** "#0b4a63" as a computed style gives it: "rgb(11, 74, 99)". */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(", ")})`

/** The computed colour and font of an element, as the browser draws it. */
const drawnStyle = (frame: FrameLocator, selector: string) =>
  frame
    .locator(selector)
    .first()
    .evaluate((element) => {
      const style = getComputedStyle(element)
      return { color: style.color, fontFamily: style.fontFamily }
    })

test("the preview is the page: the site's styles, a typed title, a new treatment, and on a phone by touch", async ({ browser }) => {
  test.setTimeout(180_000)
  const desktop = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
  await desktop.goto(editor.adminUrl)
  const previewScript = desktop.waitForRequest(/cms-page-preview\.js$/)
  let loadedEarly = false
  desktop.on("request", (request) => {
    if (/cms-page-preview\.js$/.test(request.url()) && !desktop.url().includes("/entries/")) loadedEarly = true
  })
  const blocked: string[] = []
  desktop.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text())
  })
  await desktop.getByRole("button", { name: "Login" }).click()

  const file = firstTreatment()
  await openEntry(desktop, file)
  await previewScript
  const frame = desktop.frameLocator('iframe[title="Preview of this entry"]')
  await expect(previewHeading(frame)).toHaveText(readJson(file).title, { timeout: 20_000 })
  // The site's styles, from its styled-components and global styles: its body font and heading colour.
  const heading = await drawnStyle(frame, "main h1")
  expect(heading.fontFamily).toContain("Atkinson Hyperlegible")
  // The web font itself, from the preview's styles, loads in the frame.
  const fontLoaded = await frame
    .locator("html")
    .evaluate(async (root) => (await root.ownerDocument.fonts.load('700 16px "Atkinson Hyperlegible"')).length > 0)
  expect(fontLoaded).toBe(true)
  await expect(frame.locator("header").first()).toBeVisible()
  expect(loadedEarly).toBe(false)
  // Its colour is one of the site's design tokens (src/styles/theme.ts), as the site draws it, and
  // the band it stands on has the page banner's colour from the site's styled components.
  const themeColours = Object.values(theme.colors)
    .filter((colour) => colour.startsWith("#"))
    .map(rgb)
  expect(themeColours).toContain(heading.color)
  const band = await frame
    .locator("main h1")
    .first()
    .evaluate((element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const colour = getComputedStyle(node).backgroundColor
        if (colour !== "rgba(0, 0, 0, 0)") return colour
      }
      return "none"
    })
  expect(band).not.toBe(rgb(theme.colors.background))
  expect(themeColours).toContain(band)

  // A new treatment, not saved: Duplicate asks its heading and place (new-treatment.ts) and opens
  // the draft, whose preview is its page; then a title typed in the form.
  await desktop.getByRole("button", { name: "Published" }).click()
  await desktop.getByText("Duplicate", { exact: true }).click()
  const dialog = desktop.getByRole("dialog", { name: "New treatment" })
  await dialog.getByLabel("Page heading").fill("A new treatment for the preview")
  const group = readJson("pages/services.json").groups.find((candidate: { informationOnly?: boolean }) => !candidate.informationOnly)
  await dialog.getByLabel("Group on the treatments page (/services)").selectOption({ label: group.title })
  await dialog.getByLabel("Order", { exact: true }).fill("97")
  await dialog.getByRole("button", { name: "Open the draft" }).click()
  await expect(previewHeading(frame)).toHaveText("A new treatment for the preview")
  const title = "A new treatment, typed and not saved"
  await desktop.getByLabel("Page heading", { exact: true }).first().fill(title)
  await expect(previewHeading(frame)).toHaveText(title)

  expect(blocked).toEqual([])
  await desktop.context().close()

  // On a phone: the form alone, then "Preview the page" by touch shows the page within the screen, and back.
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage()
  phone.on("dialog", (dialog) => void dialog.accept())
  await phone.goto(editor.adminUrl)
  await phone.getByRole("button", { name: "Login" }).tap()
  await openEntry(phone, file)
  const open = phone.getByRole("button", { name: PREVIEW_TOGGLE_WORDS.open })
  await expect(open).toBeVisible()
  const box = (await open.boundingBox())!
  expect(box.width).toBeGreaterThanOrEqual(44)
  expect(box.height).toBeGreaterThanOrEqual(44)
  await open.tap()
  const phoneFrame = phone.frameLocator('iframe[title="Preview of this entry"]')
  await expect(previewHeading(phoneFrame)).toHaveText(readJson(file).title, { timeout: 20_000 })
  const frameBox = (await phone.locator('iframe[title="Preview of this entry"]').boundingBox())!
  expect(frameBox.x).toBeGreaterThanOrEqual(0)
  expect(frameBox.x + frameBox.width).toBeLessThanOrEqual(390)
  expect(frameBox.height).toBeGreaterThan(400)
  await expect(phone.getByLabel("Page heading", { exact: true }).first()).toBeHidden()
  await phone.getByRole("button", { name: PREVIEW_TOGGLE_WORDS.close }).tap()
  await expect(phone.getByLabel("Page heading", { exact: true }).first()).toBeVisible()
  await phone.context().close()
})
