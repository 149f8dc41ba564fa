import { createElement } from "react"
import { render, screen, within } from "@testing-library/react"
import { renderTranslationPreview, type CreateElement } from "../src/lib/editor/translation-preview"
import { reviewPolicyOf } from "../src/lib/shared/content/review/approvals"
import type { EditorSettings } from "../src/lib/shared/editor-settings"

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
