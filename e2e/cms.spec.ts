import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { devices, expect, test, type Browser, type BrowserContextOptions, type Locator, type Page } from "@playwright/test"
import sharp from "sharp"
import { startCms, type CmsServers } from "../scripts/lib/cms-server"
import { formatProblems } from "../src/lib/shared/content/model/content-file"
import { readContentFiles } from "../src/lib/build-time/content/load-content"
import { contentImages } from "../src/lib/shared/content/model/images"
import { loadSiteContent } from "../src/lib/build-time/content/content-snapshot"
import { findLaunchBlockers } from "../src/lib/shared/content/rules/launch-guard"
import { cmsConfig, translationForms } from "../src/lib/build-time/editor/editor-config"
import { translationStatusesIn } from "../src/lib/build-time/translations/translation-report"
import { SAVE_CHOICES } from "../src/lib/shared/content/review/save-records"
import { contentOnly } from "../src/lib/shared/content/model/records"
import { isInformationOnly } from "../src/lib/shared/content/rules/offered"
import { isPublished } from "../src/lib/shared/content/translation/translation-state"
import { axeViolations } from "./support"
import { collectionOfFile, formOfFile } from "../src/lib/shared/content/wording/form-names"
import { collectionFile } from "../src/lib/shared/content/model/collections"
import { TREATMENTS, treatmentPath } from "../src/lib/shared/routes"
import { treatmentPageMarkup } from "./treatment-page"
import { fieldInWords } from "../src/lib/shared/content/wording/field-words"
import { BLOCKED_SAVE_NOTE } from "../src/lib/editor/decap-phrases"
import { slugFromTitle } from "../src/lib/shared/content/model/new-treatment"
import { projectWithReviewers } from "../__tests__/support/reviewers"

/**
 * The content editor (`npm run cms`): Decap CMS with its local backend, editing a copy of content/
 * as a member of the clinic's staff would, through forms generated from the content schemas. The
 * copy's list of reviewers holds the tests' own (no real person).
 */
const ROOT = path.resolve(__dirname, "..")
const PORT = Number(process.env.E2E_PORT || 9000)
let repoDir: string
/** The scratch repository's content as a build reads it, with the site's own pages and static files. */
const repoContent = () =>
  loadSiteContent({ content: path.join(repoDir, "content"), pages: path.join(ROOT, "src/pages"), static: path.join(ROOT, "static") }, {})
let cms: CmsServers

const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(repoDir, "content", file), "utf8"))
/** A field of a file the editor may be writing at this moment (undefined until it is whole JSON). */
const fieldOf = (file: string, field: string) => {
  try {
    return readJson(file)[field]
  } catch {
    return undefined
  }
}
/** The lines of `after` that differ from `before` (files of the same length), as a reviewer reads a diff, without indentation and comma. */
const changedLines = (before: string, after: string) => {
  const lines = after.split("\n")
  expect(lines).toHaveLength(before.split("\n").length)
  return before.split("\n").flatMap((line, index) => (line === lines[index] ? [] : [lines[index].trim().replace(/,$/, "")]))
}
/** An image of a treatment's own folder, as a path under content/. */
const TREATMENT_IMAGE = /^images\/treatments\//
/** The copy's treatment files, whatever treatments the clinic has: the tests name none. */
const treatmentFiles = () => fs.readdirSync(path.join(repoDir, "content/treatments")).map((name) => `treatments/${name}`)

/**
 * The tests share the editor's servers and one page of the editor, loaded and logged in once (Decap
 * takes seconds to load): each opens its entry from the editor's first screen (openEntry), on the
 * files as the tests before left them (each puts back what it changed that a later one reads). So
 * they run in order, in one worker; a failing test does not skip the others: Playwright runs the
 * rest in a new worker, whose beforeAll starts the servers and the page afresh.
 */
test.describe.configure({ mode: "default" })

let project: ReturnType<typeof projectWithReviewers>
/** The images the content named when the editor's files were built: the editor keeps these. */
let imagesAtStart: ReturnType<typeof contentImages>
/** The editor's page the tests share (the phone's tests share one of their own). */
let page: Page
test.beforeAll(async ({ browser }) => {
  project = projectWithReviewers()
  repoDir = project.root
  imagesAtStart = contentImages(readContentFiles(path.join(repoDir, "content")).files)
  cms = await startCms({ repoDir, root: repoDir, adminDir: path.join(repoDir, "admin"), adminPort: PORT + 182, apiPort: PORT + 181 })
  page = await editorPage(browser, DESKTOP)
  await page.getByRole("button", { name: "Login" }).click()
})

test.afterAll(async () => {
  await page?.context().close()
  await cms?.close()
  project?.remove()
})

/** What the editor's Content-Security-Policy blocked on its pages since the last test (the host serves the same policy). */
let blocked: string[] = []
/** What the browser's dialogs said during the test, each accepted: all but Decap's own questions (DECAP_ANSWERS). */
let dialogs: string[] = []
test.beforeEach(() => {
  dialogs = []
})
test.afterEach(() => {
  const found = blocked
  blocked = []
  expect(found).toEqual([])
})

/** Decap's own questions on leaving and opening an entry, answered as staff who move on to another entry answer them. */
const DECAP_ANSWERS = new Map([
  // Leaving an entry whose changes were not saved (a save that was refused): leave it.
  ["Are you sure you want to leave this page?", true],
  // Opening an entry left unsaved before: no, show its file as it is (Decap then drops its copy).
  ["A local backup was recovered for this entry, would you like to use it?", false],
])

