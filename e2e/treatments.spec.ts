import fs from "node:fs"
import path from "node:path"
import { expect, test, type Page } from "@playwright/test"
import navigation from "../content/navigation.json"
import shared from "../content/shared.json"
import { jsonLdGraph, waitForHydration } from "./support"
import { treatmentsInGroup } from "../src/lib/shared/treatment-listing"

const CONTENT = path.join(__dirname, "..", "content")
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(CONTENT, file), "utf8"))
const treatments = fs
  .readdirSync(path.join(CONTENT, "treatments"))
  .filter((file) => file.endsWith(".json"))
  .sort()
  .map((file) => readJson(`treatments/${file}`))
const home = readJson("pages/home.json")
const services = readJson("pages/services.json")
const conditions = readJson("pages/conditions.json")
const redirects = readJson("redirects.json").redirects as Array<{ from: string; to: string }>
const labels = services.treatmentPage
type Section = { kind: string; title: string; [key: string]: unknown }
/** The first treatment with a section of this kind, and that section: tests follow the content, whatever it holds. */
function withSection(kind: string): { treatment: (typeof treatments)[number]; section: Section } | undefined {
  for (const treatment of treatments) {
    const section = (treatment.sections as Section[]).find((s) => s.kind === kind)
    if (section) return { treatment, section }
  }
  return undefined
}

for (const treatment of treatments) {
  const route = `/services/${treatment.slug}`
  test.describe(route, () => {
    test("has its h1, breadcrumbs Home > Services > page, FDA status, review date and a call to action to /contact (for a study, to its record on ClinicalTrials.gov; for an investigational treatment no registered study offers, the notice that it is not offered)", async ({
      page,
    }) => {
      const response = await page.goto(route)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(treatment.title)

      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" })
      const servicesCrumb = navigation.header.find((item) => item.path === "/services")!
      await expect(crumbs.getByRole("listitem")).toHaveText([shared.breadcrumbHome.label, servicesCrumb.label, treatment.card.title])
      await expect(crumbs.getByRole("link", { name: shared.breadcrumbHome.label })).toHaveAttribute("href", shared.breadcrumbHome.path)
      await expect(crumbs.getByRole("link", { name: servicesCrumb.label })).toHaveAttribute("href", servicesCrumb.path)

      await expect(page.getByText(/not FDA approved/).first()).toBeVisible()
      await expect(page.getByText(labels.reviewed.label)).toBeVisible()
      const cta = shared.consultationCta.button
      if (treatment.fdaStatus.investigational && !treatment.study) {
        await expect(page.getByRole("region", { name: labels.informationOnly.title })).toBeVisible()
        await expect(page.getByRole("link", { name: cta.label })).toHaveCount(0)
      } else if (treatment.study) {
        const record = `https://clinicaltrials.gov/study/${treatment.study.registration}`
        await expect(page.getByRole("link", { name: labels.study.record.label })).toHaveAttribute("href", record)
        await expect(page.getByRole("link", { name: cta.label })).toHaveCount(0)
      } else {
        await expect(page.getByRole("link", { name: cta.label }).last()).toHaveAttribute("href", cta.path)
      }
    })

    test("says the FDA has not reviewed it, links the FDA's page, gives the guideline's verdict, and shows its risks, who should not have it and how to report a side effect", async ({
      page,
    }) => {
      await page.goto(route)
      await expect(page.getByText(/FDA has not reviewed .* for safety or effectiveness/).first()).toBeVisible()
      await expect(page.getByRole("link", { name: labels.fdaLink.label })).toHaveAttribute("href", labels.fdaLink.href)
      const verdict = page.getByRole("region", { name: labels.guideline.title })
      await expect(verdict).toContainText(treatment.guideline.verdict)
      if (treatment.guideline.source) {
        await expect(verdict.getByRole("link", { name: treatment.guideline.source.name })).toHaveAttribute(
          "href",
          treatment.guideline.source.href,
        )
      }
      const risksSection = (treatment.sections as Section[]).find((s) => s.kind === "risks")!
      const risks = page.getByRole("region", { name: risksSection.title })
      await expect(risks).toBeVisible()
      await expect(risks).toContainText("911")
      const { contraindications, reportSideEffect } = shared.treatmentSafety
      await expect(risks.getByRole("heading", { name: contraindications.title })).toBeVisible()
      await expect(risks.getByRole("link", { name: reportSideEffect.link.label })).toHaveAttribute("href", reportSideEffect.link.href)
    })

    test("describes itself as a MedicalWebPage about a MedicalProcedure, in JSON-LD", async ({ page }) => {
      await page.goto(route)
      const graph = await jsonLdGraph(page)
      const procedure = graph.find((node) => node["@type"] === "MedicalProcedure")!
      expect(procedure).toMatchObject({
        name: treatment.title,
        bodyLocation: treatment.procedure.bodyLocation,
        procedureType: `https://schema.org/${treatment.procedure.procedureType}`,
        howPerformed: treatment.procedure.howPerformed,
        preparation: treatment.procedure.preparation,
        followup: treatment.procedure.followup,
      })
      expect(procedure.status).toBe(treatment.procedure.status)
      const webPage = graph.find((node) => node["@type"] === "MedicalWebPage")!
      expect(webPage.lastReviewed).toBe(treatment.lastReviewed)
      const physician = graph.find((node) => node["@type"] === "Physician")!
      expect(webPage.reviewedBy).toEqual({ "@id": physician["@id"] })
      expect(graph.find((node) => node["@type"] === "BreadcrumbList")).toBeTruthy()
    })
  })
}

