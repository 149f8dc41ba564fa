import { axe, toHaveNoViolations } from "jest-axe"
import { civilRightsProblems } from "../src/lib/shared/content/rules/civil-rights"
import type { ContentFile } from "../src/lib/shared/content/model/content-file"
import { ProseSections, type ProseSectionsProps } from "../src/components/compliance/ProseSections"
import { allTaglines } from "../src/lib/shared/notices"
import { renderWithSite, screen, shared, site, within } from "./support/render-site"
import { layoutQueryResult } from "./support/site-content"
import { escapeRegExp } from "./support/reg-exp"

expect.extend(toHaveNoViolations)

/** Fixtures, not the shipped content: taglines in as many languages as a test needs. */
const tagline = (index: number) => ({
  lang: `l${String.fromCharCode(97 + index)}`,
  name: `Language ${index}`,
  text: `Free help ${index}: {phone}`,
})
const taglines = (count: number) => Array.from({ length: count }, (_, index) => tagline(index))

function contentWith({
  law,
  languages,
  noticeShowsTaglines = true,
}: {
  law: string
  languages: number
  noticeShowsTaglines?: boolean
}): ContentFile[] {
  return [
    { path: "site.json", data: { civilRights: { law } } },
    {
      path: "shared.json",
      data: {
        languageAssistance: { everyPage: taglines(languages).slice(0, 3), noticePage: taglines(languages).slice(3) },
        noticesLink: { label: "The full notice", path: "/nondiscrimination" },
      },
    },
    {
      path: "compliance/nondiscrimination.json",
      data: {
        slug: "nondiscrimination",
        sections: [{ heading: "Language help", paragraphs: [], ...(noticeShowsTaglines ? { shows: "languageTaglines" } : {}) }],
      },
    },
  ]
}

describe("the civil rights notices, as the content check reads them", () => {
  it("under Section 1557, refuses free language help in fewer than 15 languages, naming the law and the other choice", () => {
    expect(civilRightsProblems(contentWith({ law: "section1557", languages: 3 }))).toEqual([
      {
        file: "shared.json",
        field: "languageAssistance",
        message: expect.stringMatching(
          /^gives free language help in 3 language\(s\): Section 1557 \(45 CFR 92\.11\) asks for at least the 15 languages .*"The ADA only"/,
        ),
      },
    ])
    expect(civilRightsProblems(contentWith({ law: "section1557", languages: 15 }))).toEqual([])
  })

  it("asks no number of languages where the ADA alone applies", () => {
    expect(civilRightsProblems(contentWith({ law: "adaOnly", languages: 3 }))).toEqual([])
  })

  it("refuses a link after the notices that leads to a page not showing every language's tagline", () => {
    expect(civilRightsProblems(contentWith({ law: "adaOnly", languages: 3, noticeShowsTaglines: false }))).toEqual([
      {
        file: "shared.json",
        field: "noticesLink.path",
        message: expect.stringMatching(/^leads to "\/nondiscrimination", which does not show free language help in every language/),
      },
    ])
  })

  it("waits for the files it reads: a file checked alone (in the editor) is not refused for what the others hold", () => {
    expect(civilRightsProblems(contentWith({ law: "section1557", languages: 3 }).slice(1))).toEqual([])
  })
})

const sections: ProseSectionsProps["sections"] = [
  { heading: "Under Section 1557", paragraphs: ["We follow Section 1557."], law: "section1557" },
  { heading: "Under the ADA only", paragraphs: ["We follow the ADA."], law: "adaOnly" },
  { heading: "Free language help in your language", paragraphs: ["Below in other languages."], shows: "languageTaglines" },
  { heading: "Our coordinator", paragraphs: ["Contact them."], shows: "civilRightsCoordinator" },
]
const everyTagline = allTaglines(
  {
    languageAssistance: {
      everyPage: shared.languageAssistance.everyPage,
      noticePage: [
        { lang: "ar", name: "العربية", text: "ملحوظة: اتصل برقم {phone} (رقم هاتف الصم والبكم: 711)." },
        { lang: "zh-Hant", name: "繁體中文", text: "注意：請致電 {phone}（TTY：711）。" },
      ],
    },
  },
  site,
)

function withLaw(law: string) {
  return layoutQueryResult({ ...site, civilRights: { ...site.civilRights, law } })
}

describe("the notice of nondiscrimination and its documents", () => {
  it("shows the sections of the clinic's civil rights law only, and switches with it", () => {
    const { unmount } = renderWithSite(<ProseSections sections={sections} taglines={everyTagline} />, {
      data: withLaw("section1557"),
    })
    expect(screen.getByRole("heading", { name: "Under Section 1557" })).toBeInTheDocument()
    expect(screen.queryByRole("heading", { name: "Under the ADA only" })).toBeNull()
    unmount()
    renderWithSite(<ProseSections sections={sections} taglines={everyTagline} />, { data: withLaw("adaOnly") })
    expect(screen.getByRole("heading", { name: "Under the ADA only" })).toBeInTheDocument()
    expect(screen.queryByRole("heading", { name: "Under Section 1557" })).toBeNull()
  })

  it("lists every language's tagline, those of every page first, each in its language and direction with the clinic's phone, and passes axe", async () => {
    const { container } = renderWithSite(<ProseSections sections={sections} taglines={everyTagline} />)
    const section = screen.getByRole("region", { name: "Free language help in your language" })
    const items = within(section).getAllByRole("listitem")
    expect(items.map((item) => [item.getAttribute("lang"), item.getAttribute("dir")])).toEqual([
      ...shared.languageAssistance.everyPage.map((line) => [line.lang, null]),
      ["ar", "rtl"],
      ["zh-Hant", null],
    ])
    for (const item of items) expect(item).toHaveTextContent(site.phone)
    expect(items.at(-1)).toHaveTextContent(`繁體中文: 注意：請致電 ${site.phone}（TTY：711）。`)
    expect(await axe(container)).toHaveNoViolations()
  })

  it("shows the civil rights coordinator from content/site.json where a section asks for them", () => {
    renderWithSite(<ProseSections sections={sections} />)
    const section = screen.getByRole("region", { name: "Our coordinator" })
    const { name, title, contact } = site.civilRights.coordinator
    expect(within(section).getByText(new RegExp(`${escapeRegExp(name)}, ${escapeRegExp(title)}`))).toBeInTheDocument()
    expect(within(section).getByText(new RegExp(escapeRegExp(contact)))).toBeInTheDocument()
  })

  it("shows a government's standard text as a quotation, with its source linked", () => {
    renderWithSite(
      <ProseSections
        sections={[
          {
            heading: "Your right to an estimate",
            paragraphs: ["You have the right to receive an estimate."],
            quotedFrom: { source: "Standard notice of CMS", href: "https://www.cms.gov/nosurprises" },
          },
        ]}
      />,
    )
    const quote = screen.getByText("You have the right to receive an estimate.").closest("blockquote")!
    expect(quote).toHaveAttribute("cite", "https://www.cms.gov/nosurprises")
    expect(screen.getByRole("link", { name: "Standard notice of CMS" })).toHaveAttribute("href", "https://www.cms.gov/nosurprises")
  })
})