/** Records what the policy blocks on `page` (in `blocked`) and answers its dialogs (the test's in `dialogs`). */
function watchEditorPage(page: Page) {
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text())
  })
  page.on("dialog", (dialog) => {
    // Leaving a page (the reload after a save that records an approval, reload-after-save.ts): leave it.
    const answer = dialog.type() === "beforeunload" || DECAP_ANSWERS.get(dialog.message())
    if (answer === undefined) dialogs.push(dialog.message())
    void (answer === false ? dialog.dismiss() : dialog.accept())
  })
}

/** The screen of the tests on a desktop (the project's) and on a phone. */
const DESKTOP = { viewport: devices["Desktop Chrome"].viewport, isMobile: false, hasTouch: false }
const PHONE_WIDTH = 390
const PHONE = { viewport: { width: PHONE_WIDTH, height: 844 }, isMobile: true, hasTouch: true }

/**
 * The editor's login page, in a context of its own on `screen`: named, since a beforeAll's context
 * takes the options of the test that starts it, which may be a phone's.
 */
async function editorPage(browser: Browser, screen: BrowserContextOptions): Promise<Page> {
  const editor = await (await browser.newContext(screen)).newPage()
  watchEditorPage(editor)
  await editor.goto(cms.adminUrl)
  return editor
}

/**
 * Leaves the entry open before for the editor's first screen, once Decap has done what it was doing
 * (a save, a delete), and closes Decap's notices still shown (a refused save's stays for seconds),
 * so a test sees its own. Decap's list of a collection keeps the titles it first loaded, while a
 * form loads its file afresh: a test that publishes a new title puts its file back, so the title a
 * later test reads in the file is the one listed.
 */
async function toFirstScreen(page: Page) {
  await expect(page.getByText(/^(Publishing|Saving|Deleting|Unpublishing|Updating)\.\.\.$/)).toHaveCount(0)
  await page.goto(`${cms.adminUrl}#/`)
  await page.evaluate(() => document.querySelectorAll<HTMLElement>(".Toastify__close-button").forEach((button) => button.click()))
  await expect(page.locator(".Toastify__toast")).toHaveCount(0)
}

/** Opens the form of `file` (its path under content/) as staff do, from the editor's first screen: its collection's list, then `entry`, its name there. */
async function openEntry(page: Page, file: string, entry = formOfFile(file, readJson(file))) {
  await toFirstScreen(page)
  await page
    .getByRole("link", { name: collectionOfFile(file).label })
    .first()
    .click()
  await page.getByText(entry, { exact: true }).click()
}

/** The one field of the form that shows a refusal: the innermost of Decap's controls (label, errors, input, hint) with an error in it. */
async function refusedField(page: Page, label: string | RegExp) {
  const field = page
    .locator('[class*="-ControlContainer"]')
    .filter({ has: page.locator('[class*="-ControlErrorsList"]') })
    .last()
  await expect(field.locator("label").first()).toHaveText(label)
  await expect(page.locator('[class*="-ControlErrorsList"]')).toHaveCount(1)
  return field
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).first().click()
  await page.getByText("Publish now").click()
}

test("edits a treatment's title and a list item, previews its page, saves a file the content check accepts, and its page made from that file shows both", async () => {
  const file = treatmentFiles().find((name) => readJson(name).sections.some((section: { kind: string }) => section.kind === "list"))!
  const before = readJson(file)
  const raw = fs.readFileSync(path.join(repoDir, "content", file), "utf8")
  const list = before.sections.find((section: { kind: string }) => section.kind === "list")
  await openEntry(page, file)

  // The preview is the page (e2e/cms-preview.spec.ts): its heading, then the one typed.
  const preview = page.frameLocator("iframe").first()
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(before.title)
  await page.getByLabel("Page heading", { exact: true }).first().fill(`${before.title} (edited)`)
  await expect(preview.getByRole("heading", { name: `${before.title} (edited)` })).toBeVisible()
  // Decap's list entries open with an unnamed toggle, the first button of the entry's top bar.
  await page.getByText(list.title, { exact: true }).locator("xpath=..").getByRole("button").first().click()
  const item = page.locator(`input[value="${list.items[0]}"]`)
  await item.fill(`${list.items[0]} (edited)`)
  await publish(page)

  await expect.poll(() => fieldOf(file, "title")).toBe(`${before.title} (edited)`)
  const after = readJson(file)
  expect(after.sections.find((section: { kind: string }) => section.kind === "list").items[0]).toBe(`${list.items[0]} (edited)`)
  // Two fields changed, two lines of the file: the rest keeps its order and format.
  expect(changedLines(raw, fs.readFileSync(path.join(repoDir, "content", file), "utf8"))).toEqual([
    `"title": ${JSON.stringify(after.title)}`,
    JSON.stringify(after.sections.find((section: { kind: string }) => section.kind === "list").items[0]),
  ])
  const content = repoContent()
  expect(formatProblems(content.problems)).toBe("")

  // What a patient would see once the site is built with the saved files: the page the build makes
  // at the treatment's address, from the build's own reading of them, rendered without a build.
  const route = treatmentPath(before.slug)
  expect(content.fileOfRoute.get(route)).toBe(file)
  const built = await page.context().newPage()
  try {
    await built.setContent(treatmentPageMarkup(content, route))
    await expect(built.getByRole("heading", { level: 1 })).toHaveText(after.title)
    await expect(built.getByRole("listitem").filter({ hasText: `${list.items[0]} (edited)` })).toBeVisible()
  } finally {
    await built.close()
  }
  // Put back, so the title the file gives is the one the editor's list still shows (toFirstScreen).
  fs.writeFileSync(path.join(repoDir, "content", file), raw)
})

test("previews the home page as the page", async () => {
  await openEntry(page, "pages/home.json")
  const preview = page.frameLocator("iframe").first()
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(readJson("pages/home.json").hero.headline)
  await expect(preview.getByRole("heading", { level: 2 }).first()).toBeVisible()
})

