import { fieldName, walkEntries, type ContentFile, type ContentProblem } from "./content-file"
import { fieldInWords } from "./field-words"

/**
 * A testimonial is any entry of content that gives a patient's words (`quote`): the home carousel,
 * the testimonials page, short stories, a treatment page's quotes. Each needs the record of its
 * patient's written consent and HIPAA marketing authorization (`consent`, fields.ts): an entry not
 * marked sample is refused by the content check without it, and a production build refuses any
 * entry without it, whatever its sample flag says (an unflagged invented review must not pass).
 */
export function testimonialsWithoutConsent(files: readonly ContentFile[], { samplesToo }: { samplesToo: boolean }): ContentProblem[] {
  const problems: ContentProblem[] = []
  for (const file of files) {
    walkEntries(file.data, [], (entry, path) => {
      if (typeof entry.quote !== "string" || hasConsentRecord(entry.consent)) return true
      if (entry.sample === true && !samplesToo) return true
      const label = (...names: string[]) => fieldInWords(file.path, file.data, [...path, ...names]).split(" › ").at(-1)
      problems.push({
        file: file.path,
        field: fieldName(path) || "(file)",
        message:
          `gives a patient's words${typeof entry.photo === "string" ? " and photo" : ""} without the record of their consent: fill in "${label("consent")}", with "${label("consent", "writtenConsentDate")}" (the date they signed ` +
          `the written consent, such as "2026-10-02") and "${label("consent", "hipaaMarketingAuthorization")}" ticked (they signed a HIPAA authorization for marketing use)` +
          (entry.sample === true ? `, once a real testimonial replaces this sample (then untick "${label("sample")}")` : ", or remove it"),
      })
      return true
    })
  }
  return problems
}

function hasConsentRecord(consent: unknown): boolean {
  const record = consent as { writtenConsentDate?: unknown; hipaaMarketingAuthorization?: unknown } | undefined
  return (
    typeof record?.writtenConsentDate === "string" &&
    /^\d{4}-\d{2}-\d{2}$/.test(record.writtenConsentDate) &&
    record.hipaaMarketingAuthorization === true
  )
}
