import { within } from "@testing-library/react"
import { renderToStaticMarkup } from "react-dom/server"
import TreatmentPage, { Head } from "../src/templates/treatment"
import type { AnyData } from "./support/content-files"
import { pageProps, renderWithSite, screen, shared, site } from "./support/render-site"
import { TEST_SITE_URL } from "./support/site-content"
import { labels, procedurePartsContent, services, treatment, treatmentSafetyContent, treatments } from "./support/treatments"

/** What the template's page query returns for a treatment, built from its content file. */
function pageData(slug: string) {
  const t = treatment(slug)
  return {
    treatmentsJson: {
      ...t,
      heroImage: { childImageSharp: null },
      lastReviewed: "November 16, 2026",
      lastReviewedIso: t.lastReviewed,
    },
    servicesJson: services,
    sharedJson: { procedureParts: procedurePartsContent, treatmentSafety: treatmentSafetyContent },
  }
}

function renderPage(slug: string, data = pageData(slug)) {
  const path = `/services/${slug}`
  return renderWithSite(<TreatmentPage {...pageProps(TreatmentPage, data, path)} />)
}

function headGraph(slug: string, data = pageData(slug)): AnyData[] {
  const markup = renderToStaticMarkup(<Head {...pageProps(Head, data, `/services/${slug}`)} />)
  const doc = new DOMParser().parseFromString(`<!doctype html><head>${markup}</head>`, "text/html")
  return JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!)["@graph"]
}

