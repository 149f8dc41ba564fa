import fs from "node:fs"
import path from "node:path"
import { expect, test, type Page } from "@playwright/test"
import { startCms, type CmsServers } from "../scripts/lib/cms-server"
import { loadSiteContent } from "../src/lib/build-time/content/content-snapshot"
import { editorConfig } from "../src/lib/build-time/editor/editor-config"
import { projectWithReviewers } from "../__tests__/support/reviewers"
import fixtures from "../__tests__/fixtures/list-pages.fixtures.json"

/**
 * The editor on a phone (390×844, by touch): every control of every form is at least 44×44 px
 * (WCAG 2.5.5, the phone stylesheet in src/lib/server/cms-admin-page.ts), removing a list item that
 * holds others asks first (src/lib/editor/confirm-removals.ts), and a translation's form shows the
 * English of each field above it (src/lib/editor/english-above-fields.ts). One page of the editor,
 * logged in once, for every check. The FAQ and its Spanish translation are the fixtures', not the
 * clinic's.
 */
const PORT = Number(process.env.E2E_PORT || 9000)
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
/** WCAG 2.5.5's target size, in CSS pixels. */
const TARGET = 44
/** A collection of the editor's configuration, as far as these tests read it. */
interface Collection {
  name: string
  folder?: string
  files?: Array<{ name: string }>
}

type Faq = (typeof fixtures)["pages/faq.json"]
const FAQ: Faq = fixtures["pages/faq.json"]
/** The fixtures' FAQ in "Spanish": each text marked, as a translation's differ from the English. */
function spanishFaq(): Faq {
  const data = JSON.parse(JSON.stringify(FAQ)) as Faq
  data.title = `ES ${data.title}`
  data.intro = `ES ${data.intro}`
  for (const category of data.categories) {
    category.title = `ES ${category.title}`
    for (const question of category.questions)
      Object.assign(question, { question: `ES ${question.question}`, answer: `ES ${question.answer}` })
  }
  return data
}

test.describe.configure({ mode: "default" })

let project: ReturnType<typeof projectWithReviewers>
let cms: CmsServers
let page: Page
/** What the browser's dialogs asked during the test, each answered with `answer`. */
let asked: string[] = []
let answer = false

test.beforeAll(async ({ browser }) => {
  project = projectWithReviewers()
  const write = (file: string, data: unknown) =>
    fs.writeFileSync(path.join(project.root, "content", file), `${JSON.stringify(data, null, 2)}\n`)
  write("pages/faq.json", FAQ)
  write("es/pages/faq.json", spanishFaq())
  cms = await startCms({
    repoDir: project.root,
    root: project.root,
    adminDir: path.join(project.root, "admin"),
    adminPort: PORT + 272,
    apiPort: PORT + 271,
  })
  page = await (await browser.newContext(PHONE)).newPage()
  page.on("dialog", (dialog) => {
    // Leaving a form left changed (a removal, a field typed in): leave it.
    if (dialog.type() === "beforeunload" || dialog.message() === "Are you sure you want to leave this page?") return void dialog.accept()
    asked.push(dialog.message())
    void (answer ? dialog.accept() : dialog.dismiss())
  })
  await page.goto(cms.adminUrl)
  await page.getByRole("button", { name: "Login" }).tap()
})

test.afterAll(async () => {
  await page?.context().close()
  await cms?.close()
  project?.remove()
})

test.beforeEach(() => {
  asked = []
  answer = false
})

const FORM = '[class*="-ControlPaneContainer"]'

/** Opens the editor's screen at `hash` afresh: from the first screen, so that no earlier form is still drawn. */
async function open(hash: string) {
  await page.goto(`${cms.adminUrl}#/`)
  await expect(page.locator(FORM)).toHaveCount(0)
  await page.goto(`${cms.adminUrl}${hash}`)
}

