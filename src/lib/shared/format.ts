/**
 * The clinic's contact details as the site writes them: its phone link and address in the pages,
 * its opening hours and languages once per build (src/lib/build-time/content/composed-fields.ts).
 * No React here.
 */

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

/** One row of content/site.json officeHours as the site shows it: its days, and its hours (none on days the clinic is closed). */
export interface OfficeHoursEntry {
  readonly label: string
  /** "11:00am–7:00pm" (openingHours, put on the node by src/lib/build-time/content/composed-fields.ts). */
  readonly hours?: string | null
}

/** { opens: "11:00", closes: "19:00" } -> "11:00am–7:00pm"; null for a day without hours. */
export function openingHours(entry: { readonly opens?: string | null; readonly closes?: string | null }): string | null {
  if (!entry.opens || !entry.closes) return null
  return `${formatTime(entry.opens)}–${formatTime(entry.closes)}`
}

/**
 * ["English", "French", "Spanish"], "and" -> "English, French and Spanish", with the page
 * language's word for "and" (content/shared.json listAnd), once per build. Joined by hand: Intl has
 * no Haitian Creole list format.
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