test("the hero image is eager and responsive, in AVIF and WebP", async ({ page }) => {
  const [treatment] = treatments
  await page.goto(`/services/${treatment.slug}`)
  const hero = page.locator(`main img[alt="${treatment.heroImageAlt}"]`)
  await expect(hero).toHaveAttribute("loading", "eager")
  await expect(hero).toHaveAttribute("fetchpriority", "high")
  await expect(hero).toHaveAttribute("width", /^\d+$/)
  await expect(hero).toHaveAttribute("height", /^\d+$/)
  const picture = hero.locator("xpath=ancestor::picture")
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute("srcset", /\d+w/)
  await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute("srcset", /\d+w/)
})

test("on /services the first card's picture, on the first screen, loads first; the others as they near it", async ({ page }) => {
  await page.goto("/services")
  const pictures = page.locator("main picture img")
  expect(await pictures.count()).toBeGreaterThan(1)
  await expect(pictures.first()).toHaveAttribute("loading", "eager")
  await expect(pictures.first()).toHaveAttribute("fetchpriority", "high")
  await expect(pictures.first()).toBeInViewport()
  const rest = await pictures.evaluateAll((images) =>
    images.slice(1).map((image) => `${image.getAttribute("loading")} ${image.getAttribute("fetchpriority")}`),
  )
  expect(new Set(rest)).toEqual(new Set(["lazy null"]))
})

for (const treatment of treatments.filter((t) => t.fdaStatus.investigational)) {
  test(`the ${treatment.slug} page says it is investigational`, async ({ page }) => {
    await page.goto(`/services/${treatment.slug}`)
    await expect(page.getByRole("region", { name: labels.fdaTitle })).toContainText(/investigational/i)
  })
}

test("an outcome figure shows its evidence beside it, without Read more", async ({ page }) => {
  const found = withSection("stat")
  test.skip(!found, "no treatment shows an outcome figure")
  const { treatment, section } = found!
  const evidence = section.evidence as { counts: { term: string } }
  await page.goto(`/services/${treatment.slug}`)
  const figure = page.getByRole("region", { name: section.title })
  await expect(figure.getByText(shared.evidence.measuredBy)).toBeVisible()
  await expect(figure.getByText(`${shared.evidence.counts} “${evidence.counts.term}”`)).toBeVisible()
})

test("a research card opens with Read more and closes with Read less, by pointer and by keyboard, without JavaScript", async ({
  browser,
}) => {
  const found = withSection("research")
  test.skip(!found, "no treatment has research cards")
  const { treatment, section } = found!
  const [first] = section.cards as Array<{ title: string; details: string[] }>
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`/services/${treatment.slug}`)
  await expectResearchCardToggles(page, first)
  await context.close()
})

