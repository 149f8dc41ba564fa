import { within } from "@testing-library/react"
import type { Placed } from "../src/lib/shared/treatment-listing"
import ServicesPage from "../src/pages/services"
import ConditionsPage from "../src/pages/conditions"
import HomePage from "../src/pages/index"
import { pageProps, renderWithSite, screen, site } from "./support/render-site"
import { conditions, services, treatment, treatments } from "./support/treatments"
import home from "../content/pages/home.json"
import forms from "../content/forms.json"

/** Where each fixture treatment is listed (its `listing`), as today's content places it. */
const PLACEMENT: Record<string, Placed["listing"]> = Object.fromEntries(
  [
    ["knee", "orthopedic", true],
    ["hip", "orthopedic", true],
    ["shoulder", "orthopedic", true],
    ["back", "orthopedic", true],
    ["hair-restoration", "specialty", true],
    ["erectile-dysfunction", "specialty", true],
    ["sports-injuries", "specialty", true],
    ["neurological", "specialty", true],
    ["osteoarthritis", "more", false],
    ["knee-replacement", "more", false],
    ["foot-ankle", "more", false],
  ].map(([slug, group, onHomePage], index) => [slug, { group, order: (index + 1) * 10, onHomePage }]),
)

/** A treatment added in the editor: placed between hip (20) and shoulder (30), and on the home page. */
const elbow = {
  ...treatment("knee"),
  slug: "elbow",
  card: { title: "Elbow Pain", description: "Injections of your own cells for tennis elbow." },
  listing: { group: "orthopedic", order: 25, onHomePage: true },
}

/** The treatment records as the page queries give them: with their placement, in no particular order. */
function records(extra: ReadonlyArray<typeof elbow> = []) {
  const all = [...treatments.map((t) => ({ ...t, listing: PLACEMENT[t.slug] })), ...extra]
  return all.reverse().map((t) => ({ ...t, heroImage: { childImageSharp: null } }))
}

function renderServices(extra: ReadonlyArray<typeof elbow> = []) {
  const all = records(extra)
  const data = {
    servicesJson: services,
    cards: { nodes: all.filter((t) => t.listing.group !== "more") },
    more: { nodes: all.filter((t) => t.listing.group === "more") },
  }
  return renderWithSite(<ServicesPage {...pageProps(ServicesPage, data, "/services")} />)
}

const hrefs = (region: HTMLElement) =>
  within(region)
    .getAllByRole("link")
    .map((a) => a.getAttribute("href"))

describe("/services", () => {
  it("shows each treatment in the group its listing names, in its order, with its own card copy and link", () => {
    renderServices()
    const orthopedic = screen.getByRole("region", { name: services.groups[0].title })
    expect(hrefs(orthopedic)).toEqual(["/services/knee", "/services/hip", "/services/shoulder", "/services/back"])
    expect(within(orthopedic).getAllByRole("link")[0]).toHaveTextContent(treatment("knee").card.title)
    expect(within(orthopedic).getByText(treatment("knee").card.description)).toBeInTheDocument()

    const specialty = screen.getByRole("region", { name: services.groups[1].title })
    expect(hrefs(specialty)).toEqual([
      "/services/hair-restoration",
      "/services/erectile-dysfunction",
      "/services/sports-injuries",
      "/services/neurological",
    ])
    const more = screen.getByRole("region", { name: services.moreTreatments.title })
    expect(hrefs(more)).toEqual(["/services/osteoarthritis", "/services/knee-replacement", "/services/foot-ankle"])
  })

  it("lists a new treatment where its listing places it: in its group by its order, and nowhere else", () => {
    renderServices([elbow])
    const orthopedic = screen.getByRole("region", { name: services.groups[0].title })
    expect(hrefs(orthopedic)).toEqual(["/services/knee", "/services/hip", "/services/elbow", "/services/shoulder", "/services/back"])
    expect(within(orthopedic).getByRole("link", { name: /Elbow Pain/ })).toBeInTheDocument()
    expect(screen.getAllByRole("link", { name: /Elbow Pain/ })).toHaveLength(1)
  })

  it("puts a treatment placed under More treatment pages in that list, and two of the same order by address", () => {
    renderServices([{ ...elbow, listing: { group: "more", order: 100, onHomePage: false } }])
    const more = screen.getByRole("region", { name: services.moreTreatments.title })
    expect(hrefs(more)).toEqual(["/services/osteoarthritis", "/services/elbow", "/services/knee-replacement", "/services/foot-ankle"])
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

describe("the home page's treatment grid", () => {
  it("shows the treatments placed on the home page, in their order, a new one among them", () => {
    const all = records([elbow])
    const data = { homeJson: home, formsJson: forms, homeTreatments: { nodes: all.filter((t) => t.listing.onHomePage) } }
    renderWithSite(<HomePage {...pageProps(HomePage, data, "/")} />)
    const grid = screen.getByRole("region", { name: home.treatments.title })
    expect(hrefs(grid).filter((href) => href?.startsWith("/services/"))).toEqual(
      ["knee", "hip", "elbow", "shoulder", "back", "hair-restoration", "erectile-dysfunction", "sports-injuries", "neurological"].map(
        (slug) => `/services/${slug}`,
      ),
    )
  })
})