test("saves a page whose lists leave optional parts out (a FAQ category without a link), as the content check accepts", async () => {
  const before = readJson("pages/faq.json")
  await openEntry(page, "pages/faq.json")
  await page.getByLabel("Introduction", { exact: true }).first().fill(`${before.intro} (edited)`)
  await publish(page)

  await expect.poll(() => fieldOf("pages/faq.json", "intro")).toBe(`${before.intro} (edited)`)
  const after = readJson("pages/faq.json")
  expect(after.categories.map((category: { link?: unknown }) => category.link)).toEqual(
    before.categories.map((category: { link?: unknown }) => category.link),
  )
  expect(formatProblems(repoContent().problems)).toBe("")
})

test("refuses to rename an existing treatment, which would keep it in its old file", async () => {
  const file = treatmentFiles().at(-1)!
  const before = fs.readFileSync(path.join(repoDir, "content", file), "utf8")
  await openEntry(page, file)
  await page.getByLabel("Address", { exact: true }).fill("renamed-treatment")
  await publish(page)
  await expect((await refusedField(page, "Address")).getByRole("listitem")).toHaveText(/^Address cannot be changed here/)
  expect(fs.existsSync(path.join(repoDir, "content/treatments/renamed-treatment.json"))).toBe(false)
  expect(fs.readFileSync(path.join(repoDir, "content", file), "utf8")).toBe(before)
})

/** Where a new treatment is listed: its group (a services group's key and title), its order and the home grid. */
interface Placement {
  slug: string
  title: string
  group: { key: string; title: string }
  order: number
}

/**
 * Presses Duplicate on the treatment open in the editor, which asks for the new treatment's heading
 * (`title`), group, order and home grid ("New treatment", src/lib/editor/new-treatment.ts) and opens
 * a draft of placeholders with them; gives it the address `slug` and publishes: each control
 * pressed by `press` (a click, or a tap on a phone).
 */
async function addPlacedTreatment(page: Page, placed: Placement, press: (target: Locator) => Promise<void>) {
  await press(page.getByRole("button", { name: "Published" }))
  await press(page.getByText("Duplicate", { exact: true }))
  const dialog = page.getByRole("dialog", { name: "New treatment" })
  await dialog.getByLabel("Page heading").fill(placed.title)
  await dialog.getByLabel("Group on the treatments page (/services)").selectOption({ label: placed.group.title })
  await dialog.getByLabel("Order", { exact: true }).fill(String(placed.order))
  await press(dialog.getByLabel("Show on the home page"))
  await press(dialog.getByRole("button", { name: "Open the draft" }))
  const address = page.getByLabel("Address", { exact: true })
  await expect(address).toHaveValue(slugFromTitle(placed.title))
  await address.fill(placed.slug)
  // What is published: the form still holds the new address and heading.
  await expect(address).toHaveValue(placed.slug)
  await expect(page.getByLabel("Page heading", { exact: true }).first()).toHaveValue(placed.title)
  await press(page.getByRole("button", { name: "Publish" }).first())
  await press(page.getByRole("menuitem", { name: "Publish now" }))
  // Saved, the editor shows the new treatment's entry.
  await page.waitForURL(new RegExp(`/entries/${placed.slug}$`), { timeout: 20_000 })
}

/** The new treatment's file lists it where `addPlacedTreatment` chose, and the content check accepts every file. */
async function expectPlaced(placed: Placement) {
  // Saving a new entry once took longer than the default 5 s on a loaded machine.
  await expect
    .poll(() => fieldOf(`treatments/${placed.slug}.json`, "listing"), { timeout: 20_000 })
    .toEqual({ group: placed.group.key, order: placed.order, onHomePage: true })
  expect(readJson(`treatments/${placed.slug}.json`).title).toBe(placed.title)
  expect(formatProblems(repoContent().problems)).toBe("")
}

/** The treatments the clinic offers (an information-only one may be listed only as information). */
function offeredTreatments(): Array<{ slug: string; title: string; listing: { group: string; onHomePage: boolean } }> {
  return treatmentFiles()
    .map(readJson)
    .filter((treatment) => !isInformationOnly(treatment))
}

/** The groups of /services that list treatments the clinic offers, other than `except`. */
function offeredGroups(except?: string): Array<{ key: string; title: string }> {
  return readJson("pages/services.json").groups.filter(
    (group: { key: string; informationOnly?: boolean }) => group.informationOnly !== true && group.key !== except,
  )
}

test("adds a treatment by duplicating one, chooses its group and the home grid, and saves where it is listed", async () => {
  const source = offeredTreatments()[0]
  const placed = { slug: "placed-treatment", title: "A placed treatment", group: offeredGroups().at(-1)!, order: 15 }
  await openEntry(page, collectionFile(TREATMENTS.folder, source.slug))
  await addPlacedTreatment(page, placed, (target) => target.click())
  await expectPlaced(placed)
  fs.rmSync(path.join(repoDir, "content/treatments/placed-treatment.json"))
})

test("changes the phone number: one line of site.json changes", async () => {
  const before = fs.readFileSync(path.join(repoDir, "content/site.json"), "utf8")
  await openEntry(page, "site.json")
  await page.getByLabel("Phone", { exact: true }).fill("(212) 555-0199")
  await publish(page)
  await expect.poll(() => fieldOf("site.json", "phone")).toBe("(212) 555-0199")
  expect(changedLines(before, fs.readFileSync(path.join(repoDir, "content/site.json"), "utf8"))).toEqual(['"phone": "(212) 555-0199"'])
  fs.writeFileSync(path.join(repoDir, "content/site.json"), before)
})

