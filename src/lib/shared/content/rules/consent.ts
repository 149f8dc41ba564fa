import type { z } from "zod"
import { fieldName, walkEntries, type ContentFile, type ContentProblem } from "../model/content-file"
import type { testimonialConsent } from "../model/field-kinds"
import type { Unchecked } from "../model/unchecked"
import { fieldInWords } from "../wording/field-words"

/**
 * A testimonial is any entry of content that gives a patient's words (`quote`): the home carousel,
 * the testimonials page, short stories, a treatment page's quotes. Each needs the record of its
 * patient's written consent and HIPAA marketing authorization (`consent`, field-kinds.ts): when they
 * signed, when it ends, and anything that connects them to the clinic. An entry not marked sample
 * is refused by the content check without it, and a production build refuses any entry without
 * it, whatever its sample flag says (an unflagged invented review must not pass).
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
          `the written consent, such as "2026-10-02"), "${label("consent", "hipaaMarketingAuthorization")}" ticked (they signed a HIPAA authorization for marketing use), ` +
          `"${label("consent", "expiresOn")}" (the expiration date written on it) and "${label("consent", "materialConnection")}" (anything that connects them to the clinic, or "None")` +
          (entry.sample === true ? `, once a real testimonial replaces this sample (then untick "${label("sample")}")` : ", or remove it"),
        staff: {
          says: `gives a patient's words${typeof entry.photo === "string" ? " and photo" : ""} without the record of their consent`,
          instead: `Fill in every field of "${label("consent")}" from the forms the patient signed, or remove the story`,
        },
      })
      return true
    })
  }
  return problems
}

/**
 * Testimonials whose patient's consent no longer holds on `today` ("2026-11-29"): it ended (the
 * expiration date of the authorization has passed) or the patient took it back. The story must
 * come down, so a production build refuses it (launch-guard.ts), naming the file and the entry.
 */
export function testimonialsWithEndedConsent(files: readonly ContentFile[], today: string): ContentProblem[] {
  const problems: ContentProblem[] = []
  for (const file of files) {
    walkEntries(file.data, [], (entry, path) => {
      if (typeof entry.quote !== "string" || !hasConsentRecord(entry.consent)) return true
      const { expiresOn, revokedOn } = entry.consent as ConsentRecord
      const label = (name: string) => fieldInWords(file.path, file.data, [...path, "consent", name]).split(" › ").at(-1)
      const problem = (message: string) => problems.push({ file: file.path, field: fieldName([...path, "consent"]), message })
      if (typeof revokedOn === "string") {
        problem(`says the patient took back their consent on ${revokedOn} ("${label("revokedOn")}"): remove their story from the site`)
      } else if (expiresOn < today) {
        problem(
          `says the patient's consent ended on ${expiresOn} ("${label("expiresOn")}"): remove their story, or record the new authorization they signed (its date and the date it ends)`,
        )
      }
      return true
    })
  }
  return problems
}

interface ConsentRecord {
  writtenConsentDate: string
  hipaaMarketingAuthorization: true
  expiresOn: string
  revokedOn?: unknown
  materialConnection: { kind: string }
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

function hasConsentRecord(consent: unknown): consent is ConsentRecord {
  const record = consent as Unchecked<z.input<typeof testimonialConsent>> | undefined
  return (
    typeof record?.writtenConsentDate === "string" &&
    ISO_DATE.test(record.writtenConsentDate) &&
    record.hipaaMarketingAuthorization === true &&
    typeof record.expiresOn === "string" &&
    ISO_DATE.test(record.expiresOn) &&
    typeof record.materialConnection?.kind === "string"
  )
}
