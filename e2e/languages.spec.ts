import { expect, test, type Locator, type Page } from "@playwright/test"
import englishForms from "../content/forms.json"
import englishShared from "../content/shared.json"
import site from "../content/site.json"
import haitianForms from "../content/ht/forms.json"
import haitianShared from "../content/ht/shared.json"
import spanishShared from "../content/es/shared.json"
import spanishKnee from "../content/es/treatments/knee.json"
import spanishForms from "../content/es/forms.json"
import frenchForms from "../content/fr/forms.json"
import { FIELDS, FORMS as FORMS_TABLE, type FieldName } from "../src/lib/shared/consultation/fields"
import type { LanguageCode } from "../src/lib/shared/languages"
import { openingHours } from "../src/lib/shared/locale-formats"
import { builtRoutes, waitForHydration } from "./support"

/**
 * The language switcher and a translated form as a patient uses them (CI builds the unreviewed
 * translations, as a preview does). The per-page checks of every language are in routes.spec.ts
 * and __tests__/built/languages.built.ts.
 */
const switcher = (page: Page) => page.getByRole("navigation", { name: englishShared.languageSwitcher.label })

test("the switcher is reached by keyboard right after the skip link and leads to the same page in Spanish", async ({ page }) => {
  await page.goto("/services/knee")
  await expect(switcher(page).getByText("English")).toHaveAttribute("aria-current", "true")
  await page.keyboard.press("Tab")
  await expect(page.getByRole("link", { name: /skip/i })).toBeFocused()
  await page.keyboard.press("Tab")
  const spanish = switcher(page).getByRole("link", { name: "Español" })
  await expect(spanish).toBeFocused()
  await expect(spanish).toHaveAttribute("hreflang", "es")
  await expect(spanish).toHaveAttribute("lang", "es")
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(/\/es\/services\/knee$/)
  await expect(page.locator("html")).toHaveAttribute("lang", "es")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(spanishKnee.title)
  await expect(page.getByRole("navigation", { name: spanishShared.languageSwitcher.label }).getByText("Español")).toHaveAttribute(
    "aria-current",
    "true",
  )
  await expect(page.getByRole("note")).toHaveText(spanishShared.translationNotice)
})

test("an address under /ht/ that the site does not have answers 404 with the Haitian Creole not-found page", async ({ page }) => {
  const response = await page.goto("/ht/no-such-page")
  expect(response?.status()).toBe(404)
  await expect(page.locator("html")).toHaveAttribute("lang", "ht")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(haitianShared.notFound.title)
})

test("each page downloads only its own language's cut of the web font", async ({ page }) => {
  const fonts: string[] = []
  page.on("request", (request) => {
    if (request.url().endsWith(".woff2")) fonts.push(new URL(request.url()).pathname)
  })
  await page.goto("/", { waitUntil: "networkidle" })
  expect(fonts.length).toBeGreaterThan(0)
  expect(fonts.filter((font) => /-(es|fr|ht)-/.test(font))).toEqual([])
  fonts.length = 0
  await page.goto("/fr/services/knee", { waitUntil: "networkidle" })
  expect(fonts.length).toBeGreaterThan(0)
  expect(fonts.filter((font) => !/-fr-/.test(font))).toEqual([])
})

/** Each language's consultation form words, as the build reads them (content/forms.json, content/<lang>/forms.json). */
const FORMS = { en: englishForms, es: spanishForms, fr: frenchForms, ht: haitianForms }
type FormsCopy = typeof englishForms
const contactPath = (lang: string) => (lang === "en" ? "/contact" : `/${lang}/contact`)
const wordsOf = (copy: FormsCopy, name: FieldName) => copy.fieldWords.find((field) => field.name === name)!
/** The contact form's fields a patient must fill in (the field table's), whose errors an empty form gets. */
const REQUIRED = FORMS_TABLE.contact
  .filter(({ need, name }) => need === "required" && FIELDS[name].control !== "hidden")
  .map(({ name }) => name)

/** Everything filled in as it should be, but the e-mail, which is malformed. */
async function fillAllButEmail(form: Locator, copy: FormsCopy) {
  const field = (name: FieldName) => form.getByLabel(wordsOf(copy, name).label, { exact: true })
  await field("firstName").fill("Ana")
  await field("lastName").fill("Pierre")
  await field("email").fill("ana@")
  await field("phone").fill("(212) 555-0147")
  await field("condition").selectOption(copy.conditions[0].value)
  await form.getByRole("checkbox").check()
}