test("a research card works the same when React renders the page, reached by a link from a page with scripts", async ({ page }) => {
  const found = withSection("research")
  test.skip(!found, "no treatment has research cards")
  const { treatment, section } = found!
  const [first] = section.cards as Array<{ title: string; details: string[] }>
  const route = `/services/${treatment.slug}`
  const treatmentLink = (on: Page) => on.locator(`main a[href="${route}"]`)
  // The content decides the way: the home page links to the treatment, or to /services, which lists it.
  const names = (content: unknown, path: string) => JSON.stringify(content).includes(`"${path}"`)
  const fromHome = names(home, route)
  test.skip(
    !fromHome && !(names(home, "/services") && names(services, route)),
    "the content links the home page to the treatment in neither way",
  )
  await page.goto("/")
  await waitForHydration(page)
  await page.evaluate(() => Object.assign(window, { __samePage: true }))
  if (!fromHome) {
    const servicesLink = page.locator('main a[href="/services"]')
    await expect(servicesLink).not.toHaveCount(0)
    await servicesLink.first().click()
    await page.waitForURL((url) => url.pathname === "/services")
  }
  await expect(treatmentLink(page)).not.toHaveCount(0)
  await treatmentLink(page).first().click()
  await page.waitForURL((url) => url.pathname === `/services/${treatment.slug}`)
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true)
  await expectResearchCardToggles(page, first)
})

async function expectResearchCardToggles(page: Page, card: { title: string; details: string[] }) {
  const article = page.getByRole("article").filter({ has: page.getByRole("heading", { name: card.title }) })
  const hidden = article.getByText(card.details[0])
  const toggle = article.locator("summary")
  await expect(hidden).toBeHidden()
  await expect(toggle).toHaveText(labels.readMore, { useInnerText: true })
  await toggle.click()
  await expect(hidden).toBeVisible()
  await expect(toggle).toHaveText(labels.readLess, { useInnerText: true })
  await toggle.focus()
  await page.keyboard.press("Enter")
  await expect(hidden).toBeHidden()
  await expect(toggle).toHaveText(labels.readMore, { useInnerText: true })
}

test("a Benefits card stays in view while the page scrolls on a wide screen", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "sticky beside the content only on wide screens")
  const found = withSection("benefits")
  test.skip(!found, "no treatment has a benefits card")
  const { treatment, section } = found!
  const [steps] = (treatment.sections as Section[]).filter((s) => s.kind === "steps")
  test.skip(!steps, "the page with the benefits card has no steps section to scroll to")
  await page.goto(`/services/${treatment.slug}`)
  const card = page.getByRole("complementary", { name: section.title })
  await page.getByRole("heading", { name: steps.title }).scrollIntoViewIfNeeded()
  await page.mouse.wheel(0, 200)
  await expect(card).toBeInViewport()
  const box = await card.boundingBox()
  expect(box!.y).toBeGreaterThanOrEqual(0)
  expect(box!.y).toBeLessThan(40)
})

test("/services shows each group's treatment cards, read from the treatment files", async ({ page }) => {
  await page.goto("/services")
  for (const group of services.groups as Array<{ key: string; title: string }>) {
    const region = page.getByRole("region", { name: group.title })
    await expect(region.getByRole("article")).toHaveCount(treatmentsInGroup(treatments, group.key).length)
  }
  const [firstGroup] = services.groups
  const [target] = treatmentsInGroup(treatments, firstGroup.key)
  await page.getByRole("region", { name: firstGroup.title }).getByRole("link", { name: target.card.title }).first().click()
  await expect(page).toHaveURL(new RegExp(`/services/${target.slug}$`))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.title)
})

test("/services shows its outcome figure with its footnote", async ({ page }) => {
  await page.goto("/services")
  await expect(page.getByText(services.claim.value, { exact: true })).toBeVisible()
  await expect(page.getByText(services.claim.footnote)).toBeVisible()
})

test("/conditions shows each category linking to a service page, and a consultation link", async ({ page }) => {
  await page.goto("/conditions")
  for (const category of conditions.categories as Array<{ title: string }>) {
    await expect(page.getByRole("region", { name: category.title }).getByRole("link")).toHaveAttribute("href", /^\/services\/[a-z0-9-]+$/)
  }
  await expect(page.getByRole("link", { name: conditions.cta.button.label })).toHaveAttribute("href", conditions.cta.button.path)
})

for (const redirect of redirects.filter((r) => r.to.startsWith("/services/"))) {
  test(`${redirect.from} forwards to the treatment page ${redirect.to}`, async ({ page }) => {
    const treatment = treatments.find((t) => `/services/${t.slug}` === redirect.to)!
    await page.goto(redirect.from)
    await expect(page).toHaveURL(new RegExp(`${redirect.to}$`))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(treatment.title)
  })
}
