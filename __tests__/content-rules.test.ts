import { samplesAndPlaceholders } from "../src/lib/shared/content/rules/launch-guard"
import { faqQuestions } from "../src/lib/shared/faq-json-ld"
import { initialsOf, pageCount, pageItems, truncateQuote } from "../src/lib/shared/testimonials"

describe("sample content", () => {
  it("finds every entry marked sample, at any depth, naming its file and field", () => {
    const blockers = samplesAndPlaceholders([
      { path: "pages/a.json", data: { items: [{ sample: true }, { sample: false }, { nested: { sample: true } }] } },
      { path: "pages/b.json", data: { title: "no samples" } },
    ])
    expect(blockers.map(({ file, field }) => `${file} ${field}`)).toEqual(["pages/a.json items[0]", "pages/a.json items[2].nested"])
  })
})

describe("testimonial helpers", () => {
  const entries = Array.from({ length: 12 }, (_, i) => ({ id: i + 1 }))

  it("paginates 12 entries 9 per page into 2 pages, the last holding the remaining 3", () => {
    expect(pageCount(12, 9)).toBe(2)
    expect(pageCount(9, 9)).toBe(1)
    expect(pageCount(0, 9)).toBe(1)
    expect(pageItems(entries, 2, 9).map((entry) => entry.id)).toEqual([10, 11, 12])
  })

  it("truncates after 200 characters and takes initials from the name", () => {
    expect(truncateQuote("x".repeat(201))).toBe(`${"x".repeat(200)}…`)
    expect(truncateQuote("short")).toBe("short")
    expect(initialsOf("Maria G.")).toBe("MG")
  })
})

describe("FAQ structured data", () => {
  it("builds FAQPage questions whose answers are the visible answers", () => {
    const questions = [
      { question: "Is it painful?", answer: "Most patients feel pressure and mild soreness." },
      { question: "How long does it take?", answer: "About two hours." },
    ]
    expect(faqQuestions(questions)).toEqual(
      questions.map(({ question, answer }) => ({
        "@type": "Question",
        name: question,
        acceptedAnswer: { "@type": "Answer", text: answer },
      })),
    )
  })
})
