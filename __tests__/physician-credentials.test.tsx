import { checkContent } from "../src/lib/shared/content/rules/check"
import { formatProblems } from "../src/lib/shared/content/model/content-file"
import { findLaunchBlockers } from "../src/lib/shared/content/rules/launch-guard"
import AboutPage from "../src/pages/about"
import { PhysicianProfile } from "../src/components/home/PhysicianProfile"
import { physicianCredentialLines } from "../src/lib/shared/physician"
import { pageProps, renderWithSite, screen, shared, site } from "./support/render-site"
import { checkOptions, fileData, realContent } from "./support/content-files"

/** Credentials once, with their source: content/site.json physician, worded by content/shared.json physicianCredentials. */
const lines = physicianCredentialLines(site.physician, shared.physicianCredentials)

describe("the physician's credentials", () => {
  it("are one line per board certification, the years of experience and one per hospital appointment, by name", () => {
    expect(lines).toEqual([
      ...site.physician.boardCertifications.map((b) => `Board certified in ${b.specialty} (${b.board})`),
      `More than ${site.physician.yearsOfExperience} years of experience`,
      ...site.physician.hospitalAppointments.map((a) => `${a.role}, ${a.hospital}`),
    ])
  })

  it("are shown on /about and in the home page's profile from content/site.json", () => {
    const data = {
      aboutJson: {
        seo: { title: "About", description: "About the clinic." },
        title: "About",
        intro: "A small practice.",
        biography: { title: "Your physician", paragraphs: ["A long career."] },
        philosophy: { title: "Philosophy", intro: "Care.", items: [{ title: "Habits", text: "Sleep." }] },
        facility: { title: "Facility", paragraphs: ["An office."], button: { label: "Visit", path: "/contact" } },
        team: { title: "Team", intro: "Staff.", members: [{ name: "Nurse", role: "RN", text: "Helps." }] },
      },
    }
    const { unmount } = renderWithSite(<AboutPage {...pageProps(AboutPage, data, "/about")} />)
    for (const line of lines) expect(screen.getByText(line)).toBeInTheDocument()
    unmount()
    renderWithSite(
      <PhysicianProfile
        title="Meet your physician"
        physician="Dr. A"
        intro="One physician."
        credentialsTitle="Credentials"
        credentials={lines}
        highlights={[{ title: "Philosophy", text: "Gentle." }]}
        link={{ label: "More", path: "/about" }}
      />,
    )
    expect(screen.getByRole("heading", { name: "Credentials" }).nextElementSibling).toHaveTextContent(lines.join(""))
  })

  it("are refused anywhere else in content, naming the file and the field", () => {
    const files = realContent()
    fileData(files, "pages/about.json").biography.paragraphs[0] = "Our physician is board-certified and has 30 years of experience."
    fileData(files, "pages/home.json").whyChoose.cards[0].text = "Chief of Service at two hospitals."
    const problems = formatProblems(checkContent(files, checkOptions(files)))
    expect(problems).toContain(
      'content/pages/about.json: field "biography.paragraphs[0]" states a credential of the physician ("board-certified"): credentials are written once, in Site › Physician',
    )
    expect(problems).toContain(
      'content/pages/home.json: field "whyChoose.cards[0].text" states a credential of the physician ("Chief of Service")',
    )
  })

  it.each([
    ["a fellowship", "Dr. Doe is fellowship-trained in sports medicine.", "fellowship-trained"],
    ["decades of experience", "She brings over two decades of experience to every visit.", "over two decades of experience"],
    ["a post as chief", "She served as a hospital department chief.", "department chief"],
    ["a post as director", "Our physician is director of the spine program.", "director of the spine"],
    ["a long career", "She has had a long career in sports medicine.", "long career"],
  ])("are refused when the text states %s, naming the file, the field and the words", (_, sentence, words) => {
    const files = realContent()
    fileData(files, "pages/about.json").biography.paragraphs[0] = sentence
    expect(formatProblems(checkContent(files, checkOptions(files)))).toContain(
      `content/pages/about.json: field "biography.paragraphs[0]" states a credential of the physician ("${words}")`,
    )
  })

  it("block launch while a hospital or a board is a placeholder", () => {
    const files = realContent()
    const physician = fileData(files, "site.json").physician
    physician.hospitalAppointments = [{ role: "Chief of Service", hospital: "Placeholder: the hospital's name" }]
    physician.boardCertifications = [{ specialty: "pain medicine", board: "American Board of Example" }]
    physician.name = "Dr. Ana Pierre"
    const blockers = findLaunchBlockers(files).filter((b) => b.file === "site.json" && b.field.startsWith("physician."))
    expect(blockers.map((b) => b.field)).toEqual(["physician.hospitalAppointments[0].hospital"])
  })
})