/** Opens a form and every list and list item in it, so that each of its controls is drawn. */
async function openForm(hash: string) {
  await open(hash)
  await expect(page.locator(`${FORM} [class*="-ControlContainer"]`).first()).toBeVisible({ timeout: 20_000 })
  let before = -1
  // A list's "Expand" opens its items; an item still closed is opened by its own toggle (named by control-names.ts).
  for (let pass = 0; pass < 10; pass++) {
    const opened = await page.evaluate((form) => {
      const region = document.querySelector(form)
      let closed = Array.from(region?.querySelectorAll<HTMLElement>('button[aria-label="Expand"]') ?? [])
      if (closed.length === 0) closed = Array.from(region?.querySelectorAll<HTMLElement>('button[aria-expanded="false"]') ?? [])
      closed.forEach((button) => button.click())
      return closed.length
    }, FORM)
    // An empty list keeps its "Expand": done when a pass opens nothing new.
    if (opened === 0 || opened === before) return
    before = opened
    await page.waitForTimeout(300)
  }
}

/**
 * Every control drawn on the screen a user can tap, with its size: buttons, links, inputs, selects,
 * text areas, `role="button"` and `tabindex="0"` elements, and labels holding a checkbox. A
 * select's input (react-select's, a few pixels wide) is tapped through its box, which is measured.
 * A link inside a sentence is exempt (WCAG 2.5.5's inline exception): counted apart.
 */
function measureControls(size: number): { controls: number; small: string[]; inline: string[] } {
  const small: string[] = []
  const inline: string[] = []
  let controls = 0
  const tappable = 'button, a, input, select, textarea, [role="button"], [tabindex="0"], label'
  for (const element of Array.from(document.querySelectorAll<HTMLElement>(tappable))) {
    if (element.tagName === "LABEL" && !element.querySelector('input[type="checkbox"]')) continue
    if (element.matches('input[type="hidden"]')) continue
    const tapped = element.getAttribute("role") === "combobox" ? (element.closest<HTMLElement>('[class*="-control"]') ?? element) : element
    const box = tapped.getBoundingClientRect()
    if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === "hidden") continue
    const name = (
      element.getAttribute("aria-label") ||
      element.getAttribute("title") ||
      element.textContent ||
      element.getAttribute("type") ||
      ""
    )
      .trim()
      .slice(0, 60)
    const described = `${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`
    const text = element.parentElement?.textContent ?? ""
    if (
      element.tagName === "A" &&
      getComputedStyle(element).display === "inline" &&
      text.trim().length > (element.textContent ?? "").trim().length
    ) {
      inline.push(described)
      continue
    }
    controls++
    if (box.width < size || box.height < size) small.push(described)
  }
  return { controls, small, inline }
}

/** Measures the screen as it is; the result names the screen. */
async function measure(screen: string) {
  const { controls, small, inline } = await page.evaluate(measureControls, TARGET)
  return { screen, controls, small, inline }
}

test("on a phone, every control of every form, its toolbar and the lists of forms is at least 44×44 px", async () => {
  test.setTimeout(300_000)
  const started = Date.now()
  const config = editorConfig({ local: true, port: PORT + 271, workflow: false }, loadSiteContent(project.root, {}))
  const collections = config.collections as unknown as Collection[]
  const firstEntry = (folder: string) =>
    fs
      .readdirSync(path.join(project.root, folder))
      .sort()[0]
      .replace(/\.json$/, "")
  const forms: string[] = []
  for (const collection of collections) {
    forms.push(`#/collections/${collection.name}`)
    if ("folder" in collection && collection.folder) {
      const first = fs
        .readdirSync(path.join(project.root, collection.folder))
        .sort()[0]
        .replace(/\.json$/, "")
      forms.push(`#/collections/${collection.name}/entries/${first}`, `#/collections/${collection.name}/new`)
    }
    // Every English file's form and every Spanish one; French and Haitian Creole forms are the same forms in other words.
    if (!/^translations-(fr|ht)$/.test(collection.name)) {
      for (const file of collection.files ?? []) forms.push(`#/collections/${collection.name}/entries/${file.name}`)
    }
  }
  const results = []
  for (const hash of forms) {
    if (hash.includes("/entries/") || hash.endsWith("/new")) await openForm(hash)
    else {
      await open(hash)
      await expect(page.getByRole("link", { name: /^Pages and site-wide copy$/ }).first()).toBeVisible()
    }
    results.push(await measure(hash))
  }

  // The toolbar's menus: Publish's, once the form has a change, and a page's "Published" menu.
  await openForm("#/collections/pages/entries/pages-faq")
  await page.getByLabel("Introduction", { exact: true }).fill(`${FAQ.intro} (changed)`)
  await page.getByRole("button", { name: "Publish" }).first().tap()
  await expect(page.getByRole("menuitem", { name: "Publish now" })).toBeVisible()
  results.push(await measure("the Publish menu"))
  const treatments = collections.find((collection) => collection.name === "treatments")!
  await openForm(`#/collections/treatments/entries/${firstEntry(treatments.folder!)}`)
  await page.getByRole("button", { name: "Published" }).tap()
  await expect(page.getByRole("menuitem").first()).toBeVisible()
  results.push(await measure("a treatment's Published menu"))

  const controls = results.reduce((sum, result) => sum + result.controls, 0)
  const inline = [...new Set(results.flatMap((result) => result.inline))]
  test.info().annotations.push({
    type: "measured",
    description: `${controls} controls on ${results.length} screens in ${Math.round((Date.now() - started) / 1000)} s; exempt as links inside a sentence: ${inline.join(", ") || "none"}`,
  })
  expect(results.filter((result) => result.controls === 0).map((result) => result.screen)).toEqual([])
  expect(results.flatMap((result) => result.small.map((control) => `${result.screen}: ${control}`))).toEqual([])
})

