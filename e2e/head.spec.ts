import { expect, test } from "@playwright/test"
import site from "../content/site.json"
import { jsonLdGraph } from "./support"

test("the home page describes the clinic, the website and itself in one JSON-LD graph", async ({ page }) => {
  await page.goto("/")
  const { physician } = site
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
  await expect(page).toHaveTitle(
    new RegExp(`^.+ \\| ${escape(`${site.siteName} | ${physician.name}, ${physician.credentials}, ${physician.profession}`)}$`),
  )
  await expect(page.locator("html")).toHaveAttribute("lang", "en")
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href")
  expect(canonical).toMatch(/^https?:\/\/[^/]+$/)
  const graph = await jsonLdGraph(page)
  const clinic = graph.find((node) => node["@type"] === "MedicalClinic")!
  expect(clinic).toMatchObject({ telephone: expect.stringMatching(/^\(\d{3}\) \d{3}-\d{4}$/) })
  expect(clinic.openingHoursSpecification).toHaveLength(site.officeHours.filter((hours) => "opens" in hours).length)
  const website = graph.find((node) => node["@type"] === "WebSite")!
  expect(website.publisher).toEqual({ "@id": clinic["@id"] })
})

// The browser tests serve the site as a deploy preview (playwright.config.ts): a preview shows changes
// no reviewer has approved, and is never indexed. The live site's robots.txt (with its sitemap) is
// the unit tests' (security-headers.test.ts).
test("a deploy preview tells search engines not to index it, and its sitemap lists the home page", async ({ request }) => {
  const home = await request.get("/")
  expect(home.headers()["x-robots-tag"]).toBe("noindex")
  const robots = await request.get("/robots.txt")
  expect(robots.headers()["x-robots-tag"]).toBe("noindex")
  expect(await robots.text()).toMatch(/^User-agent: \*\nDisallow: \/$/m)
  const index = await (await request.get("/sitemap-index.xml")).text()
  expect(index).toContain("sitemap-0.xml")
})