/** axe's rules for a control, link or field without an accessible name. */
const NAME_RULES = [
  "button-name",
  "link-name",
  "label",
  "aria-command-name",
  "aria-toggle-field-name",
  "aria-input-field-name",
  "input-button-name",
  "select-name",
]

test("names every control of the Site and a treatment form, a list item's toggle after its list and item, with its state", async () => {
  // Decap leaves its list items' toggle, drag handle and remove button unnamed; the setup script names them.
  const siteForm = (
    cmsConfig().collections.find((collection) => collection.name === "pages")!.files as Array<{
      file: string
      fields: Array<{ name: string; label: string }>
    }>
  ).find((form) => form.file === "content/site.json")!
  const hours = siteForm.fields.find((field) => field.name === "officeHours")!.label
  await openEntry(page, "site.json")
  const toggle = page.getByRole("button", { name: `Item 1 of ${hours}: ${readJson("site.json").officeHours[0].label}`, exact: true })
  await expect(toggle).toHaveAttribute("aria-expanded", "false")
  expect(await axeViolations(page, NAME_RULES)).toEqual([])
  await toggle.click()
  await expect(toggle).toHaveAttribute("aria-expanded", "true")

  await openEntry(page, treatmentFiles()[0])
  await expect(page.getByRole("button", { name: /^Remove item 1 of / }).first()).toBeAttached()
  expect(await axeViolations(page, NAME_RULES)).toEqual([])
})