describe("treatment page template", () => {
  it("has one h1 (the treatment title) and breadcrumbs Home > Services > the treatment", () => {
    renderPage("knee")
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual([treatment("knee").title])
    const trail = within(screen.getByRole("navigation", { name: "Breadcrumb" }))
    expect(trail.getByRole("link", { name: shared.breadcrumbHome.label })).toHaveAttribute("href", "/")
    expect(trail.getByRole("link", { name: "Services" })).toHaveAttribute("href", "/services")
    expect(trail.getByText(treatment("knee").card.title)).toHaveAttribute("aria-current", "page")
  })

  it("says plainly that the treatment is not FDA approved", () => {
    renderPage("hip")
    expect(screen.getByRole("region", { name: labels.fdaTitle })).toHaveTextContent(/not FDA approved/)
  })

  it("renders the sections in the order of the content file", () => {
    renderPage("back")
    const titles = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)
    const expected = treatment("back").sections.map((s) => s.title)
    expect(titles.filter((t) => expected.includes(t!))).toEqual(expected)
  })

  it("places the osteoarthritis Benefits card beside the sections, in content order", () => {
    renderPage("osteoarthritis")
    expect(screen.getByRole("complementary", { name: "Benefits" })).toBeInTheDocument()
  })

  it("ends with the review date, the reviewing physician with profession, and a call to action to /contact", () => {
    renderPage("shoulder")
    const reviewed = screen.getByText(/Page last reviewed/)
    expect(reviewed).toHaveTextContent("Page last reviewed: November 16, 2026")
    expect(reviewed.querySelector("time")).toHaveAttribute("dateTime", treatment("shoulder").lastReviewed)
    expect(
      screen.getByText(new RegExp(`${site.physician.name}, ${site.physician.credentials}, ${site.physician.profession}`)),
    ).toBeInTheDocument()
    expect(screen.getByRole("link", { name: shared.consultationCta.button.label })).toHaveAttribute("href", "/contact")
  })

  it("shows an investigational treatment without a registered study as information only: the notice, no call to book", () => {
    const slug = treatments.find((t) => t.fdaStatus.investigational)!.slug
    renderPage(slug)
    const notice = screen.getByRole("region", { name: labels.informationOnly.title })
    expect(notice).toHaveTextContent(labels.informationOnly.text)
    expect(within(notice).getByRole("link", { name: labels.informationOnly.link.label })).toHaveAttribute(
      "href",
      labels.informationOnly.link.href,
    )
    expect(screen.queryByRole("link", { name: shared.consultationCta.button.label })).toBeNull()
    expect(headGraph(slug).some((node) => node["@type"] === "MedicalClinic" && node.availableService)).toBe(false)
  })

  it("shows the registered study of an investigational treatment offered within one, its IRB-approved text, and a call to its record instead of booking", () => {
    const slug = treatments.find((t) => t.fdaStatus.investigational)!.slug
    const recruitment = {
      paragraphs: ["We are looking for men aged 40 to 70 to take part."],
      irbApproved: "2026-10-01",
      irbApprovedIso: "2026-10-01",
    }
    const study = { registration: "NCT01234567", irb: "Example University IRB", ind: "IND 123456", recruitment }
    const data = pageData(slug)
    renderPage(slug, { ...data, treatmentsJson: { ...data.treatmentsJson, study } })
    const box = screen.getByRole("region", { name: labels.study.title })
    expect(within(box).getByRole("link", { name: study.registration })).toHaveAttribute(
      "href",
      "https://clinicaltrials.gov/study/NCT01234567",
    )
    expect(box).toHaveTextContent(study.irb)
    expect(box).toHaveTextContent(study.ind)
    expect(within(box).getByText(recruitment.paragraphs[0])).toBeInTheDocument()
    expect(within(box).getByText(labels.study.approved.replace("{date}", "October 1, 2026"))).toBeInTheDocument()
    expect(screen.queryByRole("region", { name: labels.informationOnly.title })).toBeNull()
    expect(screen.getByRole("link", { name: labels.study.record.label })).toHaveAttribute(
      "href",
      "https://clinicaltrials.gov/study/NCT01234567",
    )
    expect(screen.queryByRole("link", { name: shared.consultationCta.button.label })).toBeNull()
  })

  it("shows the guideline's verdict near the top, with the guideline linked, or says plainly that none gives one", () => {
    const covered = treatments.find((t) => t.guideline.covered)!
    renderPage(covered.slug)
    const verdict = screen.getByRole("region", { name: labels.guideline.title })
    expect(verdict).toHaveTextContent(covered.guideline.verdict)
    expect(within(verdict).getByRole("link", { name: covered.guideline.source!.name })).toHaveAttribute(
      "href",
      covered.guideline.source!.href,
    )
    const regions = screen
      .getAllByRole("region")
      .map((region) => region.getAttribute("aria-labelledby") && region.querySelector("h2")?.textContent)
    expect(regions.indexOf(labels.guideline.title)).toBeLessThan(regions.indexOf(covered.sections[0].title))
    const uncovered = treatments.find((t) => !t.guideline.covered)!
    renderPage(uncovered.slug)
    const none = screen.getAllByRole("region", { name: labels.guideline.title })[1]
    expect(none).toHaveTextContent(uncovered.guideline.verdict)
    expect(within(none).queryByRole("link")).toBeNull()
  })

  it("says what stem cell therapy means on a page that injects bone marrow or fat, and not on one that injects blood (PRP) alone", () => {
    const cells = treatments.find((t) => t.procedure.harvest.includes("fat"))!
    renderPage(cells.slug)
    expect(screen.getByRole("region", { name: treatmentSafetyContent.stemCells.title })).toHaveTextContent(
      treatmentSafetyContent.stemCells.text,
    )
    const blood = treatments.find((t) => t.procedure.harvest.every((id) => id === "blood"))!
    const { container } = renderPage(blood.slug)
    expect(within(container).queryByRole("region", { name: treatmentSafetyContent.stemCells.title })).toBeNull()
  })

  it("says plainly at a glance whether sedation is used", () => {
    renderPage("knee")
    const facts = screen.getByRole("region", { name: labels.atAGlance.title })
    expect(facts).toHaveTextContent(`${labels.atAGlance.anesthesia}${procedurePartsContent.sedation.none}`)
    const data = pageData("knee")
    const sedated = { ...data.treatmentsJson, procedure: { ...data.treatmentsJson.procedure, sedation: true } }
    renderPage("knee", { ...data, treatmentsJson: sedated })
    expect(screen.getAllByRole("region", { name: labels.atAGlance.title })[1]).toHaveTextContent(procedurePartsContent.sedation.used)
    expect(screen.getAllByRole("heading", { level: 4, name: procedurePartsContent.sedation.title })).toHaveLength(1)
  })

  it("says how each kind of sample its procedure uses is prepared, in the clinic's one wording, except on an information-only page", () => {
    renderPage("knee")
    const facts = screen.getByRole("region", { name: labels.atAGlance.title })
    for (const id of treatment("knee").procedure.harvest) {
      const part = procedurePartsContent.harvests.find((harvest) => harvest.id === id)!
      expect(facts).toHaveTextContent(`${part.name}: ${part.preparation}`)
    }
    const informationOnly = treatments.find((t) => t.fdaStatus.investigational)!.slug
    renderPage(informationOnly)
    expect(screen.getAllByRole("region", { name: labels.atAGlance.title })[1]).not.toHaveTextContent(labels.atAGlance.samplePreparation)
  })

  it("shows the procedure facts that its structured data also carries", () => {
    renderPage("knee")
    expect(screen.getByText(treatment("knee").procedure.preparation)).toBeInTheDocument()
    expect(screen.getByText(treatment("knee").procedure.followup)).toBeInTheDocument()
  })
})

