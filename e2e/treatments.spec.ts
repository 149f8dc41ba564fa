import fs from "node:fs"
import path from "node:path"
import { expect, test } from "@playwright/test"
import { jsonLdGraph, waitForHydration } from "./support"

const CONTENT = path.join(__dirname, "..", "content")
const treatments = fs
  .readdirSync(path.join(CONTENT, "treatments"))
  .filter((file) => file.endsWith(".json"))
  .map((file) => JSON.parse(fs.readFileSync(path.join(CONTENT, "treatments", file), "utf8")))

test("there is a treatment page for each of the eleven service routes", () => {
  expect(treatments).toHaveLength(11)
})

for (const treatment of treatments) {
  const route = `/services/${treatment.slug}`
  test.describe(route, () => {
    test("has its h1, breadcrumbs Home > Services > page, FDA status, review date and a call to action to /contact", async ({ page }) => {
      const response = await page.goto(route)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(treatment.title)

      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" })
      await expect(crumbs.getByRole("listitem")).toHaveText(["Home", "Services", treatment.card.title])
      await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/")
      await expect(crumbs.getByRole("link", { name: "Services" })).toHaveAttribute("href", "/services")

      await expect(page.getByText(/not FDA approved/).first()).toBeVisible()
      await expect(page.getByText(/Page last reviewed/)).toBeVisible()
      await expect(page.getByRole("link", { name: "Schedule Your Consultation" }).last()).toHaveAttribute("href", "/contact")
    })

    test("says the FDA has not reviewed it, links the FDA's page, and shows its risks and side effects", async ({ page }) => {
      await page.goto(route)
      await expect(page.getByText(/FDA has not reviewed .* for safety or effectiveness/).first()).toBeVisible()
      await expect(page.getByRole("link", { name: /What the FDA tells patients/ })).toHaveAttribute(
        "href",
        "https://www.fda.gov/consumers/consumer-updates/fda-warns-about-stem-cell-therapies",
      )
      const risks = page.getByRole("region", { name: "Risks and side effects" })
      await expect(risks).toBeVisible()
      await expect(risks).toContainText("Infection")
      await expect(risks).toContainText("call 911")
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
  await page.goto("/services/knee")
  const hero = page.locator('main img[alt="' + treatments.find((t) => t.slug === "knee").heroImageAlt + '"]')
  await expect(hero).toHaveAttribute("loading", "eager")
  await expect(hero).toHaveAttribute("fetchpriority", "high")
  await expect(hero).toHaveAttribute("width", /^\d+$/)
  await expect(hero).toHaveAttribute("height", /^\d+$/)
  const picture = hero.locator("xpath=ancestor::picture")
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute("srcset", /\d+w/)
  await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute("srcset", /\d+w/)
})

for (const slug of ["neurological", "erectile-dysfunction"]) {
  test(`the ${slug} page says it is investigational`, async ({ page }) => {
    await page.goto(`/services/${slug}`)
    await expect(page.getByRole("region", { name: "Investigational treatment" })).toContainText("investigational and not FDA approved")
  })
}

test("an outcome figure shows its evidence beside it, without Read more", async ({ page }) => {
  await page.goto("/services/shoulder")
  const figure = page.getByRole("region", { name: "How patients do" })
  await expect(figure.getByText("Who measured")).toBeVisible()
  await expect(figure.getByText("What counts as “a successful result”")).toBeVisible()
})

test("a knee-replacement research card opens and closes with Read more", async ({ page }) => {
  await page.goto("/services/knee-replacement")
  await waitForHydration(page)
  const card = page.getByRole("article").filter({ hasText: "What our patients report" })
  const hidden = card.getByText(/not the result of a controlled clinical trial/)
  await expect(hidden).toBeHidden()
  await card.getByRole("button", { name: "Read more" }).click()
  await expect(hidden).toBeVisible()
  await card.getByRole("button", { name: "Read less" }).click()
  await expect(hidden).toBeHidden()
})

test("the osteoarthritis Benefits card stays in view while the page scrolls on a wide screen", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "sticky beside the content only on wide screens")
  await page.goto("/services/osteoarthritis")
  const card = page.getByRole("complementary", { name: "Benefits" })
  const steps = page.getByRole("heading", { name: "The procedure in five steps" })
  await steps.scrollIntoViewIfNeeded()
  await page.mouse.wheel(0, 200)
  await expect(card).toBeInViewport()
  const box = await card.boundingBox()
  expect(box!.y).toBeGreaterThanOrEqual(0)
  expect(box!.y).toBeLessThan(40)
})

test("/services shows eight treatment cards in two groups, read from the treatment files", async ({ page }) => {
  await page.goto("/services")
  const orthopedic = page.getByRole("region", { name: "Orthopedic treatments" })
  const specialty = page.getByRole("region", { name: "Specialty treatments" })
  await expect(orthopedic.getByRole("article")).toHaveCount(4)
  await expect(specialty.getByRole("article")).toHaveCount(4)
  await orthopedic.getByRole("link", { name: "Knee Pain" }).click()
  await expect(page).toHaveURL(/\/services\/knee$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stem Cell Therapy for Knee Pain")
})

test("/services shows the 85% claim with its footnote", async ({ page }) => {
  await page.goto("/services")
  await expect(page.getByText("85%", { exact: true })).toBeVisible()
  await expect(page.getByText(/Clinic follow-up data.*Individual results vary/)).toBeVisible()
})

test("/conditions shows four categories linking to service pages and a Book Your Consultation link", async ({ page }) => {
  await page.goto("/conditions")
  for (const name of ["Orthopedic & Musculoskeletal", "Sports Injuries", "Chronic Pain & Neurological", "Age-Related"]) {
    await expect(page.getByRole("region", { name }).getByRole("link")).toHaveAttribute("href", /^\/services\/[a-z-]+$/)
  }
  await expect(page.getByRole("link", { name: "Book Your Consultation" })).toHaveAttribute("href", "/contact")
})

test("/conditions/sports-injuries forwards to /services/sports-injuries", async ({ page }) => {
  await page.goto("/conditions/sports-injuries")
  await expect(page).toHaveURL(/\/services\/sports-injuries$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stem Cell Therapy for Sports Injuries")
})
