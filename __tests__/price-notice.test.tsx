import { pricesWithoutEstimateLink } from "../src/lib/shared/content/rules/price-notice"
import { FaqAccordion } from "../src/components/resources/FaqAccordion"
import { FaqList } from "../src/components/treatment/FaqList"
import { renderWithSite, screen, shared, within } from "./support/render-site"

/** Fixtures, not the shipped content: a price as an editor might write it, whatever the clinic charges. */
const PRICED = "A session usually costs $1,200. Ask us what it includes."

describe("a price, as the content check reads it", () => {
  it("is allowed in the answer to a question (the FAQ page's, the resources page's, a treatment page's), whose page shows the Good Faith Estimate after it", () => {
    expect(
      pricesWithoutEstimateLink([
        { path: "pages/faq.json", data: { categories: [{ id: "cost", questions: [{ question: "What does it cost?", answer: PRICED }] }] } },
        { path: "pages/resources.json", data: { faqs: { items: [{ question: "Cost?", answer: PRICED }] } } },
        {
          path: "treatments/knee.json",
          data: { sections: [{ kind: "faq", title: "Questions", items: [{ question: "Cost?", answer: PRICED }] }] },
        },
      ]),
    ).toEqual([])
  })

  it("is refused anywhere else, naming the file and field and where to give it", () => {
    expect(
      pricesWithoutEstimateLink([
        { path: "pages/about.json", data: { intro: "Care from $ 950 a visit." } },
        { path: "treatments/knee.json", data: { sections: [{ kind: "text", title: "Cost", paragraphs: [PRICED] }] } },
      ]),
    ).toEqual([
      {
        file: "pages/about.json",
        field: "intro",
        message: expect.stringMatching(
          /^states the price "\$ 950" where the page cannot show, beside it, the patient's right to a Good Faith Estimate .*answer to a question/,
        ),
        staff: { says: 'states the price "$ 950" away from the patient\'s right to a Good Faith Estimate', instead: expect.any(String) },
      },
      {
        file: "treatments/knee.json",
        field: "sections[0].paragraphs[0]",
        message: expect.stringContaining('states the price "$1,200"'),
        staff: {
          says: expect.stringContaining('states the price "$1,200"'),
          instead: expect.stringMatching(/^Give prices only in the answer to a question/),
        },
      },
    ])
  })

  it("is not read in a government's standard text quoted word for word, nor in the clinic's one wording of its price, which is not shown itself", () => {
    expect(
      pricesWithoutEstimateLink([
        {
          path: "compliance/good-faith-estimate.json",
          data: {
            sections: [
              {
                heading: "Your rights",
                paragraphs: [],
                points: ["If you receive a bill that is at least $400 more than your Good Faith Estimate, you can dispute the bill."],
                quotedFrom: { source: "CMS", href: "https://www.cms.gov/nosurprises" },
              },
            ],
          },
        },
        { path: "shared.json", data: { sameWording: [{ mentions: "A session usually costs", text: PRICED }] } },
      ]),
    ).toEqual([])
  })
})

describe("a price, as a patient reads it", () => {
  const link = () => screen.queryByRole("link", { name: shared.goodFaithEstimate.label })

  it("in a FAQ answer is followed by the link to the right to a Good Faith Estimate; an answer without a price is not", () => {
    renderWithSite(
      <FaqAccordion
        items={[
          { question: "What does it cost?", answer: PRICED },
          { question: "Does it hurt?", answer: "You may feel pressure." },
        ]}
      />,
    )
    const [priced, unpriced] = screen.getAllByRole("group")
    expect(within(priced).getByRole("link", { name: shared.goodFaithEstimate.label, hidden: true })).toHaveAttribute(
      "href",
      shared.goodFaithEstimate.path,
    )
    expect(within(unpriced).queryByRole("link", { hidden: true })).toBeNull()
  })

  it("in a treatment page's answer is followed by the same link", () => {
    renderWithSite(<FaqList title="Questions" items={[{ question: "What does it cost?", answer: PRICED }]} />)
    expect(link()).toHaveAttribute("href", shared.goodFaithEstimate.path)
  })
})