test.describe("on a phone, 390×844 (the admin page's phone layout)", () => {
  test.use(PHONE)
  /** The editor's page the phone's tests share, logged in by touch. */
  let page: Page
  test.beforeAll(async ({ browser }) => {
    page = await editorPage(browser, PHONE)
    await page.getByRole("button", { name: "Login" }).tap()
  })
  test.afterAll(async () => {
    await page?.context().close()
  })

  /** Drawn whole within the screen's width, the page not wider than the screen (Decap alone lays its editor out 800 px wide). */
  async function expectOnScreen(page: Page, target: Locator) {
    expect(await page.evaluate(() => [window.innerWidth, document.documentElement.scrollWidth])).toEqual([PHONE_WIDTH, PHONE_WIDTH])
    const box = (await target.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE_WIDTH)
    await expect(target).toBeInViewport({ ratio: 1 })
  }

  /** Presses `key` until `target` has the focus; how many presses that took. */
  async function pressUntilFocused(page: Page, target: Locator, key: "Tab" | "Shift+Tab" = "Tab", most = 80) {
    for (let presses = 1; presses <= most; presses++) {
      await page.keyboard.press(key)
      if (await target.evaluate((element) => element === document.activeElement)) return presses
    }
    throw new Error(`${key} did not reach ${target} in ${most} presses`)
  }

  /** Brings `target` into view, checks that it is drawn whole on the screen, and taps it. */
  async function tapOnScreen(page: Page, target: Locator) {
    await target.scrollIntoViewIfNeeded()
    await expectOnScreen(page, target)
    await target.tap()
  }

  async function publishByTouch(page: Page) {
    await tapOnScreen(page, page.getByRole("button", { name: "Publish" }).first())
    await tapOnScreen(page, page.getByRole("menuitem", { name: "Publish now" }))
  }

  /** Opens the form of `file` by touch, from the editor's first screen (as openEntry). */
  async function openByTouch(page: Page, file: string) {
    await toFirstScreen(page)
    await page
      .getByRole("link", { name: collectionOfFile(file).label })
      .first()
      .tap()
    await page.getByText(formOfFile(file, readJson(file)), { exact: true }).tap()
  }

  async function expectPhoneSaved(before: string) {
    await expect.poll(() => fieldOf("site.json", "phone")).toBe("(212) 555-0199")
    expect(changedLines(before, fs.readFileSync(path.join(repoDir, "content/site.json"), "utf8"))).toEqual(['"phone": "(212) 555-0199"'])
    fs.writeFileSync(path.join(repoDir, "content/site.json"), before)
  }

  test("changes the phone number and publishes by touch", async () => {
    const before = fs.readFileSync(path.join(repoDir, "content/site.json"), "utf8")
    await openByTouch(page, "site.json")
    const phone = page.getByLabel("Phone", { exact: true })
    await phone.tap()
    await expectOnScreen(page, phone)
    await phone.fill("(212) 555-0199")
    const publishButton = page.getByRole("button", { name: "Publish" }).first()
    await expectOnScreen(page, publishButton)
    await publishButton.tap()
    const publishNow = page.getByRole("menuitem", { name: "Publish now" })
    await expectOnScreen(page, publishNow)
    await publishNow.tap()
    await expectPhoneSaved(before)
  })

  // Its own page, freshly loaded: the presses are counted from the page's start, the login included.
  test("changes the phone number and publishes by keyboard alone", async ({ page }) => {
    watchEditorPage(page)
    const before = fs.readFileSync(path.join(repoDir, "content/site.json"), "utf8")
    await page.goto(cms.adminUrl)
    const presses = []
    for (const target of [
      page.getByRole("button", { name: "Login" }),
      page.getByRole("link", { name: "Pages and site-wide copy" }).first(),
      page.getByRole("link", { name: "Site", exact: true }),
    ]) {
      presses.push(await pressUntilFocused(page, target))
      await page.keyboard.press("Enter")
    }
    const phone = page.getByLabel("Phone", { exact: true })
    presses.push(await pressUntilFocused(page, phone))
    await page.keyboard.press("ControlOrMeta+A")
    await page.keyboard.type("(212) 555-0199")
    // The toolbar comes before the form: back from the field to Publish.
    const publishButton = page.getByRole("button", { name: "Publish" }).first()
    presses.push(await pressUntilFocused(page, publishButton, "Shift+Tab"))
    await expectOnScreen(page, publishButton)
    await page.keyboard.press("Enter")
    await expect(page.getByRole("menuitem", { name: "Publish now" })).toBeFocused()
    await page.keyboard.press("Enter")
    await expectPhoneSaved(before)
    console.log(`Presses of Tab: ${presses.join(" + ")} (Login, the form list, Site, Phone; then Shift+Tab to Publish)`)
  })

  test("adds a question to the FAQ by touch: the file gains that question and nothing else changes; every translation stays whole, the question waiting for it", async () => {
    const file = path.join(repoDir, "content/pages/faq.json")
    const before = fs.readFileSync(file, "utf8")
    const question = { question: "Can I bring a family member to my consultation?", answer: "Yes. A family member or friend is welcome." }
    await openByTouch(page, "pages/faq.json")
    // A list of objects shows each entry collapsed; its toggle is named for it (control-names.ts).
    const first = JSON.parse(before).categories[0]
    await page.getByRole("button", { name: new RegExp(`^Item 1 of .+: ${first.title}$`) }).tap()
    await tapOnScreen(page, page.getByRole("button", { name: /^Add question/i }).first())
    // The other topics' questions are in the page too, hidden in their collapsed entries.
    await page.getByLabel("Question", { exact: true }).filter({ visible: true }).last().fill(question.question)
    await page.getByLabel("Answer", { exact: true }).filter({ visible: true }).last().fill(question.answer)
    await publishByTouch(page)
    // The editor may be writing the file: fieldOf reads it once it is whole JSON.
    await expect.poll(() => fieldOf("pages/faq.json", "categories")?.[0].questions.at(-1)).toEqual(question)
    const lines = fs.readFileSync(file, "utf8").split("\n")
    expect(lines.length - before.split("\n").length).toBe(4)
    // The save says which translations now wait for the question (setup.ts), and each stays whole: its page builds, the question left out until translated.
    const notice = page.getByRole("status").filter({ hasText: /^Saved\. Translations of this page to update: / })
    await expect(notice).toContainText(`1 new English entry to translate: Topics 1 › Questions ${first.questions.length + 1}.`)
    await tapOnScreen(page, notice.getByRole("button", { name: "Close" }))
    const faqs = translationStatusesIn(repoContent()).filter((status) => status.source === "pages/faq.json")
    expect(faqs.map(({ lang, state, waiting }) => ({ lang, broken: state === "broken", waiting }))).toEqual(
      ["es", "fr", "ht"].map((lang) => ({ lang, broken: false, waiting: [["categories", 0, "questions", first.questions.length]] })),
    )
    expect(faqs.every((status) => isPublished(status, false))).toBe(true)
    fs.writeFileSync(file, before)
  })

  const PHONE_TREATMENT = { slug: "added-on-a-phone", title: "A treatment added on a phone", order: 25 }

  test("adds a treatment by touch, listed in the group, order and home grid the staff chose", async () => {
    // Some twenty steps: on a loaded machine they took longer than the default minute.
    test.slow()
    // A treatment the home page does not show, placed in another group: every choice is the staff's.
    const offered = offeredTreatments()
    const source = offered.find((treatment) => !treatment.listing.onHomePage) ?? offered[0]
    const group = offeredGroups(source.listing.group)[0]
    const placed = { ...PHONE_TREATMENT, group }
    await openByTouch(page, collectionFile(TREATMENTS.folder, source.slug))
    await addPlacedTreatment(page, placed, (target) => tapOnScreen(page, target))
    await expectPlaced(placed)
  })

  test("deletes the treatment added on a phone, by touch: its file is gone", async () => {
    const file = path.join(repoDir, "content/treatments", `${PHONE_TREATMENT.slug}.json`)
    expect(fs.existsSync(file), "the treatment the test before adds").toBe(true)
    await openByTouch(page, collectionFile(TREATMENTS.folder, PHONE_TREATMENT.slug))
    await tapOnScreen(page, page.getByRole("button", { name: "Delete entry" }))
    // Decap asks with the browser's confirm before it deletes (accepted).
    await expect.poll(() => fs.existsSync(file)).toBe(false)
    // Deleted, the editor shows the treatments' list.
    await page.waitForURL(/\/collections\/treatments$/)
    expect(dialogs).toEqual([expect.stringMatching(/delete/i)])
  })

  test("adds a consented testimonial with the patient's photo by touch: the page gains that story, numbered, and the photo", async () => {
    test.slow()
    const file = path.join(repoDir, "content/pages/testimonials.json")
    const before = fs.readFileSync(file, "utf8")
    const { entries } = JSON.parse(before)
    const photo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "upload-")), "dana-k.jpg")
    await sharp({ create: { width: 112, height: 112, channels: 3, background: "#7fa85a" } })
      .jpeg()
      .toFile(photo)
    const story = {
      name: "Dana K.",
      location: "Harlem, NY",
      quote: "The staff explained each step, and the follow-up call came the next day.",
      procedure: "Knee treatment",
      date: "October 2026",
      rating: 5,
    }
    await openByTouch(page, "pages/testimonials.json")
    await tapOnScreen(page, page.getByRole("button", { name: /^Add stories/i }).first())
    // The other stories' fields are in the page too, hidden in their collapsed entries.
    const newField = (label: string) => page.getByLabel(label, { exact: true }).filter({ visible: true }).last()
    await newField("Patient's name").fill(story.name)
    await newField("Location").fill(story.location)
    await newField("Quote").fill(story.quote)
    await newField("Treatment").fill(story.procedure)
    await newField("Date").fill(story.date)
    await newField("Rating of their care").fill(String(story.rating))
    // A sample story may leave the consent out, so the form does not require it; a real story is refused without it.
    // Decap's "(optional)" beside these fields is hidden (needed-fields.ts), but still in the label's text, which getByLabel reads.
    await newField("Date the consent was signed (optional)").fill("2026-10-02")
    await tapOnScreen(page, newField("HIPAA marketing authorization signed (optional)"))
    await newField("Date the consent ends (optional)").fill("2099-10-02")
    // Decap's select (react-select) takes its choice typed into its box, Enter choosing the one left.
    const connection = newField("Connection (optional)")
    await tapOnScreen(page, connection)
    await connection.fill("None")
    await page.keyboard.press("Enter")
    await tapOnScreen(
      page,
      page
        .getByRole("button", { name: /choose an image/i })
        .filter({ visible: true })
        .last(),
    )
    await page.locator('input[type="file"]').setInputFiles(photo)
    await tapOnScreen(page, page.getByRole("button", { name: /choose selected/i }))
    await publishByTouch(page)

    await expect.poll(() => fieldOf("pages/testimonials.json", "entries")?.length).toBe(entries.length + 1)
    const after = JSON.parse(fs.readFileSync(file, "utf8"))
    expect(after.entries.slice(0, -1)).toEqual(entries)
    // The editor numbers a new story (the next free id); its photo lands in the testimonials' folder.
    expect(after.entries.at(-1)).toEqual({
      id: Math.max(...entries.map((entry: { id: number }) => entry.id)) + 1,
      ...story,
      photo: "../images/testimonials/dana-k.jpg",
      consent: {
        writtenConsentDate: "2026-10-02",
        hipaaMarketingAuthorization: true,
        expiresOn: "2099-10-02",
        materialConnection: { kind: "none" },
      },
    })
    await expect.poll(() => fs.existsSync(path.join(repoDir, "content/images/testimonials/dana-k.jpg"))).toBe(true)
    // Neither the content check nor the live site's launch guard has anything to say about it.
    const { files } = readContentFiles(path.join(repoDir, "content"))
    const ofStory = (problem: { file: string; field: string }) =>
      problem.file === "pages/testimonials.json" && problem.field.startsWith(`entries[${entries.length}]`)
    expect(findLaunchBlockers(files).filter(ofStory)).toEqual([])
    expect(formatProblems(repoContent().problems)).toBe("")
    // Every translation of the page stays whole, the new story waiting for it.
    const translated = translationStatusesIn(repoContent()).filter(
      (status) => status.source === "pages/testimonials.json" && status.state !== "missing",
    )
    expect(translated.length).toBeGreaterThan(0)
    expect(translated.map(({ lang, state, waiting }) => ({ lang, broken: state === "broken", waiting }))).toEqual(
      translated.map(({ lang }) => ({ lang, broken: false, waiting: [["entries", entries.length]] })),
    )
    fs.writeFileSync(file, before)
    fs.rmSync(path.join(repoDir, "content/images/testimonials/dana-k.jpg"))
  })
})

