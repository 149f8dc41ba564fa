import { screen, within } from "@testing-library/react"
import { Footer } from "../src/components/layout/Footer"
import { telHref } from "../src/lib/shared/format"
import { renderWithSite, shared, site } from "./support/render-site"

function renderFooter() {
  return renderWithSite(<Footer />)
}

describe("Footer", () => {
  afterEach(() => jest.useRealTimers())

  it("gives the clinic's address, a tap-to-call phone link and an e-mail link", () => {
    renderFooter()
    const contact = screen.getByRole("region", { name: shared.footer.contactTitle })
    expect(within(contact).getByText(/150 East 52nd Street, Suite 555, New York, NY 10022/)).toBeInTheDocument()
    expect(within(contact).getByRole("link", { name: site.phone })).toHaveAttribute("href", telHref(site.phone))
    expect(within(contact).getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`)
  })

  it("lists the one set of office hours the clinic keeps", () => {
    renderFooter()
    const terms = screen.getAllByRole("term").map((term) => term.textContent)
    const hours = screen.getAllByRole("definition").map((value) => value.textContent)
    expect(terms).toEqual(["Mon, Wed, Fri", "Tue, Thu", "Sat, Sun"])
    expect(hours.map((text) => text?.replace(/\s/gu, " "))).toEqual(["11:00 AM – 7:00 PM", "9:00 AM – 5:00 PM", "Closed"])
  })

  it("says that care is offered in English, French, Haitian Creole and Spanish", () => {
    renderFooter()
    expect(screen.getByText(/English, French, Haitian Creole and Spanish/)).toBeInTheDocument()
  })

  it("offers free language assistance in Spanish, French and Haitian Creole, each marked with its language, with the clinic's phone", () => {
    const { container } = renderFooter()
    const lines = Array.from(container.querySelectorAll("footer [lang], [lang]")).filter((el) => el.tagName === "P")
    expect(lines.map((line) => line.getAttribute("lang"))).toEqual(["es", "fr", "ht"])
    expect(lines[0]).toHaveTextContent(/asistencia lingüística/)
    expect(lines[1]).toHaveTextContent(/aide linguistique/)
    expect(lines[2]).toHaveTextContent(/èd pou lang/)
    for (const line of lines) expect(line).toHaveTextContent(site.phone)
  })

  it("gives the notices of free aids and services and of nondiscrimination under the clinic's law, each with the clinic's phone and TTY 711", () => {
    renderFooter()
    const notices = screen.getByTestId("access-notices")
    const paragraphs = Array.from(notices.querySelectorAll("p"))
    const call = (text: string) => text.replace("{siteName}", site.siteName).replace("{phone}", `${site.phone} (${shared.tty})`)
    expect(paragraphs[0]).toHaveTextContent(call(shared.auxiliaryAids))
    const law = shared.civilRightsNotice[site.civilRights.law as "section1557" | "adaOnly"]
    const nondiscrimination = paragraphs[paragraphs.length - 2]
    expect(nondiscrimination).toHaveTextContent(call(law.nondiscrimination))
    expect(nondiscrimination).toHaveTextContent(law.complaint)
    for (const paragraph of paragraphs.slice(0, -1)) expect(paragraph).toHaveTextContent(`${site.phone} (`)
  })

  it("ends the notices with a link to the full notice, the grievance procedure and free language help in every language", () => {
    renderFooter()
    const notices = screen.getByTestId("access-notices")
    expect(within(notices).getByRole("link", { name: shared.noticesLink.label })).toHaveAttribute("href", shared.noticesLink.path)
  })

  it.each([
    [
      "Treatments",
      ["/services/knee", "/services/hip", "/services/shoulder", "/services/back", "/services/sports-injuries", "/services/neurological"],
    ],
    ["Resources", ["/resources/what-to-expect", "/resources/faq", "/resources/testimonials", "/resources/patient-guide"]],
    [
      "Compliance",
      [
        "/privacy-policy",
        "/terms-of-service",
        "/medical-disclaimer",
        "/fda-statement",
        "/notice-of-privacy-practices",
        "/good-faith-estimate",
        "/nondiscrimination",
        "/grievance-procedure",
        "/accessibility",
      ],
    ],
  ])("has a %s navigation linking to its pages", (group, paths) => {
    renderFooter()
    const nav = screen.getByRole("navigation", { name: group })
    const hrefs = within(nav)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"))
    expect(hrefs).toEqual(expect.arrayContaining(paths))
    expect(hrefs.some((href) => href?.startsWith("/compliance/"))).toBe(false)
  })

  it("has a Schedule Consultation button to the contact page", () => {
    renderFooter()
    expect(screen.getByRole("link", { name: "Schedule Consultation" })).toHaveAttribute("href", "/contact")
  })

  it("shows the current year in the copyright line, not the year the site was built", () => {
    jest.useFakeTimers({ now: new Date("2031-03-01T12:00:00Z") })
    renderFooter()
    expect(screen.getByText(new RegExp(`© 2031 ${site.siteName}`))).toBeInTheDocument()
  })
})
