import { expect, test } from "@playwright/test"
import faq from "../content/pages/faq.json"
import site from "../content/site.json"
import compliance from "../content/pages/compliance.json"
import guide from "../content/pages/patient-guide.json"
import navigation from "../content/navigation.json"
import shared from "../content/shared.json"
import { jsonLdGraph } from "./support"

const DOCUMENTS: Array<{ path: string; facts: string[]; links?: string[] }> = [
  {
    path: "/privacy-policy",
    facts: [
      "sets no cookies",
      "no analytics",
      "encrypted",
      "hosting provider",
      "Show map",
      "Medical history and records",
      "Insurance information",
      "Treatment photographs",
      "Notice of Privacy Practices",
    ],
  },
  {
    path: "/terms-of-service",
    facts: ["24-hour notice", "Payment is due at the time of service", "credit cards, cash and approved financing"],
  },
  { path: "/medical-disclaimer", facts: ["not medical advice", "Individual results vary", "dial 911"] },
  {
    path: "/fda-statement",
    facts: [
      "has not reviewed",
      "safety or effectiveness",
      "None of them is FDA approved",
      "is exempt from FDA rules",
      "Risks and side effects",
      "call 911",
      "informed consent",
      // The regulation's own words for each term the site names, as content/shared.json quotes them.
      ...shared.regulatoryTerms.map((term) => term.text),
    ],
    links: shared.regulatoryTerms.map((term) => term.href),
  },
  {
    path: "/notice-of-privacy-practices",
    facts: ["MAY BE USED AND DISCLOSED", "Your rights", "Our responsibilities", "Office for Civil Rights"],
  },
]

for (const document of DOCUMENTS) {
  test(`${document.path}: breadcrumbs Home > Compliance > page, and the facts it must state`, async ({ page }) => {
    await page.goto(document.path)
    const trail = page.getByRole("navigation", { name: "Breadcrumb" })
    await expect(trail.getByRole("link")).toHaveText([shared.breadcrumbHome.label, compliance.title])
    await expect(trail.getByRole("link", { name: compliance.title })).toHaveAttribute("href", "/compliance")
    const main = page.locator("main")
    for (const fact of document.facts) await expect(main).toContainText(fact)
    for (const href of document.links ?? []) await expect(main.locator(`a[href="${href}"]`)).not.toHaveCount(0)
    const crumbs = (await jsonLdGraph(page)).find((node) => node["@type"] === "BreadcrumbList")!
    expect(crumbs.itemListElement).toHaveLength(3)
  })
}

test("the compliance hub links each document it lists in content/pages/compliance.json, in that order", async ({ page }) => {
  await page.goto("/compliance")
  const links = page.locator("main h2 a")
  await expect(links).toHaveCount(compliance.documents.length)
  for (const [index, path] of compliance.documents.entries()) await expect(links.nth(index)).toHaveAttribute("href", path)
})

test("the accessibility statement names the standard and how to report a problem by phone and e-mail", async ({ page }) => {
  await page.goto("/accessibility")
  await expect(page.locator("main")).toContainText("WCAG")
  await expect(page.locator("main").locator('a[href^="tel:"]')).toHaveCount(1)
  await expect(page.locator("main").locator('a[href^="mailto:"]')).toHaveCount(1)
  const footerLink = navigation.footerGroups.flatMap((group) => group.links).find((link) => link.path === "/accessibility")!
  await expect(page.locator("footer").getByRole("link", { name: footerLink.label })).toHaveAttribute("href", "/accessibility")
})

test.describe("print", () => {
  test("the FAQ prints every answer, without navigation or buttons, with link addresses", async ({ page }) => {
    await page.goto("/resources/faq")
    await page.emulateMedia({ media: "print" })
    const question = faq.categories[0].questions[faq.categories[0].questions.length - 1]
    await expect(page.getByText(question.answer)).toBeVisible()
    await expect(page.getByText(question.question)).toBeVisible()
    await expect(page.locator("header summary")).toBeHidden()
    await expect(page.getByRole("navigation", { name: faq.sidebarLabel })).toBeHidden()
    await expect(page.locator("header nav").first()).toBeHidden()
    const linked = faq.categories.find((category) => "link" in category && category.link)!
    const { label, path } = (linked as { link: { label: string; path: string } }).link
    const link = page.getByRole("link", { name: `${faq.serviceLinkPrefix} ${label}` })
    const after = await link.evaluate((element) => getComputedStyle(element, "::after").content)
    expect(after).toContain(path)
  })

  test("the patient guide prints its text without the download card", async ({ page }) => {
    await page.goto("/resources/patient-guide")
    await page.emulateMedia({ media: "print" })
    await expect(page.getByRole("heading", { name: guide.sections[0].title })).toBeVisible()
    await expect(page.getByRole("link", { name: guide.download.button })).toBeHidden()
  })
})

test("home and about describe the clinic (address, geo, hours, languages) and the physician in JSON-LD", async ({ page }) => {
  for (const path of ["/", "/about"]) {
    await page.goto(path)
    const graph = await jsonLdGraph(page)
    const clinic = graph.find((node) => node["@type"] === "MedicalClinic")!
    expect(clinic).toMatchObject({ address: expect.any(Object), geo: expect.any(Object), telephone: expect.any(String) })
    expect(clinic.openingHoursSpecification).toHaveLength(site.officeHours.filter((hours) => "opens" in hours).length)
    for (const language of site.languages) expect(JSON.stringify(clinic.contactPoint)).toContain(language)
    const physician = graph.find((node) => node["@id"] === (clinic.member as { "@id": string })["@id"])
    expect(physician).toMatchObject({
      "@type": "Physician",
      medicalSpecialty: site.physician.medicalSpecialties.map((specialty) => `https://schema.org/${specialty}`),
    })
  }
})