test("translates a page beside its English and records a listed translator's approval: the translation is then published", async () => {
  const file = "es/pages/about.json"
  const raw = fs.readFileSync(path.join(repoDir, "content", file), "utf8")
  const before = JSON.parse(raw)
  const english = readJson("pages/about.json")
  const form = translationForms(repoContent()).find((candidate) => candidate.lang === "es" && candidate.source === "pages/about.json")!
  await openEntry(page, file, form.label)

  // The page's state, whatever it is today: the clinic's translators may have reviewed it already.
  const preview = page.frameLocator("iframe").first()
  await expect(preview.getByText(/^(Not reviewed|Not approved|Approved|Out of date)/)).toBeVisible()
  await expect(preview.getByRole("table", { name: "The English beside the translation: Español (Spanish)" })).toBeVisible()
  // Each field is named as the translation's form labels it.
  const titleRow = preview.getByRole("row", {
    name: `${fieldInWords("pages/about.json", english, ["title"])} ${english.title} ${before.title}`,
  })
  await expect(titleRow.getByRole("cell").nth(1)).toHaveText(before.title)
  await expect(titleRow.getByRole("cell").nth(1)).toHaveAttribute("lang", "es")
  // Only texts are in the form: the page's address (slug) and images are the English file's.
  await expect(page.getByLabel("Address", { exact: true })).toHaveCount(0)

  await page.locator(`input[value="${before.title}"]`).fill(`${before.title} (revisado)`)
  await expect(titleRow.getByRole("cell").nth(1)).toHaveText(`${before.title} (revisado)`)
  await page.getByRole("combobox", { name: /^What this save records/ }).click()
  await page.getByText(SAVE_CHOICES.approval, { exact: true }).click()
  await publish(page)
  await expect((await refusedField(page, /^Reviewer/)).getByRole("listitem")).toHaveText(/^Reviewer: Choose the reviewer whose approval/)
  await page.getByRole("combobox", { name: /^Reviewer/ }).click()
  await page.getByText("Test Translator, fixture, not a person: translation review", { exact: true }).click()
  await publish(page)

  await expect.poll(() => fieldOf(file, "approvals")?.[0]?.by).toBe("Test Translator")
  const after = readJson(file)
  expect(after.title).toBe(`${before.title} (revisado)`)
  expect({ ...after, title: before.title, translation: before.translation, approvals: before.approvals }).toEqual(before)
  // Besides the records, the title's line alone changes: the rest of the file keeps its order and format.
  const withoutRecord = (text: string) => JSON.stringify(contentOnly(JSON.parse(text)), null, 2)
  const written = fs.readFileSync(path.join(repoDir, "content", file), "utf8")
  expect(changedLines(withoutRecord(raw), withoutRecord(written))).toEqual([`"title": ${JSON.stringify(after.title)}`])
  const status = translationStatusesIn(repoContent()).find((candidate) => candidate.file === file)!
  expect(status.state).toBe("reviewed")
  expect(isPublished(status, true)).toBe(true)
  // The page reloads with the form as saved, and says what the save recorded (reload-after-save.ts).
  await expect(page.getByRole("status").filter({ hasText: /^Saved\. This page is/ })).toBeVisible()
  fs.writeFileSync(path.join(repoDir, "content", file), raw)
})

