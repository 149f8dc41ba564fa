import { within } from "@testing-library/react"
import { resolvePageRefs } from "../src/lib/shared/content/page-refs"
import { TREATMENTS } from "../src/lib/shared/routes"
import ConditionsPage from "../src/pages/conditions"
import ServicesPage from "../src/pages/services"
import { pageProps, renderWithSite, screen, site } from "./support/render-site"
import { conditions, services, treatment, treatments } from "./support/treatments"

/** The page's data as the build's GraphQL layer gives it: each treatment address resolved to its record (@pageRefs). */
function renderServices() {
  const records = treatments.map((t) => ({ slug: t.slug, card: t.card, heroImage: { childImageSharp: null } }))
  const resolve = (refs: readonly string[]) => resolvePageRefs(refs, records, TREATMENTS, "fixture")
  const servicesJson = {
    ...services,
    groups: services.groups.map((group) => ({ ...group, treatments: resolve(group.treatments) })),
    moreTreatments: { ...services.moreTreatments, treatments: resolve(services.moreTreatments.treatments) },
  }
  return renderWithSite(<ServicesPage {...pageProps(ServicesPage, { servicesJson }, "/services")} />)
}

describe("/services", () => {
  it("shows the Orthopedic and Specialty groups with their treatments' own card copy and links", () => {
    renderServices()
    const orthopedic = screen.getByRole("region", { name: services.groups[0].title })
    const links = within(orthopedic).getAllByRole("link")
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["/services/knee", "/services/hip", "/services/shoulder", "/services/back"])
    expect(links[0]).toHaveTextContent(treatment("knee").card.title)
    expect(within(orthopedic).getByText(treatment("knee").card.description)).toBeInTheDocument()

    const specialty = screen.getByRole("region", { name: services.groups[1].title })
    expect(
      within(specialty)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/services/hair-restoration", "/services/erectile-dysfunction", "/services/sports-injuries", "/services/neurological"])
  })

  it("explains stem cell therapy, lists why patients choose the clinic, and shows the 85% claim with its footnote", () => {
    renderServices()
    expect(screen.getByRole("heading", { name: services.whatIs.title })).toBeInTheDocument()
    const why = screen.getByRole("region", { name: services.whyChoose.title })
    expect(within(why).getAllByRole("heading", { level: 3 })).toHaveLength(services.whyChoose.items.length + 1)
    // The physician's credentials, from content/site.json, first.
    const physician = within(why).getByRole("heading", { level: 3, name: services.whyChoose.physicianTitle }).parentElement!
    for (const appointment of site.physician.hospitalAppointments) expect(physician).toHaveTextContent(appointment.hospital)
    for (const board of site.physician.boardCertifications) expect(physician).toHaveTextContent(board.specialty)
    expect(screen.getByText("85%")).toBeInTheDocument()
    expect(screen.getByText(/clinic follow-up data.*individual results vary/i)).toBeInTheDocument()
  })
})

describe("/conditions", () => {
  const data = {
    conditionsJson: { ...conditions, categories: conditions.categories.map((c) => ({ ...c, image: { childImageSharp: null } })) },
  }

  it("shows the four categories, each linking to its treatment page", () => {
    renderWithSite(<ConditionsPage {...pageProps(ConditionsPage, data, "/conditions")} />)
    const titles = ["Orthopedic & Musculoskeletal", "Sports Injuries", "Chronic Pain & Neurological", "Age-Related"]
    for (const [index, title] of titles.entries()) {
      const block = screen.getByRole("region", { name: title })
      expect(within(block).getByRole("link")).toHaveAttribute("href", conditions.categories[index].link.path)
    }
    expect(conditions.categories[1].link.path).toBe("/services/sports-injuries")
  })

  it("closes with Book Your Consultation, linking to /contact", () => {
    renderWithSite(<ConditionsPage {...pageProps(ConditionsPage, data, "/conditions")} />)
    expect(screen.getByRole("link", { name: "Book Your Consultation" })).toHaveAttribute("href", "/contact")
  })
})
