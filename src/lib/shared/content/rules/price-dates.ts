import { fieldName, type ContentFile, type ContentProblem } from "../model/content-file"
import { SHARED_FILE } from "../model/content-paths"
import { sharedSchema } from "../model/layout-schemas"
import { dataAt, objectsIn } from "../model/unchecked"

const PRICE = /\$\s?\d/

/**
 * A price is only honest with the date it was set (patients compare it with what they are charged):
 * each of content/shared.json's wordings that names an amount of money records the month the clinic
 * set it (`setOn`, "2026-11"), and says that month and year where patients read it ("November 2026").
 * A production build refuses a price without either.
 */
export function pricesWithoutDate(files: readonly ContentFile[]): ContentProblem[] {
  const shared = dataAt(files, SHARED_FILE, sharedSchema)
  const months = Array.isArray(shared?.dates?.months) ? shared.dates.months : []
  return objectsIn(shared?.sameWording).flatMap(({ text, setOn }, index): ContentProblem[] => {
    if (typeof text !== "string" || !PRICE.test(text)) return []
    const where = (field: string) => fieldName(["sameWording", index, field])
    if (typeof setOn !== "string") {
      return [
        {
          file: SHARED_FILE,
          field: where("setOn"),
          message: 'names a price without the month the clinic set it: write that month in "Price set in" (e.g. "2026-11"), and the same month and year in the wording',
        },
      ]
    }
    const [year, month] = setOn.split("-").map(Number)
    const inWords = `${months[month - 1] ?? setOn} ${year}`
    return text.includes(inWords)
      ? []
      : [{ file: SHARED_FILE, field: where("text"), message: `names a price set in ${inWords}, but does not say so: write "${inWords}" in it, where patients read it` }]
  })
}
