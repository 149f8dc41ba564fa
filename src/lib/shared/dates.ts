import { fillTemplate } from "./template"

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