test("refuses to delete a treatment that other pages link to, and lists those links in a dialog that stays", async () => {
  const file = treatmentFiles().find((name) => {
    const route = `/services/${readJson(name).slug}`
    return JSON.stringify(readJson("navigation.json")).includes(`"${route}"`)
  })!
  const before = readJson(file)
  await openEntry(page, file)
  await page.getByRole("button", { name: "Delete entry" }).click()
  // Decap's confirm (accepted), then the refusal's alert.
  await expect.poll(() => dialogs.length).toBe(2)
  expect(dialogs[1]).toContain(`This page (/services/${before.slug}) is not deleted`)
  expect(dialogs[1]).toMatch(/^- Navigation, field "[^"]+": "[^"]+"$/m)
  await expect(page.getByText(/is not deleted/).first()).toBeVisible()
  expect(fs.existsSync(path.join(repoDir, "content", file))).toBe(true)
})

test("links a button to a page chosen by its name from the site's pages, and saves the page's address", async () => {
  const before = readJson("pages/home.json").hero.primaryButton.path
  const about = readJson("pages/about.json").title
  await openEntry(page, "pages/home.json")
  const link = page.getByLabel("Page", { exact: true }).first()
  await link.fill(about)
  await page.getByRole("option", { name: `${about} — /about` }).click()
  await publish(page)
  await expect.poll(() => fieldOf("pages/home.json", "hero")?.primaryButton.path).toBe("/about")
  expect(before).not.toBe("/about")
})

test("refuses to save a phone number the content check would refuse, with the check's own message", async () => {
  const before = fs.readFileSync(path.join(repoDir, "content/site.json"), "utf8")
  await openEntry(page, "site.json")
  await page.getByLabel("Phone", { exact: true }).fill("555-0147")
  await publish(page)
  await expect(page.getByText(BLOCKED_SAVE_NOTE)).toBeVisible()
  await expect((await refusedField(page, "Phone")).getByRole("listitem")).toHaveText('Phone must be written like "(212) 555-0147".')
  expect(fs.readFileSync(path.join(repoDir, "content/site.json"), "utf8")).toBe(before)
})

test("refuses to save a treatment whose required title is cleared, and leaves its file as it was", async () => {
  const file = treatmentFiles()[0]
  const before = fs.readFileSync(path.join(repoDir, "content", file), "utf8")
  await openEntry(page, file)
  await page.getByLabel("Page heading", { exact: true }).first().fill("")
  await publish(page)
  await expect(page.getByText(/page heading is required/i).first()).toBeVisible()
  expect(fs.readFileSync(path.join(repoDir, "content", file), "utf8")).toBe(before)
})

test("refuses to save what only the build's content check knows is wrong (a claim of outcome), beside the field, with the check's message", async () => {
  const file = treatmentFiles()[0]
  const before = fs.readFileSync(path.join(repoDir, "content", file), "utf8")
  await openEntry(page, file)
  const intro = page.getByLabel("Introduction", { exact: true }).first()
  await intro.fill(`${JSON.parse(before).intro} 90% of our patients improve.`)
  await publish(page)
  await expect(page.getByText(BLOCKED_SAVE_NOTE)).toBeVisible()
  await expect((await refusedField(page, "Introduction")).getByRole("listitem")).toHaveText(
    /^Introduction makes a claim of outcome \("90%"\)\. Say what a patient may expect/,
  )
  expect(fs.readFileSync(path.join(repoDir, "content", file), "utf8")).toBe(before)
})

test("shows a refusal inside a list beside its field: a claim in the last answer of the FAQ's first topic", async () => {
  const file = path.join(repoDir, "content/pages/faq.json")
  const before = fs.readFileSync(file, "utf8")
  const topic = JSON.parse(before).categories[0]
  const last = topic.questions.at(-1)
  const escaped = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
  await openEntry(page, "pages/faq.json")
  const topicToggle = page.getByRole("button", { name: new RegExp(`^Item 1 of .+: ${escaped(topic.title)}$`) })
  await topicToggle.click()
  await page.getByRole("button", { name: new RegExp(`^Item ${topic.questions.length} of .+: ${escaped(last.question)}`) }).click()
  await page.getByLabel("Answer", { exact: true }).filter({ visible: true }).fill(`${last.answer} 90% of our patients improve.`)
  await topicToggle.click()
  await publish(page)
  await expect(page.getByText(BLOCKED_SAVE_NOTE)).toBeVisible()
  // The closed topic is drawn in red; opened, the refusal stands beside the answer that makes the claim, and no other.
  await expect(page.getByText(topic.title, { exact: true }).first()).toHaveCSS("color", "rgb(255, 0, 59)")
  await topicToggle.click()
  const refused = await refusedField(page, "Answer")
  await expect(refused.getByRole("listitem")).toHaveText(/^Answer makes a claim of outcome \("90%"\)\./)
  await expect(refused.getByLabel("Answer", { exact: true })).toHaveValue(/90% of our patients improve\.$/)
  expect(fs.readFileSync(file, "utf8")).toBe(before)
})

