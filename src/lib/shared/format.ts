/** Small formatting helpers shared by the layout, the pages and the JSON-LD. No React here. */
import { fillTemplate } from "./testimonials"

/** "(212) 555-0147" -> "tel:+12125550147" */
export function telHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, "")}`
}

/** "19:00" -> "7:00pm" */
function formatTime(time24: string): string {
  const [hours, minutes] = time24.split(":").map(Number)
  const suffix = hours >= 12 ? "pm" : "am"
  const hours12 = hours % 12 === 0 ? 12 : hours % 12
  return `${hours12}:${String(minutes).padStart(2, "0")}${suffix}`
}

export interface OfficeHoursEntry {
  readonly label: string
  readonly opens?: string | null
  readonly closes?: string | null
}

/** "11:00am–7:00pm", or the closed label (from content) for a day without hours. */
export function formatHours(entry: OfficeHoursEntry, closedLabel: string): string {
  if (!entry.opens || !entry.closes) return closedLabel
  return `${formatTime(entry.opens)}–${formatTime(entry.closes)}`
}

/**
 * ["English", "French", "Spanish"], "and" -> "English, French and Spanish", with the page
 * language's word for "and" (content/shared.json listAnd). Joined by hand: the footer runs this on
 * every page, and creating an Intl.ListFormat is a long task of a slow phone's hydration
 * (docs/performance.md); nor has Intl Haitian Creole.
 */
export function formatList(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join("")
  const last = items[items.length - 1]
  return `${items.slice(0, -1).join(", ")} ${conjunctionBefore(last, and)} ${last}`
}

/** Spanish writes "e" for "y" before a word that starts with the sound i ("español e inglés", "y hielo" unchanged). */
function conjunctionBefore(word: string, and: string): string {
  return and === "y" && /^h?[iíIÍ](?![aeiouáéíóú])/.test(word) ? "e" : and
}

/**
 * "2026-10-02" -> "October 2, 2026" / "2 de octubre de 2026" / "2 oktòb 2026": a date in words in
 * the page's language, from its month names and pattern (content/shared.json dates), never from
 * Intl, which has no Haitian Creole month names and would fall back to English.
 */
export function formatDate(isoDate: string, words: { readonly months: readonly string[]; readonly pattern: string }): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate)
  if (!match) throw new Error(`formatDate: "${isoDate}" is not a date written like 2026-10-02`)
  const [, year, month, day] = match
  return fillTemplate(words.pattern, { day: String(Number(day)), month: words.months[Number(month) - 1], year })
}

export interface PostalAddressParts {
  readonly streetAddress: string
  readonly addressLocality: string
  readonly addressRegion: string
  readonly postalCode: string
}

/** "150 East 52nd Street, Suite 555, New York, NY 10022" */
export function formatAddress(address: PostalAddressParts): string {
  return `${address.streetAddress}, ${address.addressLocality}, ${address.addressRegion} ${address.postalCode}`
}

/** "Dr. Jane Doe, MD, physical medicine and rehabilitation": New York asks for the profession beside the title "Dr.". */
export function physicianWithProfession(physician: { name: string; credentials: string; profession: string }): string {
  return `${physician.name}, ${physician.credentials}, ${physician.profession}`
}

export interface PhysicianCredentials {
  boardCertifications: ReadonlyArray<{ specialty: string; board: string }>
  yearsOfExperience: number
  hospitalAppointments: ReadonlyArray<{ role: string; hospital: string }>
}

/**
 * The physician's credentials as the site states them, one line each, from content/site.json
 * (the facts) and content/shared.json physicianCredentials (the words): each board certification,
 * the years of experience, each hospital appointment.
 */
export function physicianCredentialLines(
  physician: PhysicianCredentials,
  words: { board: string; experience: string; appointment: string },
): string[] {
  return [
    ...physician.boardCertifications.map((certification) => fillTemplate(words.board, certification)),
    fillTemplate(words.experience, { years: physician.yearsOfExperience }),
    ...physician.hospitalAppointments.map((appointment) => fillTemplate(words.appointment, appointment)),
  ]
}

/** "Knee Pain | Midtown Regenerative Medicine | Dr. Jane Doe, MD, physical medicine and rehabilitation" */
export function pageTitle(title: string, siteName: string, physician: Parameters<typeof physicianWithProfession>[0]): string {
  return `${title} | ${siteName} | ${physicianWithProfession(physician)}`
}

/** 39260 -> "39 kB", a file's size as a reader of `lang` writes it (kB and MB of 1000). */
export function formatFileSize(bytes: number, lang: string): string {
  const [value, unit] = bytes >= 1e6 ? [bytes / 1e6, "megabyte"] : [bytes / 1e3, "kilobyte"]
  return new Intl.NumberFormat(lang, { style: "unit", unit, maximumFractionDigits: value < 10 ? 1 : 0 }).format(value)
}
