import faq from "../content/pages/faq.json"
import home from "../content/pages/home.json"
import testimonials from "../content/pages/testimonials.json"
import { findLaunchBlockers } from "../src/lib/content/launch-guard"
import { faqQuestions } from "../src/lib/faq-json-ld"
import { initialsOf, pageCount, pageItems, truncateQuote } from "../src/lib/testimonials"
import fs from "node:fs"
import path from "node:path"

describe("sample content", () => {
  it("finds every entry marked sample, at any depth, naming its file and field", () => {
    const blockers = findLaunchBlockers([
      { path: "pages/a.json", data: { items: [{ sample: true }, { sample: false }, { nested: { sample: true } }] } },
      { path: "pages/b.json", data: { title: "no samples" } },
    ])
    expect(blockers.map(({ file, field }) => `${file} ${field}`)).toEqual(["pages/a.json items[0]", "pages/a.json items[2].nested"])
  })

  it("marks every shipped testimonial as sample until real, consented ones replace it", () => {
    expect(home.testimonials.items.every((item) => item.sample === true)).toBe(true)
    expect(testimonials.entries.every((entry) => entry.sample === true)).toBe(true)
  })
})

describe("testimonial rules", () => {
  it("ships 12 entries, eleven rated 5 and one rated 4, and 4 home testimonials rated 5", () => {
    expect(testimonials.entries).toHaveLength(12)
    expect(testimonials.entries.filter((entry) => entry.rating === 5)).toHaveLength(11)
    expect(testimonials.entries.filter((entry) => entry.rating === 4)).toHaveLength(1)
    expect(home.testimonials.items.map((item) => item.rating)).toEqual([5, 5, 5, 5])
  })

  it("paginates 12 entries 9 per page into 2 pages", () => {
    expect(pageCount(12, 9)).toBe(2)
    expect(pageItems(testimonials.entries, 2, 9).map((entry) => entry.id)).toEqual([10, 11, 12])
  })

  it("truncates after 200 characters and takes initials from the name", () => {
    expect(truncateQuote("x".repeat(201))).toBe(`${"x".repeat(200)}…`)
    expect(truncateQuote("short")).toBe("short")
    expect(initialsOf("Maria G.")).toBe("MG")
  })
})

describe("home and FAQ content", () => {
  it("lists the 8 treatments of the spec, in order", () => {
    expect(home.treatments.paths).toEqual([
      "/services/knee",
      "/services/hip",
      "/services/shoulder",
      "/services/back",
      "/services/hair-restoration",
      "/services/erectile-dysfunction",
      "/services/sports-injuries",
      "/services/neurological",
    ])
  })

  it("resolves each of them to a treatment record in content/treatments/", () => {
    for (const route of home.treatments.paths) {
      const slug = route.replace("/services/", "")
      expect(fs.existsSync(path.join(__dirname, "..", "content", "treatments", `${slug}.json`))).toBe(true)
    }
  })

  it("has six FAQ categories of three questions, linking to service pages except face", () => {
    expect(faq.categories.map((category) => category.id)).toEqual([
      "knees",
      "shoulders",
      "hips",
      "face",
      "hair-restoration",
      "erectile-dysfunction",
    ])
    for (const category of faq.categories) expect(category.questions).toHaveLength(3)
    expect(faq.categories.find((category) => category.id === "face")).not.toHaveProperty("link")
  })

  it("builds FAQPage questions whose answers are the visible answers", () => {
    const [question] = faqQuestions(faq.categories[0].questions)
    expect(question).toEqual({
      "@type": "Question",
      name: faq.categories[0].questions[0].question,
      acceptedAnswer: { "@type": "Answer", text: faq.categories[0].questions[0].answer },
    })
  })
})