test("on a phone, removing an FAQ topic that holds questions asks first, by touch and by keyboard; cancelled, the topic stays", async () => {
  const [topic] = FAQ.categories
  await openForm("#/collections/pages/entries/pages-faq")
  const remove = page.getByRole("button", { name: `Remove item 1 of Topics: ${topic.title}` })
  const question = `Remove item 1 of Topics: ${topic.title}? Its ${topic.questions.length} items of Questions go with it.`
  await remove.tap()
  expect(asked).toEqual([question])
  await expect(page.getByRole("button", { name: `Item 1 of Topics: ${topic.title}`, exact: true })).toBeVisible()
  await expect(page.getByLabel("Heading", { exact: true })).toHaveCount(FAQ.categories.length)

  await remove.focus()
  await page.keyboard.press("Enter")
  expect(asked).toEqual([question, question])
  await expect(remove).toBeFocused()
  await expect(page.getByLabel("Heading", { exact: true })).toHaveCount(FAQ.categories.length)

  // A question holds no item: it goes at once.
  const questions = page.getByLabel("Answer", { exact: true })
  await expect(questions).toHaveCount(FAQ.categories.flatMap((category) => category.questions).length)
  await page
    .getByRole("button", { name: new RegExp(`^Remove item ${topic.questions.length} of Questions`) })
    .first()
    .tap()
  await expect(questions).toHaveCount(FAQ.categories.flatMap((category) => category.questions).length - 1)
  expect(asked).toHaveLength(2)
})

test("on a phone, a Spanish form shows above each field the English it translates", async () => {
  await openForm("#/collections/translations-es/entries/es-pages-faq")
  const intro = page.getByLabel("Introduction", { exact: true })
  await expect(intro).toHaveValue(`ES ${FAQ.intro}`)
  // Between the field's label and the field, read-only, on the phone's screen.
  const above = page.locator("p.english-above-field").filter({ hasText: FAQ.intro })
  await expect(above).toHaveText(`English: ${FAQ.intro}`)
  const [aboveBox, introBox] = [await above.boundingBox(), await intro.boundingBox()]
  expect(aboveBox!.y + aboveBox!.height).toBeLessThanOrEqual(introBox!.y)
  expect(aboveBox!.x + aboveBox!.width).toBeLessThanOrEqual(390)
  const lastAnswer = FAQ.categories.at(-1)!.questions.at(-1)!.answer
  await expect(page.locator("p.english-above-field").filter({ hasText: lastAnswer })).toHaveText(`English: ${lastAnswer}`)
  // An English form shows none.
  await openForm("#/collections/pages/entries/pages-faq")
  await expect(page.locator("p.english-above-field")).toHaveCount(0)
})
