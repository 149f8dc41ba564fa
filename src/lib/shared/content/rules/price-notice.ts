import { PRICE } from "../../prices"
import { fieldName, type ContentFile, type ContentProblem } from "../model/content-file"
import { schemaOfField } from "../wording/field-words"
import { stringsIn } from "./placeholders"
import { SHARED_FILE } from "../model/content-paths"


/**
 * Whether the text at `path` sits in a quotation of a government's standard text (a document
 * section with `quotedFrom`, such as the CMS notice of the right to a Good Faith Estimate): its
 * amounts ("a bill at least $400 more") are the government's words, not the clinic's prices.
 */
export function insideQuotation(data: unknown, path: ReadonlyArray<string | number>): boolean {
  let value = data
  for (const part of path) {
    if (value && typeof value === "object" && "quotedFrom" in value) return true
    value = (value as Record<string | number, unknown> | null | undefined)?.[part]
  }
  return false
}

/**
 * A price is shown with the patient's right to a Good Faith Estimate of the cost (No Surprises Act,
 * 45 CFR 149.610): a text that states one may appear only where its page shows the link to that
 * right after it, the fields whose schema says so (`answerText`, field-kinds.ts: an answer to a
 * question, rendered with components/ui/PriceNotice.tsx). A price anywhere else is refused, naming
 * the file and field, whatever the clinic's price and whatever it is called.
 */
export function pricesWithoutEstimateLink(files: readonly ContentFile[]): ContentProblem[] {
  const problems: ContentProblem[] = []
  for (const file of files) {
    for (const { text, path } of stringsIn(file.data)) {
      const price = PRICE.exec(text)?.[0]
      if (!price || insideQuotation(file.data, path)) continue
      if (file.path === SHARED_FILE && path[0] === "sameWording") continue
      if (schemaOfField(file.path, file.data, path)?.priceNotice) continue
      problems.push({
        file: file.path,
        field: fieldName(path),
        message:
          `states the price "${price}" where the page cannot show, beside it, the patient's right to a Good Faith Estimate of the cost: ` +
          "give prices only in the answer to a question (on the FAQ page or a treatment page), which the page follows with that link",
        staff: {
          says: `states the price "${price}" away from the patient's right to a Good Faith Estimate`,
          instead: "Give prices only in the answer to a question, which the page follows with that right",
        },
      })
    }
  }
  return problems
}
