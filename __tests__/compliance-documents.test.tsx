import fixtures from "./fixtures/compliance.fixtures.json"
import { ComplianceDocument } from "../src/components/compliance/ComplianceDocument"
import { renderWithSite, screen } from "./support/render-site"

const { hub, documents } = fixtures
const documentNamed = (slug: string) => documents.find((document) => document.slug === slug)!
const FDA_PAGE = "https://www.fda.gov/consumers/consumer-updates/fda-warns-about-stem-cell-therapies"

describe("compliance documents, as a patient reads them", () => {
  it("FDA statement: says the FDA has not reviewed the treatments, links the FDA's page in text, and names no exosome product", () => {
    const { container } = renderWithSite(<ComplianceDocument document={documentNamed("fda-statement")} hub={hub} />)
    const main = container.textContent ?? ""
    expect(main).toMatch(/FDA\) has not reviewed .* for safety or effectiveness/)
    expect(screen.getByRole("link", { name: /FDA Warns About Stem Cell Therapies/ })).toHaveAttribute("href", FDA_PAGE)
    for (const fact of [
      "Autologous",
      "Same-day",
      "Screening",
      "Informed consent",
      "minimally manipulated",
      "does not mean the FDA has reviewed or approved",
    ]) {
      expect(main).toContain(fact)
    }
    expect(main).toMatch(/erectile-dysfunction treatments are investigational/)
    expect(screen.getByRole("heading", { level: 2, name: "Risks and side effects" })).toBeInTheDocument()
    expect(main).toMatch(/infection/i)
    expect(main).toContain("call 911")
    expect(main).not.toMatch(/exosome/i)
  })

  it("privacy policy: says what the site does (no cookies, encrypted, host's logs, map on request), drops unbacked claims, links the notice", () => {
    const { container } = renderWithSite(<ComplianceDocument document={documentNamed("privacy-policy")} hub={hub} />)
    const main = container.textContent ?? ""
    for (const fact of [
      "sets no cookies",
      "no analytics, advertising tags",
      "encrypted (HTTPS) connection",
      "hosting provider",
      'only after you press "Show map"',
    ]) {
      expect(main).toContain(fact)
    }
    expect(main).not.toMatch(/HIPAA-compliant encryption/)
    expect(screen.getByRole("link", { name: "Read our Notice of Privacy Practices" })).toHaveAttribute(
      "href",
      "/notice-of-privacy-practices",
    )
  })

  it("notice of privacy practices: has the sections a HIPAA notice must have", () => {
    renderWithSite(<ComplianceDocument document={documentNamed("notice-of-privacy-practices")} hub={hub} />)
    for (const heading of [
      "Your rights",
      "How we use and share your health information",
      "Our responsibilities",
      "Changes to this notice",
      "Complaints",
    ]) {
      expect(screen.getByRole("heading", { level: 2, name: heading })).toBeInTheDocument()
    }
    expect(screen.getByText(/MAY BE USED AND DISCLOSED/)).toBeInTheDocument()
  })

  it("renders what the forms collect, and who handles a request with whether a business associate agreement exists (fixture)", () => {
    const policy = documentNamed("privacy-policy")
    const section = {
      heading: "Who handles your request",
      paragraphs: ["These services handle it:"],
      collects: [{ fields: ["name"], text: "Your name" }],
      handlers: {
        agreementLabel: "Business associate agreement:",
        yes: "Yes",
        no: "No",
        entries: [
          { name: "Example Host", role: "Hosts the site.", businessAssociateAgreement: "yes" },
          { name: "Example Mail", role: "Carries the e-mail.", businessAssociateAgreement: "no" },
          { name: "Other Mail", role: "Carries more e-mail.", businessAssociateAgreement: "Placeholder: whether there is one" },
        ],
      },
    }
    renderWithSite(<ComplianceDocument document={{ ...policy, sections: [section] }} hub={hub} />)
    expect(screen.getByText("Your name")).toBeInTheDocument()
    const items = screen.getAllByRole("listitem").map((item) => item.textContent)
    expect(items).toContain("Example Host: Hosts the site. Business associate agreement: Yes")
    expect(items).toContain("Example Mail: Carries the e-mail. Business associate agreement: No")
    expect(items).toContain("Other Mail: Carries more e-mail. Business associate agreement: Placeholder: whether there is one")
  })

  it("renders a document's text links from content (fixture)", () => {
    const terms = documentNamed("terms-of-service")
    const withLinks = {
      ...terms,
      sections: [{ heading: "See also", paragraphs: [], links: [{ label: "Our FDA statement", href: "/fda-statement" }] }],
    }
    renderWithSite(<ComplianceDocument document={withLinks} hub={hub} />)
    expect(screen.getByRole("link", { name: "Our FDA statement" })).toHaveAttribute("href", "/fda-statement")
  })
})