for (const [lang, copy] of Object.entries(FORMS)) {
  test(`${contactPath(lang)}: an empty form, then a malformed e-mail, get the site's own errors in the page's language, never the browser's; the office hours in its own clock`, async ({
    page,
  }) => {
    test.skip(!builtRoutes().includes(contactPath(lang)), `the content publishes no ${contactPath(lang)}`)
    let posted = 0
    page.on("request", (request) => void (new URL(request.url()).pathname.startsWith("/api/") && (posted += 1)))
    await page.goto(contactPath(lang))
    await waitForHydration(page)
    for (const row of site.officeHours.filter(({ opens }) => opens))
      await expect(page.getByText(openingHours(row, lang as LanguageCode)!).first()).toBeVisible()
    const form = page.getByRole("form", { name: copy.contact.title })
    await expect(form).toHaveAttribute("novalidate", "")
    await form.getByRole("button", { name: copy.contact.submit }).click()
    const summary = page.getByRole("group", { name: copy.errorSummaryTitle })
    await expect(summary).toBeFocused()
    await expect(summary.getByRole("link")).toHaveText(REQUIRED.map((name) => wordsOf(copy, name).error))
    for (const name of REQUIRED.filter((name) => name !== "consent")) {
      const field = form.getByLabel(wordsOf(copy, name).label, { exact: true })
      // Still announced as required, though the browser no longer checks it.
      await expect(field).toHaveAttribute("required", "")
      await expect(field).toHaveAttribute("aria-invalid", "true")
    }
    await expect(form.getByRole("checkbox")).toHaveAttribute("required", "")

    await fillAllButEmail(form, copy)
    await form.getByRole("button", { name: copy.contact.submit }).click()
    await expect(summary).toBeFocused()
    await expect(summary.getByRole("link")).toHaveText([wordsOf(copy, "email").error])
    const email = form.getByLabel(wordsOf(copy, "email").label, { exact: true })
    await expect(email).toHaveAccessibleDescription(wordsOf(copy, "email").error)
    await expect(email).toHaveValue("ana@")
    await expect(form.getByLabel(wordsOf(copy, "lastName").label, { exact: true })).toHaveValue("Pierre")
    expect(posted).toBe(0)
  })
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("the switcher leads to the same page in the language chosen", async ({ page }) => {
    // A page the content publishes in Spanish and in Haitian Creole.
    const built = builtRoutes()
    const inBoth = built.find((route) => route.startsWith("/es/") && built.includes(route.replace(/^\/es/, "/ht")))!
    await page.goto(inBoth)
    await page.getByRole("link", { name: "Kreyòl ayisyen" }).click()
    await expect(page).toHaveURL(new RegExp(`${inBoth.replace(/^\/es/, "/ht")}$`))
  })

  test("a Haitian Creole request from the home page's form gets its error in Haitian Creole", async ({ page }) => {
    test.skip(!builtRoutes().includes("/ht"), "the content publishes no Haitian Creole home page (a treatment on it is not translated yet)")
    await page.goto("/ht")
    const form = page.getByRole("form", { name: haitianForms.home.title })
    const nameField = haitianForms.fieldWords.find((field) => field.name === "name")!
    await form.getByLabel(nameField.label, { exact: false }).first().fill("Jean Baptiste")
    await form.getByRole("button", { name: haitianForms.home.submit }).click()
    await expect(page.locator("html")).toHaveAttribute("lang", "ht")
    await expect(page.getByRole("heading", { level: 1, name: haitianForms.errorSummaryTitle })).toBeVisible()
    await expect(page.getByText(haitianForms.errors.contactMethod)).toBeVisible()
  })

  for (const [lang, copy] of Object.entries(FORMS)) {
    test(`${contactPath(lang)}: an empty form, then a malformed e-mail, come back from the endpoint with the site's own errors in the page's language`, async ({
      page,
    }) => {
      test.skip(!builtRoutes().includes(contactPath(lang)), `the content publishes no ${contactPath(lang)}`)
      await page.goto(contactPath(lang))
      const form = page.getByRole("form", { name: copy.contact.title })
      await expect(form).toHaveAttribute("novalidate", "")
      await form.getByRole("button", { name: copy.contact.submit }).click()
      await expect(page.locator("html")).toHaveAttribute("lang", lang)
      await expect(page.getByRole("heading", { level: 1, name: copy.errorSummaryTitle })).toBeVisible()
      const errors = page.locator("h1 + ul > li")
      await expect(errors).toHaveText(REQUIRED.map((name) => wordsOf(copy, name).error))

      await page.goBack()
      await fillAllButEmail(form, copy)
      await form.getByRole("button", { name: copy.contact.submit }).click()
      await expect(page.getByRole("heading", { level: 1, name: copy.errorSummaryTitle })).toBeVisible()
      await expect(errors).toHaveText([wordsOf(copy, "email").error])
    })
  }
})
