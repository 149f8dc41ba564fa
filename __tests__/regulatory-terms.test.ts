/** @jest-environment node */
import { checkContent } from "../src/lib/shared/content/rules/check"
import { formatProblems, type ContentFile } from "../src/lib/shared/content/model/content-file"
import { checkOptions, fileData, realContent } from "./support/content-files"

/**
 * The FDA's words, not ours: a fixture term of a fixture regulation, so the rule is tested apart
 * from the terms and quotes the site ships.
 */
const term = {
  terms: ["widget rule", "widget-ruled"],
  citation: "99 CFR 1.1(a)",
  text: "Widget rule means the repair of widgets by the same hands that made them.",
  href: "https://www.ecfr.gov/current/title-99/section-1.1#p-1.1(a)",
}
const shared: ContentFile = { path: "shared.json", data: { regulatoryTerms: [term] } }
const page = (section: object): ContentFile[] => [shared, { path: "notes/example.json", data: { sections: [section] } }]
const options = { knownPaths: { has: () => true }, fileExists: () => true }
const problems = (files: ContentFile[]) =>
  formatProblems(
    checkContent(files, options).filter((problem) => problem.file === "notes/example.json" && !/has no schema/.test(problem.message)),
  )

describe("a term of FDA rules named in content", () => {
  it("is refused without the regulation's words, naming the file and the field", () => {
    expect(problems(page({ heading: "Terms", paragraphs: ["Our cells are widget-ruled."] }))).toBe(
      `content/notes/example.json: field "sections[0].paragraphs[0]" names "widget-ruled", a term of FDA rules, without the regulation's words: quote 99 CFR 1.1(a) word for word in the same entry (Shared › FDA rule terms 1 › Regulation's words) and link it (${term.href}), or do not name the term`,
    )
  })

  it("is refused when quoted in other words, or quoted without its link", () => {
    expect(problems(page({ heading: "Terms", paragraphs: ['Widget rule: "the fixing of widgets by their makers".'] }))).toContain(
      "without the regulation's words",
    )
    expect(problems(page({ heading: "Terms", paragraphs: [`99 CFR 1.1(a): "${term.text}"`] }))).toContain(
      `field "sections[0].paragraphs[0]" quotes 99 CFR 1.1(a) without its link`,
    )
  })

  it("is accepted quoted word for word with its link in the same entry, which may name it in a link's label too", () => {
    const section = {
      heading: "Terms in the regulation's words",
      paragraphs: ["We claim no exemption from these rules.", `99 CFR 1.1(a): "${term.text}"`],
      links: [{ label: "The widget rule on eCFR", href: term.href }],
    }
    // The quote's "repair" is the regulation's word, not a promise of the clinic.
    expect(problems(page(section))).toBe("")
  })

  it("is refused in another entry than the one that quotes it", () => {
    const files = page({ heading: "Terms", paragraphs: [`"${term.text}"`], links: [{ label: "eCFR", href: term.href }] })
    ;(files[1].data as { intro?: string }).intro = "Our treatments follow the widget rule."
    expect(problems(files)).toContain('content/notes/example.json: field "intro" names "widget rule"')
  })
})

describe("an exemption from FDA rules", () => {
  it("is refused in any text that does not quote the rules with a link to eCFR", () => {
    expect(problems(page({ heading: "FAQ", paragraphs: ["Our same-day procedure is exempt from FDA approval."] }))).toContain(
      'field "sections[0].paragraphs[0]" speaks of an exemption from FDA rules ("exempt")',
    )
    expect(problems(page({ heading: "FAQ", paragraphs: ["These are section 361 products."] }))).toContain("speaks of an exemption")
  })
})

describe("on the shipped content", () => {
  it("refuses the answer the compliance review found, which implied an exemption with a paraphrase", () => {
    const files = realContent()
    fileData(files, "pages/resources.json").faqs.items[0].answer =
      "No. The treatments we offer use your own minimally manipulated cells in a same-day procedure and are not FDA approved for these uses."
    expect(formatProblems(checkContent(files, checkOptions(files)))).toContain(
      'content/pages/resources.json: field "faqs.items[0].answer" names "minimally manipulated", a term of FDA rules, without the regulation\'s words',
    )
  })
})
