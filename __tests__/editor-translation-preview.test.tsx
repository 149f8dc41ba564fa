import { createElement } from "react"
import { render, screen, within } from "@testing-library/react"
import { renderTranslationPreview, type CreateElement } from "../src/lib/editor/translation-preview"
import { reviewPolicyOf } from "../src/lib/shared/content/review/approvals"
import type { EditorSettings } from "../src/lib/shared/editor-settings"
import listPages from "./fixtures/list-pages.fixtures.json"
import { translationRecordFor } from "../src/lib/shared/content/translation/translations"

/** A FAQ page of one topic and one question, in English and in Spanish. */
const english = {
  title: "Questions",
  categories: [{ title: "Before", questions: [{ question: "Can I eat?", answer: "Yes, a light meal." }] }],
}
const spanish = {
  title: "Preguntas",
  categories: [{ title: "Antes", questions: [{ question: "¿Puedo comer?", answer: "Sí, una comida ligera." }] }],
}

const settings = {
  translations: { "es-pages-faq": { lang: "es", source: "pages/faq.json" } },
  english: { "pages/faq.json": english },
  routes: { "es-pages-faq": "/es/resources/faq" },
  siteUrl: "http://127.0.0.1:8000",
  previewNote: "The page on the development site:",
  review: reviewPolicyOf([]),
} as unknown as EditorSettings

describe("a translation's preview in the editor", () => {
  it("names each field as its form labels it, and sets the English beside the translation", () => {
    render(<>{renderTranslationPreview(createElement as unknown as CreateElement, settings, "es-pages-faq", spanish) as never}</>)
    const row = screen.getByRole("row", { name: /^Topics 1 › Questions 1 › Answer/ })
    expect(within(row).getByRole("rowheader")).toHaveTextContent(/^Topics 1 › Questions 1 › Answer$/)
    expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => [cell.getAttribute("lang"), cell.textContent]),
    ).toEqual([
      ["en", "Yes, a light meal."],
      ["es", "Sí, una comida ligera."],
    ])
    expect(screen.queryByText(/Categories/)).toBeNull()
  })
})

describe("a translation whose English gained an entry since it was translated", () => {
  const faq = listPages["pages/faq.json"]
  const spanishFaq = {
    ...faq,
    categories: faq.categories.map((category, index) =>
      index === 0
        ? { ...category, questions: [{ question: "¿Cuánto dura?", answer: "Una hora." }, ...category.questions.slice(1)] }
        : category,
    ),
    translation: translationRecordFor({ path: "pages/faq.json", data: faq }),
  }
  const withQuestion = {
    ...faq,
    categories: faq.categories.map((category, index) =>
      index === 0
        ? { ...category, questions: [{ question: "Is there parking?", answer: "Yes, nearby." }, ...category.questions] }
        : category,
    ),
  }
  const waiting = { ...settings, english: { "pages/faq.json": withQuestion } } as EditorSettings

  it("says which English entry waits, how to bring it into the form, and keeps each translated entry beside its English", () => {
    render(<>{renderTranslationPreview(createElement as unknown as CreateElement, waiting, "es-pages-faq", spanishFaq) as never}</>)
    expect(screen.getByRole("status")).toHaveTextContent(
      /^1 new English entry to translate: Topics 1 › Questions 1\. The translated page shows the entries already translated, each new one once it is translated and approved\. Publish this form once/,
    )
    const row = screen.getByRole("row", { name: /^Topics 1 › Questions 2 › Answer/ })
    expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual([faq.categories[0].questions[0].answer, "Una hora."])
  })
})
