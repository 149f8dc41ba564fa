import { languageOf, type LanguageCode } from "./languages"
import { fillTemplate } from "./template"

/**
 * Times, dates, lists and numbers as each language writes them: through Intl with the language's
 * locale (languages.ts: en-US, es-US, fr-FR), and, where the runtime has no data for it
 * (Haitian Creole: CLDR has no `ht`, and Node and browsers fall back to their own language), the
 * language's own: the 24-hour clock, and its content's words (content/<lang>/shared.json `dates`,
 * `listAnd`). The build calls these (composed-fields.ts, the templates' server rendering), so no
 * page's scripts do this work. docs/translations.md, "Formats", says what each language gets.
 */

/** A language's words for what Intl cannot write in it: its month names and date pattern, and its "and". */
export interface FormatWords {
  readonly dates: { readonly months: readonly string[]; readonly pattern: string }
  readonly listAnd: string
}

/** The language's locale ("en_US" -> "en-US": languages.ts `ogLocale`, BCP 47's form), where the runtime's Intl has its data. */
function intlLocale(lang: LanguageCode): string | undefined {
  const locale = languageOf(lang).ogLocale.replace("_", "-")
  return Intl.DateTimeFormat.supportedLocalesOf(locale).length > 0 ? locale : undefined
}

const twoDigits = (value: number) => String(value).padStart(2, "0")

/** "19:00" -> "7:00 PM" (en-US), "7:00 p.m." (es-US), "19 h" and "9 h 30" (fr-FR), "19:00" (ht, the 24-hour clock). */
export function formatTime(time24: string, lang: LanguageCode): string {
  const [hours, minutes] = time24.split(":").map(Number)
  const locale = intlLocale(lang)
  if (!locale) return `${hours}:${twoDigits(minutes)}`
  // French typography writes the hour with "h" ("19 h", "9 h 30"); Intl's fr writes "09 h" for the hour alone and "09:30" with minutes.
  if (lang === "fr") return `${hours}\u202fh${minutes === 0 ? "" : `\u202f${twoDigits(minutes)}`}`
  const at = new Date(Date.UTC(2000, 0, 1, hours, minutes))
  // A time is one unit on a line: "11:00" and "AM" never break apart (Node's ICU writes a plain space).
  return new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(at).replace(/ /g, "\u00a0")
}

/** One row of content/site.json officeHours as the site shows it: its days, and its hours (none on days the clinic is closed). */
export interface OfficeHoursEntry {
  readonly label: string
  /** "11:00 AM – 7:00 PM", "11 h – 19 h" (openingHours, put on the node by src/lib/build-time/content/composed-fields.ts). */
  readonly hours?: string | null
}

/** { opens: "11:00", closes: "19:00" } -> "11:00 AM – 7:00 PM" in English; null for a day without hours. */
export function openingHours(
  entry: { readonly opens?: string | null; readonly closes?: string | null },
  lang: LanguageCode,
): string | null {
  if (!entry.opens || !entry.closes) return null
  // Thin spaces around the dash, as Intl's own ranges write them.
  return `${formatTime(entry.opens, lang)}\u2009–\u2009${formatTime(entry.closes, lang)}`
}

/**
 * "2026-11-01" -> "November 1, 2026" (en-US), "1 de noviembre de 2026" (es-US), "1er novembre 2026"
 * (fr-FR), "1 novanm 2026" (ht, from its month names and pattern).
 */
export function formatDate(isoDate: string, lang: LanguageCode, words: FormatWords["dates"]): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate)
  if (!match) throw new Error(`formatDate: "${isoDate}" is not a date written like 2026-10-02`)
  const [year, month, day] = match.slice(1).map(Number)
  const locale = intlLocale(lang)
  if (!locale) return fillTemplate(words.pattern, { day: String(day), month: words.months[month - 1], year: String(year) })
  const parts = new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).formatToParts(
    new Date(Date.UTC(year, month - 1, day)),
  )
  // French writes the first of the month as an ordinal, "1er novembre"; Intl's fr writes "1 novembre".
  return parts.map(({ type, value }) => (lang === "fr" && type === "day" && day === 1 ? `${value}er` : value)).join("")
}

/**
 * ["English", "French", "Spanish"] -> "English, French and Spanish", "inglés, francés e italiano"
 * (Intl's es writes "e" before the sound i), "anglais, français et espagnol", "angle, fransè ak
 * panyòl" (ht, with its content's "and").
 */
export function formatList(items: readonly string[], lang: LanguageCode, and: string): string {
  const locale = intlLocale(lang)
  if (!locale) return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} ${and} ${items[items.length - 1]}`
  const parts = new Intl.ListFormat(locale, { type: "conjunction" }).formatToParts(items)
  // The site's English lists have no comma before "and", as its content writes them; Intl's en-US has one.
  return parts.map(({ type, value }) => (lang === "en" && type === "literal" && value === ", and " ? " and " : value)).join("")
}

/**
 * 39260 -> "39 kB", "1.5 kB" (en-US), "1,5 ko" (fr): a file's size in kB or MB of 1000; in Haitian
 * Creole, Haiti's digits (the decimal comma of its French-based schooling, Intl's fr-HT) and the
 * units' international symbols.
 */
export function formatFileSize(bytes: number, lang: LanguageCode): string {
  const [value, unit, symbol] = bytes >= 1e6 ? [bytes / 1e6, "megabyte", "MB"] : [bytes / 1e3, "kilobyte", "kB"]
  const maximumFractionDigits = value < 10 ? 1 : 0
  const locale = intlLocale(lang)
  if (!locale) return `${new Intl.NumberFormat("fr-HT", { maximumFractionDigits }).format(value)}\u00a0${symbol}`
  return new Intl.NumberFormat(locale, { style: "unit", unit, maximumFractionDigits }).format(value)
}