test("shows a refusal of a group of fields beside the group: a registered study on a treatment that is not investigational", async () => {
  const file = treatmentFiles().find((name) => !readJson(name).study && !readJson(name).fdaStatus.investigational)!
  const before = fs.readFileSync(path.join(repoDir, "content", file), "utf8")
  await openEntry(page, file)
  await page.getByLabel(/^ClinicalTrials\.gov number/).fill("NCT01234567")
  await page.getByLabel(/^Ethics board \(IRB\)/).fill("The clinic's ethics board")
  await page.getByRole("textbox", { name: /^FDA IND number/ }).fill("IND 012345")
  // A study's page shows only the recruitment text its ethics board approved, with the date.
  await page.getByRole("button", { name: /^Add approved text/i }).click()
  await page
    .getByLabel(/^Paragraph/)
    .filter({ visible: true })
    .last()
    .fill("You may be able to join a study of this treatment.")
  await page.getByLabel(/^Date the IRB approved it/).fill("2026-10-02")
  await publish(page)
  await expect(page.getByText(BLOCKED_SAVE_NOTE)).toBeVisible()
  await expect((await refusedField(page, /^Registered clinical study/)).getByRole("listitem").first()).toHaveText(
    /^Registered clinical study is only for an investigational treatment\./,
  )
  expect(fs.readFileSync(path.join(repoDir, "content", file), "utf8")).toBe(before)
})

test("uploads a treatment's new hero image into content/images/treatments/ and saves its path, under the editor's policy", async () => {
  const file = treatmentFiles()[0]
  const upload = path.join(repoDir, "e2e-upload.jpg")
  await sharp({ create: { width: 64, height: 48, channels: 3, background: "#5a7fa8" } })
    .jpeg()
    .toFile(upload)
  await openEntry(page, file)
  await page
    .getByRole("button", { name: /choose different image/i })
    .first()
    .click()
  await page.locator('input[type="file"]').setInputFiles(upload)
  await page.getByRole("button", { name: /choose selected/i }).click()
  await publish(page)

  await expect.poll(() => fieldOf(file, "heroImage")).toBe("../images/treatments/e2e-upload.jpg")
  // The editor's server writes the entry and the image in requests of their own, in either order.
  await expect.poll(() => fs.existsSync(path.join(repoDir, "content/images/treatments/e2e-upload.jpg"))).toBe(true)
})

test("refuses to delete a treatment's image in its media library, naming where the site shows it, and deletes an unused one", async () => {
  const shown = imagesAtStart.find((use) => TREATMENT_IMAGE.test(use.image) && readJson(use.file).heroImage === `../${use.image}`)!
  const name = path.basename(shown.image)
  const unused = path.join(repoDir, "content/images/treatments/e2e-unused.jpg")
  await sharp({ create: { width: 32, height: 24, channels: 3, background: "#7f5aa8" } })
    .jpeg()
    .toFile(unused)
  await openEntry(page, shown.file)
  await page
    .getByRole("button", { name: /choose different image/i })
    .first()
    .click()
  const library = page.getByRole("dialog")
  await library.getByText(name, { exact: true }).click()
  await library.getByRole("button", { name: /delete selected/i }).click()
  // The editor's question (accepted), then the refusal's dialog.
  await expect.poll(() => dialogs.length).toBe(2)
  expect(dialogs[0]).toMatch(/^Delete the selected file\?/)
  expect(dialogs[1]).toMatch(new RegExp(`^${name.replace(/\./g, "\\.")} is not deleted: the site shows it in \\d+ places?\\.`))
  expect(dialogs[1]).toMatch(/^- Treatments: .+, field "[^"]+"$/m)
  await expect(page.getByText(/is not deleted/).first()).toBeVisible()
  expect(fs.existsSync(path.join(repoDir, "content", shown.image))).toBe(true)

  await library.getByText("e2e-unused.jpg", { exact: true }).click()
  await library.getByRole("button", { name: /delete selected/i }).click()
  await expect.poll(() => fs.existsSync(unused)).toBe(false)
  expect(dialogs).toHaveLength(3)
  // The library closes by Escape from within it (the deleted file's card, which had the focus, is gone).
  await library.getByText(name, { exact: true }).click()
  await page.keyboard.press("Escape")
  await expect(library).toBeHidden()
})

test("takes a testimonial's photo into content/images/testimonials/, and an upload named like a file there keeps both", async () => {
  const file = "pages/testimonials.json"
  const entries: Array<{ name: string; photo?: string }> = readJson(file).entries
  // A photo is optional: the first story that has one.
  const index = entries.findIndex((entry) => entry.photo)
  const story = entries[index]
  const taken = path.basename(story.photo!)
  const kept = fs.readFileSync(path.join(repoDir, "content/images/testimonials", taken))
  const upload = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "upload-")), taken)
  await sharp({ create: { width: 112, height: 112, channels: 3, background: "#a85a7f" } })
    .jpeg()
    .toFile(upload)
  const renamed = taken.replace(/\.jpg$/, "-2.jpg")
  await openEntry(page, file)
  await page.getByRole("button", { name: new RegExp(`^Item ${index + 1} of .+: ${story.name}$`) }).click()
  // The other stories' photos are in the page too, hidden in their collapsed entries.
  await page
    .getByRole("button", { name: /choose different image/i })
    .filter({ visible: true })
    .click()
  await page.locator('input[type="file"]').setInputFiles(upload)
  await expect.poll(() => dialogs.length).toBe(1)
  expect(dialogs[0]).toContain(
    `${taken} is already in the media library, and pages may show it: it was kept, and your file was added as ${renamed}.`,
  )
  await page.getByRole("button", { name: /choose selected/i }).click()
  await publish(page)

  await expect.poll(() => fieldOf(file, "entries")?.[index].photo).toBe(`../images/testimonials/${renamed}`)
  await expect.poll(() => fs.existsSync(path.join(repoDir, "content/images/testimonials", renamed))).toBe(true)
  expect(fs.readFileSync(path.join(repoDir, "content/images/testimonials", taken)).equals(kept)).toBe(true)
})