describe("treatment page Head", () => {
  it("describes the page as a reviewed MedicalWebPage about a MedicalProcedure the clinic provides", () => {
    const graph = headGraph("knee")
    const url = `${TEST_SITE_URL}/services/knee`
    const page = graph.find((n) => n["@type"] === "MedicalWebPage")!
    const procedure = graph.find((n) => n["@type"] === "MedicalProcedure")!
    const physician = graph.find((n) => n["@type"] === "Physician")!
    expect(page).toMatchObject({
      url,
      lastReviewed: treatment("knee").lastReviewed,
      reviewedBy: { "@id": physician["@id"] },
      mainEntity: { "@id": procedure["@id"] },
    })
    expect(procedure).toMatchObject({
      name: treatment("knee").title,
      bodyLocation: "Knee joint",
      procedureType: "https://schema.org/PercutaneousProcedure",
      preparation: treatment("knee").procedure.preparation,
      followup: "Follow-up visits at 2 weeks, 6 weeks and 3 months.",
    })
    expect(procedure.status).toBeUndefined()
    const clinics = graph.filter((n) => n["@type"] === "MedicalClinic")
    expect(clinics.every((c) => c["@id"] === `${TEST_SITE_URL}/#clinic`)).toBe(true)
    expect(clinics.some((c) => c.availableService?.["@id"] === procedure["@id"])).toBe(true)
    const crumbs = graph.find((n) => n["@type"] === "BreadcrumbList")!
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(["Home", "Services", "Knee Pain"])
  })

  it.each(["neurological", "erectile-dysfunction"])(
    "marks the %s procedure as investigational, on the page and in its structured data",
    (slug) => {
      const procedure = headGraph(slug).find((n) => n["@type"] === "MedicalProcedure")!
      expect(procedure.status).toBe("Investigational")
      expect(procedure.legalStatus).toMatch(/investigational/)
      expect(procedure.legalStatus).toMatch(/not FDA approved/)
      renderPage(slug)
      expect(screen.getByRole("region", { name: labels.fdaTitle })).toHaveTextContent(/investigational/)
    },
  )

  const slugs = [
    "knee",
    "knee-replacement",
    "hip",
    "shoulder",
    "back",
    "foot-ankle",
    "osteoarthritis",
    "hair-restoration",
    "erectile-dysfunction",
    "neurological",
    "sports-injuries",
  ]

  it.each(slugs)("%s: says the FDA has not reviewed it for safety or effectiveness, with a text link to the FDA's page", (slug) => {
    renderPage(slug)
    const notice = screen.getByRole("region", { name: labels.fdaTitle })
    expect(notice).toHaveTextContent(/FDA has not reviewed .* for safety or effectiveness/)
    expect(within(notice).getByRole("link", { name: labels.fdaLink.label })).toHaveAttribute(
      "href",
      "https://www.fda.gov/consumers/consumer-updates/fda-warns-about-stem-cell-therapies",
    )
  })

  it.each(slugs)(
    "%s: shows its risks and side effects, who should not have it, and how to report a side effect, with the clinic's phone as a link",
    (slug) => {
      renderPage(slug)
      const risks = screen.getByRole("region", { name: "Risks and side effects" })
      for (const link of within(risks).getAllByRole("link", { name: site.phone }))
        expect(link).toHaveAttribute("href", expect.stringMatching(/^tel:/))
      expect(risks).toHaveTextContent(/call 911/)
      expect(within(risks).getByRole("heading", { name: treatmentSafetyContent.contraindications.title })).toBeInTheDocument()
      const report = treatmentSafetyContent.reportSideEffect
      expect(within(risks).getByRole("link", { name: report.link.label })).toHaveAttribute("href", report.link.href)
    },
  )
})
