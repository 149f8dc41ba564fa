import type { Question } from "schema-dts"

/** The questions of a FAQPage, for its page node's mainEntity. Answers are the visible answers, word for word. */
export function faqQuestions(items: ReadonlyArray<{ question: string; answer: string }>): Question[] {
  return items.map(({ question, answer }) => ({
    "@type": "Question",
    name: question,
    acceptedAnswer: { "@type": "Answer", text: answer },
  }))
}
